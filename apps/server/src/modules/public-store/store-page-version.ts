import { type Database, PREPARED, withAllStores } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/**
 * The version of everything a store's pages show: the store's counter
 * (migrations 011 and 037), raised by triggers in the transaction of every
 * change of the store, its catalogue and its variants (stock, price, the
 * units orders reserve). Reading it is one prepared statement on the store's
 * row by its slug, whatever the size of its catalogue
 * (docs/decisions/035-store-pages-version-on-the-store.md), so a finished
 * page can be sent again while it is unchanged and never after.
 */
export interface StorePagesVersion {
  storeId: string;
  version: string;
  /** The version of what the store's searches and filters are made of, apart from stock (migration 060). */
  catalogueVersion: string;
  /** The store's verified own domain (migration 027): its pages' links use it, and its other addresses redirect there. */
  domain: string | null;
  /** The store set a Meta Pixel or GA4 id (migration 050): its pages may load their scripts after consent (docs/product/measurement.md). */
  measured: boolean;
}

/**
 * The active store's pages version, read across stores (the request's scope
 * is left as it is); undefined when there is no such store. The first read of
 * a store page or feed, which then work for the store found.
 */
export async function readStorePagesVersion(
  db: Kysely<Database>,
  slug: string,
): Promise<StorePagesVersion | undefined> {
  const row = await withAllStores(async () => {
    const result = await sql<{
      id: string;
      pages_version: number | string;
      catalogue_version: number | string;
      domain: string | null;
      measured: boolean;
    }>`
      select s.id, s.pages_version, s.catalogue_version, d.domain, (s.meta_pixel_id is not null or s.ga4_measurement_id is not null) as measured
      from stores s left join store_domains d on d.store_id = s.id and d.verified_at is not null
      where s.slug = ${slug} and s.is_active
      ${sql.raw(PREPARED)}`.execute(db);
    return result.rows[0];
  });
  return row
    ? {
        storeId: row.id,
        version: String(row.pages_version),
        catalogueVersion: String(row.catalogue_version),
        domain: row.domain,
        measured: row.measured,
      }
    : undefined;
}

/** The first active reservation of the variants `v` to expire (an aggregate; null when none holds units). */
export const FIRST_RESERVATION_EXPIRY = sql<Date | string | null>`min(case
  when v.reserved_units_valid_until > now() then v.reserved_units_valid_until
  else (select min(r.expires_at) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()) end)`;

/**
 * The next start or end of one of the store's promotions not paused (a
 * scalar subquery; null when none is ahead): a badge appears or goes then
 * though nothing is written, so no counter moves (docs/decisions/043-promotion-dates-end-kept-pages.md).
 */
export const nextPromotionChange = (storeId: string) => sql<Date | string | null>`(select min(case
  when pr.starts_at > now() then pr.starts_at else pr.ends_at end)
  from promotions pr where pr.store_id = ${storeId}::uuid and not pr.paused and (pr.starts_at > now() or pr.ends_at > now()))`;

/**
 * When what these products' pages show (or all the store's) changes by
 * itself: the first active reservation of their variants to expire, or the
 * next start or end of a promotion (nothing is written then, so no counter
 * moves). Null when neither is ahead.
 */
export async function availabilityChangesAt(
  db: Kysely<Database>,
  storeId: string,
  productIds: string[] | 'all',
): Promise<Date | null> {
  if (productIds.length === 0) return null;
  const result = await sql<{ at: Date | string | null }>`
    select least(${FIRST_RESERVATION_EXPIRY}, ${nextPromotionChange(storeId)}) as at
    from product_variants v
    where v.store_id = ${storeId} ${productIds === 'all' ? sql`` : sql`and v.product_id = any(${productIds}::uuid[])`} and v.reserved_units > 0
    ${sql.raw(PREPARED)}`.execute(db);
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}
