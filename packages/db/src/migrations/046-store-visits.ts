import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * The owner's statistics (docs/product/statistics.md, docs/decisions/040-customers-and-statistics.md):
 * - `visit_salts`: one random salt a day, kept here so every instance hashes a visitor alike; the recorder
 *   (modules/statistics/visit-recorder.ts) adds today's and deletes those older than yesterday;
 * - `store_visitors`: one row a store, day and visitor — a hash of the day's salt, the store, the address and the
 *   browser, never the address itself, and no cookie — with where the first visit of the day came from, the
 *   product pages seen and whether a cart was started; written in batches, never on a page's request;
 * - `orders.traffic_source`: where the shopper came from, written with the order (its visitor's source).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  const sources = `('instagram', 'facebook', 'whatsapp', 'google', 'tiktok', 'email', 'other', 'direct')`;
  await runSql(
    db,
    `
    CREATE TABLE visit_salts (
      day date PRIMARY KEY,
      salt bytea NOT NULL CHECK (length(salt) = 32)
    );

    CREATE TABLE store_visitors (
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      day date NOT NULL,
      visitor text NOT NULL CHECK (visitor ~ '^[0-9a-f]{32}$'),
      source text NOT NULL CHECK (source IN ${sources}),
      page_views integer NOT NULL DEFAULT 0 CHECK (page_views >= 0),
      product_views integer NOT NULL DEFAULT 0 CHECK (product_views >= 0),
      cart_started boolean NOT NULL DEFAULT false,
      PRIMARY KEY (store_id, day, visitor)
    );
    ALTER TABLE store_visitors ENABLE ROW LEVEL SECURITY;
    ALTER TABLE store_visitors FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON store_visitors USING ${scoped} WITH CHECK ${scoped};

    ALTER TABLE orders ADD COLUMN traffic_source text CHECK (traffic_source IN ${sources});
  `,
  );
}
