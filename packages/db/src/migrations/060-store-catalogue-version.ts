import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The store's catalogue version (docs/decisions/048-catalogue-version-apart-from-stock.md): a second counter on the
 * store's row that moves with what its searches and filters are made of — products, their texts, categories, brands,
 * attributes and their values, a variant's values, price, position or being on sale, the merchant's synonyms — and not
 * with stock. Every order moves the store's pages version (migration 037), so what the storefront keeps per store for
 * its searches (the catalogue index's products, the vocabulary, what each set of words found) would be read again
 * after every order; kept under this counter, an order costs only the stock flags read again.
 *
 * - The catalogue tables' statement triggers (migrations 011 and 030) raise both counters.
 * - A variant's update raises it, at once, only when what the search reads of it changed (being on sale, position,
 *   price, values, codes), never for its stock or reserved units: the variant's row is locked first, then the store's,
 *   as an order does (migration 037).
 * - The store's row raises it when its synonyms change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores ADD COLUMN catalogue_version bigint NOT NULL DEFAULT 1;

    CREATE OR REPLACE FUNCTION count_store_pages_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE stores SET pages_version = pages_version + 1, catalogue_version = catalogue_version + 1
        WHERE id IN (SELECT DISTINCT store_id FROM changed_rows);
      RETURN NULL;
    END
    $$;

    CREATE OR REPLACE FUNCTION count_store_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.pages_version = OLD.pages_version THEN
        NEW.pages_version := OLD.pages_version + 1;
      END IF;
      IF NEW.search_synonyms IS DISTINCT FROM OLD.search_synonyms AND NEW.catalogue_version = OLD.catalogue_version THEN
        NEW.catalogue_version := OLD.catalogue_version + 1;
      END IF;
      RETURN NEW;
    END
    $$;

    CREATE FUNCTION count_variant_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE stores SET catalogue_version = catalogue_version + 1 WHERE id = NEW.store_id;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER product_variants_catalogue_update AFTER UPDATE ON product_variants FOR EACH ROW
      WHEN ((OLD.is_active, OLD.position, OLD.price_adjustment_cents, OLD.value_ids, OLD.product_id, OLD.sku, OLD.barcode)
        IS DISTINCT FROM (NEW.is_active, NEW.position, NEW.price_adjustment_cents, NEW.value_ids, NEW.product_id, NEW.sku,
          NEW.barcode))
      EXECUTE FUNCTION count_variant_catalogue_change();
  `,
  );
}
