import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * An order's carrier shipment (ADR 039): asked for ('requested'), made by the
 * carrier ('created': its number, tracking code and label link) or refused
 * ('failed', with the carrier's message for the seller's "Reintentar"); the
 * carrier's tracking events as read, and whether it was delivered. An order's
 * dispatch gains "Entregado" ('delivered'), set by the tracking.
 * Tenant data: row-level security.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE shipments (
      order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      carrier text NOT NULL CHECK (carrier IN ('correo_argentino', 'oca')),
      state text NOT NULL CHECK (state IN ('requested', 'created', 'failed')),
      carrier_number text,
      tracking_code text,
      label_url text,
      error_message text,
      events jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(events) = 'array'),
      delivered boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX shipments_to_track_idx ON shipments (updated_at) WHERE state = 'created' AND NOT delivered;
    ALTER TABLE shipments ENABLE ROW LEVEL SECURITY;
    ALTER TABLE shipments FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON shipments USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE orders DROP CONSTRAINT orders_dispatch_state_check;
    ALTER TABLE orders ADD CONSTRAINT orders_dispatch_state_check CHECK (dispatch_state IN ('shipped', 'ready_for_pickup', 'delivered'));
  `,
  );
}
