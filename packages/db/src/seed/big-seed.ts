import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { bigCatalogueStatements } from './big-seed-catalogue';
import { bigOrderStatements, bigPhoneIdentityCheck } from './big-seed-orders';

/**
 * The big seed (issue 53, `npm run seed:bench -- --big`): `stores` stores of `products` products (three variants
 * each, pictures referenced), `orders` orders a store spread over `days` days, the reservations of the orders in
 * flight and their jobs. PostgreSQL only. Written in batches of stores, each batch one transaction of a few
 * set-based statements with the ordinary triggers off (`session_replication_role = replica`, which also skips the
 * foreign keys' checks: every reference is built from the same derived ids) and their work done set-wise by the
 * statements themselves (big-seed-catalogue.ts, big-seed-orders.ts).
 */
export interface BigSeedOptions {
  stores: number;
  products: number;
  orders: number;
  days?: number;
  /** Products of the first store (the feed's large store); `products` when smaller. */
  firstStoreProducts?: number;
  /** Stores a transaction. */
  batch?: number;
  images?: readonly string[];
  onProgress?: (done: number, total: number) => void;
}

export interface BigSeedResult {
  run: string;
  stores: number;
  products: number;
  variants: number;
  orders: number;
  firstStoreSlug: string;
}

export async function seedBig(db: Kysely<Database>, options: BigSeedOptions): Promise<BigSeedResult> {
  const run = Date.now().toString(36);
  const batchSize = options.batch ?? 250;
  const check = await sql.raw<{ ok: boolean }>(bigPhoneIdentityCheck).execute(db);
  if (!check.rows[0]?.ok) throw new Error('phone_identity changed: the big seed writes customer keys as digits');
  for (let lo = 1; lo <= options.stores; lo += batchSize) {
    const hi = Math.min(options.stores, lo + batchSize - 1);
    const batch = {
      run,
      lo,
      hi,
      products: options.products,
      firstStoreProducts: options.firstStoreProducts ?? options.products,
      images: options.images ?? [],
      orders: options.orders,
      days: options.days ?? 365,
    };
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      for (const statement of [...bigCatalogueStatements(batch), ...bigOrderStatements(batch)])
        await sql.raw(statement).execute(trx);
    });
    options.onProgress?.(hi, options.stores);
  }
  await sql`analyze`.execute(db);
  const counted = await sql<{ products: string; variants: string; orders: string }>`
    select (select count(*) from products p join stores s on s.id = p.store_id where s.slug like ${`big-${run}-%`}) as products,
      (select count(*) from product_variants v join stores s on s.id = v.store_id where s.slug like ${`big-${run}-%`}) as variants,
      (select count(*) from orders o join stores s on s.id = o.store_id where s.slug like ${`big-${run}-%`}) as orders`.execute(
    db,
  );
  const row = counted.rows[0];
  return {
    run,
    stores: options.stores,
    products: Number(row?.products ?? 0),
    variants: Number(row?.variants ?? 0),
    orders: Number(row?.orders ?? 0),
    firstStoreSlug: `big-${run}-1`,
  };
}
