import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/** Who changed an order's status, when, from what to what (shown in the order's detail). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE order_status_history (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      order_id uuid NOT NULL,
      from_status text CHECK (from_status IN ('pending', 'processing', 'completed', 'cancelled')),
      to_status text NOT NULL CHECK (to_status IN ('pending', 'processing', 'completed', 'cancelled')),
      changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      FOREIGN KEY (store_id, order_id) REFERENCES orders (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at);
    ALTER TABLE order_status_history ENABLE ROW LEVEL SECURITY;
    ALTER TABLE order_status_history FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON order_status_history
      USING (coalesce(current_setting('app.store_id', true), '') = '' OR store_id = nullif(current_setting('app.store_id', true), '')::uuid)
      WITH CHECK (coalesce(current_setting('app.store_id', true), '') = '' OR store_id = nullif(current_setting('app.store_id', true), '')::uuid);
  `,
  );
}
