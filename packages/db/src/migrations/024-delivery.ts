import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Delivery (docs/product/orders.md, "Delivery"; stores.md, "Entregas"): the
 * store's pickup points, shipping zones and free-shipping amount (one JSON
 * value, checked by the shared schema before it is saved, read with the store
 * by the order's first query); on each order, a copy of how it reaches the
 * shopper, its shipping fee (already in total_cents; null while "a convenir")
 * and its dispatch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN delivery_settings jsonb NOT NULL DEFAULT '{"pickup":{"enabled":false,"points":[]},"shipping":{"enabled":true,"zones":[{"name":"Todo el país","provinces":[],"postalCodes":[],"feeCents":null}],"freeAboveCents":null}}'
      CHECK (jsonb_typeof(delivery_settings) = 'object');
    ALTER TABLE orders ADD COLUMN delivery jsonb CHECK (delivery IS NULL OR delivery->>'method' IN ('pickup', 'shipping'));
    ALTER TABLE orders ADD COLUMN shipping_fee_cents bigint CHECK (shipping_fee_cents >= 0);
    ALTER TABLE orders ADD COLUMN dispatch_state text CHECK (dispatch_state IN ('shipped', 'ready_for_pickup'));
    ALTER TABLE orders ADD COLUMN dispatch_carrier text CHECK (dispatch_carrier IN ('correo_argentino', 'andreani', 'oca', 'via_cargo', 'other'));
    ALTER TABLE orders ADD COLUMN dispatch_tracking text CHECK (char_length(dispatch_tracking) <= 60);
    ALTER TABLE orders ADD COLUMN dispatched_at timestamptz;
    ALTER TABLE orders ADD CONSTRAINT orders_shipped_has_tracking CHECK (dispatch_state IS DISTINCT FROM 'shipped' OR (dispatch_carrier IS NOT NULL AND dispatch_tracking IS NOT NULL));
  `,
  );
}
