import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

const TENANT_TABLES = [
  'categories',
  'product_types',
  'products',
  'product_images',
  'attributes',
  'attribute_values',
  'product_attributes',
  'product_variants',
  'variant_values',
  'orders',
  'order_items',
  'stock_reservations',
  'order_status_history',
  'uploads',
];

/**
 * Row-level security fails closed (docs/SECURITY.md, "Tenant isolation"): a
 * connection sees a store's rows only when `app.store_id` names that store,
 * or every store when it says `*`, which the server sets only for work that is
 * platform-wide by declaration (the super admin, the job runner, finding the
 * store a request is about). Unset or empty, it sees no row of any store, so a
 * path that forgets to choose its store finds nothing instead of everything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  // The second nullif keeps '*' from reaching the uuid cast (SQL does not promise to stop at the first OR).
  const scoped = (column: string) => `(${setting} = '*' OR ${column} = nullif(nullif(${setting}, ''), '*')::uuid)`;
  const policy = (table: string, column: string) => [
    `DROP POLICY tenant_isolation ON ${table};`,
    `CREATE POLICY tenant_isolation ON ${table} USING ${scoped(column)} WITH CHECK ${scoped(column)};`,
  ];
  await runSql(
    db,
    [...policy('stores', 'id'), ...TENANT_TABLES.flatMap((table) => policy(table, 'store_id'))].join('\n'),
  );
}
