import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * One catalogue model (docs/product/catalogue.md). Every row carries store_id, and references
 * between tenant rows go through (store_id, id) pairs so a row can never point
 * at another store's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 80),
      description text CHECK (char_length(description) <= 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id)
    );
    CREATE INDEX categories_store_idx ON categories (store_id, created_at DESC);

    CREATE TABLE product_types (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 80),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id)
    );

    CREATE TABLE products (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      category_id uuid,
      product_type_id uuid,
      name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 3 AND 120),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 5000),
      price_cents bigint NOT NULL CHECK (price_cents >= 0 AND price_cents <= 100000000000),
      is_active boolean NOT NULL DEFAULT true,
      is_service boolean NOT NULL DEFAULT false,
      requires_stock boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id),
      FOREIGN KEY (store_id, category_id) REFERENCES categories (store_id, id) ON DELETE SET NULL (category_id),
      FOREIGN KEY (store_id, product_type_id) REFERENCES product_types (store_id, id) ON DELETE SET NULL (product_type_id)
    );
    CREATE INDEX products_store_created_idx ON products (store_id, created_at DESC);
    CREATE INDEX products_store_active_idx ON products (store_id, is_active, created_at DESC);
    CREATE INDEX products_category_idx ON products (store_id, category_id);

    CREATE TABLE product_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      product_id uuid NOT NULL,
      position integer NOT NULL CHECK (position >= 0 AND position < 5),
      url text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE,
      UNIQUE (product_id, position)
    );

    CREATE TABLE attributes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name ~ '^[A-Za-z0-9_]{2,50}$'),
      display_name text NOT NULL CHECK (char_length(btrim(display_name)) BETWEEN 2 AND 80),
      attribute_type text NOT NULL CHECK (attribute_type IN ('text', 'select', 'number', 'boolean')),
      is_required boolean NOT NULL DEFAULT false,
      sort_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id),
      UNIQUE (store_id, name)
    );

    CREATE TABLE attribute_values (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      attribute_id uuid NOT NULL,
      value text NOT NULL CHECK (char_length(btrim(value)) BETWEEN 1 AND 80),
      display_value text NOT NULL CHECK (char_length(btrim(display_value)) BETWEEN 1 AND 80),
      hex_color text CHECK (hex_color ~ '^#[0-9A-Fa-f]{6}$'),
      sort_order integer NOT NULL DEFAULT 0,
      FOREIGN KEY (store_id, attribute_id) REFERENCES attributes (store_id, id) ON DELETE CASCADE,
      UNIQUE (store_id, id),
      UNIQUE (attribute_id, value)
    );

    CREATE TABLE product_attributes (
      store_id uuid NOT NULL,
      product_id uuid NOT NULL,
      attribute_id uuid NOT NULL,
      is_required boolean NOT NULL DEFAULT true,
      PRIMARY KEY (product_id, attribute_id),
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, attribute_id) REFERENCES attributes (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX product_attributes_attribute_idx ON product_attributes (attribute_id);

    CREATE TABLE product_variants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      product_id uuid NOT NULL,
      sku text CHECK (char_length(sku) BETWEEN 1 AND 64),
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      price_adjustment_cents bigint NOT NULL DEFAULT 0 CHECK (abs(price_adjustment_cents) <= 100000000000),
      is_active boolean NOT NULL DEFAULT true,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE CASCADE,
      UNIQUE (store_id, id),
      UNIQUE (store_id, sku)
    );
    CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);

    CREATE TABLE variant_values (
      store_id uuid NOT NULL,
      variant_id uuid NOT NULL,
      attribute_id uuid NOT NULL,
      attribute_value_id uuid,
      text_value text CHECK (char_length(text_value) <= 200),
      number_value numeric,
      boolean_value boolean,
      PRIMARY KEY (variant_id, attribute_id),
      FOREIGN KEY (store_id, variant_id) REFERENCES product_variants (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, attribute_id) REFERENCES attributes (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, attribute_value_id) REFERENCES attribute_values (store_id, id) ON DELETE RESTRICT,
      CHECK (num_nonnulls(attribute_value_id, text_value, number_value, boolean_value) = 1)
    );
    CREATE INDEX variant_values_value_idx ON variant_values (attribute_value_id);
  `,
  );
}
