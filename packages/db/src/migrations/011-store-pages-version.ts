import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * What a store page shows changes with every write that touches the store's
 * public data, and the server keeps finished pages while it does not
 * (docs/decisions/007-store-page-cache.md). Two counters, kept by triggers in
 * the same transaction as the change, whoever writes it:
 *
 * - `product_variants.pages_version` goes up with every update of the row:
 *   stock, price, being on sale, and the reserved-units counter that orders
 *   move (migration 007). The row is locked by the update itself, so orders
 *   on different variants never wait for one another.
 * - `stores.pages_version` goes up with every change of the store's own row
 *   and of its categories, products, pictures, attributes and variants added
 *   or removed (owner edits: rare).
 *
 * A page's version is the store's counter and the sum of its variants'. Each
 * committed change raises one of them and none ever goes down (a removed
 * variant raises the store's), so a page kept under a version is exactly the
 * page of that state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN pages_version bigint NOT NULL DEFAULT 1;
    ALTER TABLE product_variants ADD COLUMN pages_version bigint NOT NULL DEFAULT 1;

    CREATE FUNCTION count_variant_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.pages_version := OLD.pages_version + 1;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER product_variants_pages_version BEFORE UPDATE ON product_variants
      FOR EACH ROW EXECUTE FUNCTION count_variant_page_change();

    CREATE FUNCTION count_store_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.pages_version = OLD.pages_version THEN
        NEW.pages_version := OLD.pages_version + 1;
      END IF;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER stores_pages_version BEFORE UPDATE ON stores
      FOR EACH ROW EXECUTE FUNCTION count_store_page_change();

    CREATE FUNCTION count_store_pages_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE stores SET pages_version = pages_version + 1 WHERE id IN (SELECT DISTINCT store_id FROM changed_rows);
      RETURN NULL;
    END
    $$;
  `,
  );
  for (const table of [
    'categories',
    'products',
    'product_images',
    'attributes',
    'attribute_values',
    'product_attributes',
    'variant_values',
  ]) {
    await runSql(
      db,
      `
      CREATE TRIGGER ${table}_pages_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
      CREATE TRIGGER ${table}_pages_update AFTER UPDATE ON ${table}
        REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
      CREATE TRIGGER ${table}_pages_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
    `,
    );
  }
  await runSql(
    db,
    `
    CREATE TRIGGER product_variants_pages_insert AFTER INSERT ON product_variants
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
    CREATE TRIGGER product_variants_pages_delete AFTER DELETE ON product_variants
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
  `,
  );
}
