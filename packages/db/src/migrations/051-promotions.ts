import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Automatic promotions (docs/product/orders.md, "Promociones"; ADR 042), on
 * the discount codes' model (migration 026) without a code or a use counter:
 * - one row per promotion: its kind (bundle "lleva X, paga Y", the Nth unit
 *   at a percent off, a percent or an amount off), what it covers (categories
 *   and products, none: the whole store), its dates, minimums and limit per
 *   order, and whether it is paused;
 * - each order line keeps the promotion it took, its name and what it took
 *   off (`order_items.promotion_*`), the order the sum
 *   (`orders.promotion_discount_cents`), already out of `total_cents`; the
 *   owner's figures per promotion are read from the lines.
 * Tenant data: row-level security as the rest. Saving one raises the
 * store's pages version (its badge is on the store's pages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE promotions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
      kind text NOT NULL CHECK (kind IN ('bundle', 'nth_unit', 'percent', 'fixed')),
      buy_quantity integer CHECK (buy_quantity BETWEEN 2 AND 100),
      pay_quantity integer CHECK (pay_quantity >= 1),
      value bigint NOT NULL CHECK (value >= 0),
      min_purchase_cents bigint CHECK (min_purchase_cents > 0),
      min_quantity integer CHECK (min_quantity > 0),
      max_per_order integer CHECK (max_per_order > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      category_ids uuid[] NOT NULL DEFAULT '{}',
      product_ids uuid[] NOT NULL DEFAULT '{}',
      paused boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (store_id, id),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
      CHECK (kind <> 'bundle' OR (buy_quantity IS NOT NULL AND pay_quantity IS NOT NULL AND pay_quantity < buy_quantity)),
      CHECK (kind <> 'nth_unit' OR (buy_quantity IS NOT NULL AND value BETWEEN 1 AND 100)),
      CHECK (kind <> 'percent' OR value BETWEEN 1 AND 100),
      CHECK (kind <> 'fixed' OR value > 0)
    );
    CREATE INDEX promotions_store_idx ON promotions (store_id, created_at DESC);
    ALTER TABLE promotions ENABLE ROW LEVEL SECURITY;
    ALTER TABLE promotions FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON promotions USING ${scoped} WITH CHECK ${scoped};
    -- Cards and product pages show its badge: a change raises the store's pages version at commit (migration 037).
    CREATE CONSTRAINT TRIGGER promotions_pages_update AFTER INSERT OR UPDATE ON promotions
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_variants_change();

    ALTER TABLE orders ADD COLUMN promotion_discount_cents bigint NOT NULL DEFAULT 0 CHECK (promotion_discount_cents >= 0);
    ALTER TABLE order_items ADD COLUMN promotion_id uuid;
    ALTER TABLE order_items ADD COLUMN promotion_name text;
    ALTER TABLE order_items ADD COLUMN promotion_discount_cents bigint NOT NULL DEFAULT 0
      CHECK (promotion_discount_cents >= 0 AND promotion_discount_cents + discount_cents <= total_cents);
    ALTER TABLE order_items ADD CONSTRAINT order_items_promotion_fk FOREIGN KEY (store_id, promotion_id)
      REFERENCES promotions (store_id, id) ON DELETE SET NULL (promotion_id);
    CREATE INDEX order_items_promotion_idx ON order_items (promotion_id) WHERE promotion_id IS NOT NULL;
  `,
  );
}
