import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A store page's version is the store's own counter alone
 * (docs/decisions/035-store-pages-version-on-the-store.md): reading it is one
 * indexed row, however many variants the store has. Migration 011 summed a
 * counter of every variant on each read.
 *
 * An update of a variant (stock, price, being on sale, the reserved units
 * orders move) raises `stores.pages_version` in its own transaction, at its
 * commit: a deferred trigger, once per store and transaction (the
 * transaction-local `app.pages_moved` lists the stores already raised). The
 * store row is locked only from then to the end of the commit, after every
 * variant the transaction locked, so orders of one store still run side by
 * side until their commits and never lock the store before a variant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    DROP TRIGGER product_variants_pages_version ON product_variants;
    DROP FUNCTION count_variant_page_change();
    ALTER TABLE product_variants DROP COLUMN pages_version;

    CREATE FUNCTION count_store_variants_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      moved text := coalesce(current_setting('app.pages_moved', true), '');
    BEGIN
      IF position(NEW.store_id::text IN moved) = 0 THEN
        UPDATE stores SET pages_version = pages_version + 1 WHERE id = NEW.store_id;
        PERFORM set_config('app.pages_moved', moved || NEW.store_id::text || ' ', true);
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE CONSTRAINT TRIGGER product_variants_pages_update AFTER UPDATE ON product_variants
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_variants_change();
  `,
  );
}
