import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * What the catalogue holds for a shop moving here (docs/product/catalogue.md;
 * ADR 026):
 * - up to 10 pictures a product (and so a variant's own, among them);
 * - descriptions as sanitised HTML, which takes more characters than its
 *   text (the form's limit is 20,000; a link's rel adds a few);
 * - a variant's weight in whole grams (Tiendanube's "Peso (kg)" and Shopify's
 *   "Variant Grams" are per variant), null when unknown;
 * - categories in a tree of two levels: a category may have a parent, which
 *   has none (the server keeps the depth; the reference keeps the store);
 * - a product in several categories: `product_categories`, its first (position
 *   0) also kept as `products.category_id`, which every existing reader of the
 *   product's category goes on reading; a trigger puts the main one in the
 *   list whoever writes it (a seed, an older writer). Existing products keep
 *   theirs.
 * Tenant data: row-level security as the rest (migration 019's policy), and
 * the store pages' version counts its changes (migration 011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    ALTER TABLE product_images DROP CONSTRAINT product_images_position_check;
    ALTER TABLE product_images ADD CONSTRAINT product_images_position_check CHECK (position >= 0 AND position < 10);
    ALTER TABLE product_variants DROP CONSTRAINT product_variants_images_check;
    ALTER TABLE product_variants ADD CONSTRAINT product_variants_images_check CHECK (jsonb_typeof(images) = 'array' AND jsonb_array_length(images) <= 10);

    ALTER TABLE products DROP CONSTRAINT products_description_check;
    ALTER TABLE products ADD CONSTRAINT products_description_check CHECK (char_length(description) <= 30000);

    ALTER TABLE product_variants ADD COLUMN weight_grams integer CHECK (weight_grams BETWEEN 0 AND 1000000);

    ALTER TABLE categories ADD COLUMN parent_id uuid CHECK (parent_id IS DISTINCT FROM id);
    ALTER TABLE categories ADD CONSTRAINT categories_parent_fkey FOREIGN KEY (store_id, parent_id) REFERENCES categories (store_id, id);
    CREATE INDEX categories_parent_idx ON categories (store_id, parent_id);

    CREATE TABLE product_categories (
      store_id uuid NOT NULL,
      product_id uuid NOT NULL,
      category_id uuid NOT NULL,
      position integer NOT NULL DEFAULT 0 CHECK (position >= 0 AND position < 20),
      PRIMARY KEY (product_id, category_id),
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, category_id) REFERENCES categories (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX product_categories_category_idx ON product_categories (store_id, category_id);
    INSERT INTO product_categories (store_id, product_id, category_id, position)
      SELECT store_id, id, category_id, 0 FROM products WHERE category_id IS NOT NULL;
    ALTER TABLE product_categories ENABLE ROW LEVEL SECURITY;
    ALTER TABLE product_categories FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON product_categories USING ${scoped} WITH CHECK ${scoped};
    -- Whoever writes a product's main category (a seed, an older writer) has it among its categories too.
    CREATE FUNCTION keep_main_category() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.category_id IS NOT NULL THEN
        INSERT INTO product_categories (store_id, product_id, category_id, position)
          VALUES (NEW.store_id, NEW.id, NEW.category_id, 0) ON CONFLICT (product_id, category_id) DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER products_main_category AFTER INSERT OR UPDATE OF category_id ON products
      FOR EACH ROW EXECUTE FUNCTION keep_main_category();
    CREATE TRIGGER product_categories_pages_insert AFTER INSERT ON product_categories
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
    CREATE TRIGGER product_categories_pages_delete AFTER DELETE ON product_categories
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION count_store_pages_change();
  `,
  );
}
