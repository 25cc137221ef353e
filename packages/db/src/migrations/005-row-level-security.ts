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
];

/**
 * Row-level security on every tenant table (FORCE, so the table owner is
 * bound too). When a request has set `app.store_id`, only that store's rows
 * can be read or written; without it (public pages, super admin, seeds) the
 * application's own store filters apply. Superusers bypass RLS, so the app
 * must connect as an ordinary role for it to hold (docs/decisions/003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const scoped = (column: string) =>
    `(coalesce(current_setting('app.store_id', true), '') = '' OR ${column} = nullif(current_setting('app.store_id', true), '')::uuid)`;
  const statements = [
    'ALTER TABLE stores ENABLE ROW LEVEL SECURITY;',
    'ALTER TABLE stores FORCE ROW LEVEL SECURITY;',
    `CREATE POLICY tenant_isolation ON stores USING ${scoped('id')} WITH CHECK ${scoped('id')};`,
    ...TENANT_TABLES.flatMap((table) => [
      `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;`,
      `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;`,
      `CREATE POLICY tenant_isolation ON ${table} USING ${scoped('store_id')} WITH CHECK ${scoped('store_id')};`,
    ]),
  ];
  await runSql(db, statements.join('\n'));
}
