import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Two catalogue triggers that did a row's work once a row, measured on PostgreSQL 15 with the 5,000-product CSV import
 * (81 s, written as statements of 100 products):
 *
 * - A product's main category joins its categories once a statement (migration 030 wrote it a row at a time). Each
 *   row's own INSERT into `product_categories` fired that table's statement triggers for one product: the store's
 *   versions moved and the product's search document was written again, a product at a time. Inserting 1,000 products
 *   with a category spent 3.5 s in that trigger (4.1 s in all). Now one INSERT a statement, none when no main
 *   category changed.
 * - A variant's change of what the search reads raises the store's catalogue version once a transaction, as its pages
 *   version is raised (migration 037, `app.pages_moved`); migration 060 updated the store's row once a variant, so a
 *   transaction that changed thousands of variants stacked thousands of versions of that one row, each update slower
 *   than the one before (0.8–1.5 s a statement of 100 variants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    DROP TRIGGER products_main_category ON products;
    DROP FUNCTION keep_main_category();
    CREATE FUNCTION keep_main_categories() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM new_rows WHERE category_id IS NOT NULL) THEN
          INSERT INTO product_categories (store_id, product_id, category_id, position)
            SELECT store_id, id, category_id, 0 FROM new_rows WHERE category_id IS NOT NULL
            ON CONFLICT (product_id, category_id) DO NOTHING;
        END IF;
      ELSIF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE n.category_id IS NOT NULL AND n.category_id IS DISTINCT FROM o.category_id) THEN
        INSERT INTO product_categories (store_id, product_id, category_id, position)
          SELECT n.store_id, n.id, n.category_id, 0 FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.category_id IS NOT NULL AND n.category_id IS DISTINCT FROM o.category_id
          ON CONFLICT (product_id, category_id) DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER products_main_category_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_main_categories();
    CREATE TRIGGER products_main_category_update AFTER UPDATE ON products
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_main_categories();

    CREATE OR REPLACE FUNCTION count_variant_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      moved text := coalesce(current_setting('app.catalogue_moved', true), '');
    BEGIN
      IF position(NEW.store_id::text IN moved) = 0 THEN
        UPDATE stores SET catalogue_version = catalogue_version + 1 WHERE id = NEW.store_id;
        PERFORM set_config('app.catalogue_moved', moved || NEW.store_id::text || ' ', true);
      END IF;
      RETURN NULL;
    END
    $$;
  `,
  );
}
