import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Each variant carries the ids of its attribute values (`product_variants.value_ids`), so the storefront's filters
 * and their counts (docs/product/storefront.md, "Filtros") read a variant's colour and size from its own row instead
 * of joining `variant_values` for every variant of every product listed (bench/README.md, issue 47). A variant has
 * at most one value an attribute (the key of `variant_values`), so the number of chosen values a variant carries is
 * the number of chosen attributes it satisfies.
 *
 * Kept by PostgreSQL whatever writes the values (the admin, the import, the demo): once per statement, for the
 * variants it touched, and only where the ids changed. A GIN index finds the variants with one of some values
 * whatever the store's size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE product_variants ADD COLUMN value_ids uuid[] NOT NULL DEFAULT '{}';
    -- Before the rows are filled: their update leaves the pages version's trigger pending (migration 037).
    CREATE INDEX product_variants_value_ids_idx ON product_variants USING gin (value_ids);
    UPDATE product_variants v SET value_ids = x.ids
      FROM (SELECT variant_id, array_agg(attribute_value_id ORDER BY attribute_value_id) AS ids
        FROM variant_values WHERE attribute_value_id IS NOT NULL GROUP BY variant_id) x
      WHERE x.variant_id = v.id;

    CREATE FUNCTION refresh_variant_value_ids(ids uuid[]) RETURNS void LANGUAGE sql AS $$
      UPDATE product_variants v SET value_ids = x.ids
      FROM (
        SELECT v.id, coalesce((SELECT array_agg(vv.attribute_value_id ORDER BY vv.attribute_value_id)
          FROM variant_values vv WHERE vv.variant_id = v.id AND vv.attribute_value_id IS NOT NULL), '{}') AS ids
        FROM product_variants v WHERE v.id = ANY(ids)
      ) x
      WHERE v.id = x.id AND v.value_ids IS DISTINCT FROM x.ids;
    $$;
    CREATE FUNCTION variant_value_ids_on_values() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM refresh_variant_value_ids(array(SELECT DISTINCT variant_id FROM new_rows));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM refresh_variant_value_ids(array(SELECT DISTINCT variant_id FROM old_rows));
      ELSE
        PERFORM refresh_variant_value_ids(array(
          SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows));
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER variant_value_ids_insert AFTER INSERT ON variant_values
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_value_ids_on_values();
    CREATE TRIGGER variant_value_ids_update AFTER UPDATE ON variant_values
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_value_ids_on_values();
    CREATE TRIGGER variant_value_ids_delete AFTER DELETE ON variant_values
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_value_ids_on_values();
  `,
  );
}
