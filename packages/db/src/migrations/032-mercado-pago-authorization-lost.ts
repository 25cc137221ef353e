import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * When Mercado Pago refused to renew a store's OAuth authorisation (the seller
 * revoked it, or its refresh token lapsed): the settings ask the owner to
 * connect again, and nothing spends the dead refresh token again. Connecting
 * again clears it (docs/product/orders.md, "Paying with Mercado Pago").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE mercado_pago_accounts ADD COLUMN authorization_lost_at timestamptz;`);
}
