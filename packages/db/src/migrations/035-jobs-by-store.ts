import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Whether a store's new-order e-mail goes out on its own or into a digest
 * counts the e-mails it sent in the last minutes
 * (apps/server/src/modules/orders/order-mail-jobs.ts). Finished jobs stay a
 * week for the super admin's trace: without this index that count read
 * every one of them, for every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `CREATE INDEX jobs_new_order_sent_by_store ON jobs ((payload->>'storeId'), created_at) WHERE kind = 'owner.new-order' AND outcome = 'sent';`,
  );
}
