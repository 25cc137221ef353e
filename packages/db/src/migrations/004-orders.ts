import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Orders keep a snapshot of each line (docs/product/orders.md). Storefront orders hold
 * their units through reservations until the owner confirms or cancels;
 * stock_deducted says whether the order's units have left `stock`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('storefront', 'admin')),
      customer_name text NOT NULL CHECK (char_length(btrim(customer_name)) BETWEEN 1 AND 120),
      customer_email text CHECK (char_length(customer_email) <= 254),
      customer_phone text CHECK (char_length(customer_phone) <= 40),
      payment_method text CHECK (payment_method IN ('cash', 'transfer', 'mercadopago', 'other')),
      status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'cancelled')),
      total_cents bigint NOT NULL CHECK (total_cents >= 0),
      stock_deducted boolean NOT NULL DEFAULT false,
      idempotency_key text CHECK (char_length(idempotency_key) <= 200),
      request_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id),
      UNIQUE (store_id, idempotency_key)
    );
    CREATE INDEX orders_store_created_idx ON orders (store_id, created_at DESC);
    CREATE INDEX orders_created_idx ON orders (created_at);

    CREATE TABLE order_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      order_id uuid NOT NULL,
      position integer NOT NULL,
      product_id uuid,
      variant_id uuid,
      product_name text NOT NULL,
      sku text,
      attributes jsonb NOT NULL DEFAULT '[]',
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
      total_cents bigint NOT NULL CHECK (total_cents >= 0),
      FOREIGN KEY (store_id, order_id) REFERENCES orders (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, product_id) REFERENCES products (store_id, id) ON DELETE SET NULL (product_id),
      FOREIGN KEY (store_id, variant_id) REFERENCES product_variants (store_id, id) ON DELETE SET NULL (variant_id),
      UNIQUE (order_id, position)
    );
    CREATE INDEX order_items_variant_idx ON order_items (variant_id);

    CREATE TABLE stock_reservations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL,
      order_id uuid NOT NULL,
      variant_id uuid NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (store_id, order_id) REFERENCES orders (store_id, id) ON DELETE CASCADE,
      FOREIGN KEY (store_id, variant_id) REFERENCES product_variants (store_id, id) ON DELETE CASCADE
    );
    CREATE INDEX stock_reservations_variant_idx ON stock_reservations (variant_id, expires_at);
    CREATE INDEX stock_reservations_order_idx ON stock_reservations (order_id);
    CREATE INDEX stock_reservations_expiry_idx ON stock_reservations (expires_at);
  `,
  );
}
