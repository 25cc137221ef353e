import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Each variant keeps the units its reservation rows hold (`reserved_units`)
 * and the earliest expiry among them (`reserved_units_valid_until`), so the
 * storefront and the order path read availability from the variant row
 * instead of summing reservations on every read. Until that moment every
 * counted reservation is active; after it (an expired row the sweeper has not
 * deleted yet) readers fall back to the sum (docs/decisions/004).
 *
 * Statement triggers on stock_reservations keep both columns exact in the
 * same transaction, whoever writes the rows: order creation, release, the
 * expiry sweep and the cascades of deleting an order. They lock the variants
 * in id order first, like the order code, so concurrent moves never deadlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE product_variants ADD COLUMN reserved_units integer NOT NULL DEFAULT 0 CHECK (reserved_units >= 0);
    ALTER TABLE product_variants ADD COLUMN reserved_units_valid_until timestamptz;
    UPDATE product_variants v SET reserved_units = r.units, reserved_units_valid_until = r.first_expiry
      FROM (SELECT variant_id, sum(quantity)::integer AS units, min(expires_at) AS first_expiry FROM stock_reservations GROUP BY variant_id) r
      WHERE v.id = r.variant_id;

    CREATE FUNCTION count_reserved_units() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM 1 FROM product_variants WHERE id IN (SELECT variant_id FROM new_rows) ORDER BY id FOR UPDATE;
        UPDATE product_variants v
          SET reserved_units = v.reserved_units + d.units, reserved_units_valid_until = least(v.reserved_units_valid_until, d.first_expiry)
          FROM (SELECT variant_id, sum(quantity) AS units, min(expires_at) AS first_expiry FROM new_rows GROUP BY variant_id) d
          WHERE v.id = d.variant_id;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM 1 FROM product_variants WHERE id IN (SELECT variant_id FROM old_rows) ORDER BY id FOR UPDATE;
        UPDATE product_variants v
          SET reserved_units = v.reserved_units - d.units,
              reserved_units_valid_until = (SELECT min(r.expires_at) FROM stock_reservations r WHERE r.variant_id = v.id)
          FROM (SELECT variant_id, sum(quantity) AS units FROM old_rows GROUP BY variant_id) d
          WHERE v.id = d.variant_id;
      ELSE
        PERFORM 1 FROM product_variants
          WHERE id IN (SELECT variant_id FROM old_rows UNION SELECT variant_id FROM new_rows) ORDER BY id FOR UPDATE;
        UPDATE product_variants v
          SET reserved_units = v.reserved_units + d.units,
              reserved_units_valid_until = (SELECT min(r.expires_at) FROM stock_reservations r WHERE r.variant_id = v.id)
          FROM (
            SELECT variant_id, sum(units) AS units
            FROM (SELECT variant_id, -quantity AS units FROM old_rows UNION ALL SELECT variant_id, quantity FROM new_rows) moves
            GROUP BY variant_id
          ) d
          WHERE v.id = d.variant_id;
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER stock_reservations_insert_count AFTER INSERT ON stock_reservations
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reserved_units();
    CREATE TRIGGER stock_reservations_update_count AFTER UPDATE ON stock_reservations
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reserved_units();
    CREATE TRIGGER stock_reservations_delete_count AFTER DELETE ON stock_reservations
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_reserved_units();
  `,
  );
}
