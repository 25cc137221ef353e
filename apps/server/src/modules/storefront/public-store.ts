import { type DeliverySettings, type PublicStore, offeredPaymentMethods } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { STORE_PROFILE_COLUMNS, toStoreProfile, wholesaleMinimumOf } from '../stores/store-dto';
import { findActiveStoreId, slugOf } from '../public-store/active-store';
import type { StoreLookUp } from '../public-store/public-store-scope';
import { readStorePagesVersion, type StorePagesVersion } from '../public-store/store-page-version';
import type { StoreVersions } from './catalogue-index';
import { storefrontReader, storefrontReaderBySlug } from '../public-store/storefront-reader';

/** An active store with its categories, or undefined (unknown and inactive stores look the same); a prepared statement. */
export async function findPublicStore(db: Kysely<Database>, slug: string): Promise<PublicStore | undefined> {
  const row = await db
    .selectFrom('stores as s')
    .select([
      ...STORE_PROFILE_COLUMNS.map((column) => `s.${column}` as const),
      's.max_units_per_product',
      's.payment_methods',
      's.transfer_discount_percent',
      's.delivery_settings',
      's.wholesale_min_order_cents',
      's.wholesale_min_units',
      's.meta_pixel_id',
      's.ga4_measurement_id',
      sql<boolean>`s.carrier_settings is not null`.as('carrier_shipping'),
      // Each parent followed by its children (docs/product/catalogue.md, "Categorías").
      sql<
        { id: string; name: string; parentId: string | null }[]
      >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id)
        order by coalesce(p.name, c.name), c.parent_id is not null, c.name) from categories c left join categories p on p.id = c.parent_id where c.store_id = s.id), '[]')`.as(
        'categories',
      ),
    ])
    .where('s.slug', '=', slug)
    .where('s.is_active', '=', true)
    .modifyEnd(sql.raw(PREPARED))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toStoreProfile(row),
    maxUnitsPerProduct: row.max_units_per_product,
    paymentMethods: offeredPaymentMethods({ paymentMethods: row.payment_methods, cbu: row.cbu }),
    transferDiscountPercent: row.transfer_discount_percent,
    delivery: row.delivery_settings as DeliverySettings,
    carrierShipping: row.carrier_shipping,
    wholesaleMinimum: wholesaleMinimumOf(row),
    categories: row.categories,
    measurement: { metaPixelId: row.meta_pixel_id, ga4Id: row.ga4_measurement_id },
  };
}

/*
 * How the storefront's routes find their store (public-store/public-store-scope.ts): one
 * query by the address each; with a replica, those that may read it ask the
 * store's version of the primary and of the replica first (public-store/storefront-reader.ts).
 */

/** The store's public profile with its categories, in one query, from the replica once it has the store's latest version (storefront-reader.ts). */
export const storeProfile: StoreLookUp<PublicStore> = {
  find: async (reads, request) =>
    findPublicStore(await storefrontReaderBySlug(reads, slugOf(request)), slugOf(request)),
};

/**
 * The store and the database a product is read from: the primary, or, when
 * there is a replica, the replica once it has replayed the version the
 * primary just gave (storefront-reader.ts).
 */
export const readableStore: StoreLookUp<{ id: string; reader: Kysely<Database> }> = {
  find: async (reads, request) => {
    const slug = slugOf(request);
    if (!reads.replica) {
      const store = await findActiveStoreId(reads.primary, slug);
      return store && { id: store.id, reader: reads.primary };
    }
    const version = await readStorePagesVersion(reads.primary, slug);
    return version && { id: version.storeId, reader: await storefrontReader(reads, slug, version) };
  },
};

/**
 * The store's pages version and the reader that has replayed it (storefront-reader.ts): what reads kept per version
 * (../../shared/kept-reads.ts) are read with.
 */
export const versionedStore: StoreLookUp<StoreVersions & { id: string; reader: Kysely<Database> }> = {
  find: async (reads, request) => {
    const slug = slugOf(request);
    const version = await readStorePagesVersion(reads.primary, slug);
    return (
      version && {
        id: version.storeId,
        version: version.version,
        catalogueVersion: version.catalogueVersion,
        reader: await storefrontReader(reads, slug, version),
      }
    );
  },
};

/** The store's pages version (store-page-version.ts): what its feed is kept under. */
export const storePagesVersion: StoreLookUp<StorePagesVersion & { id: string }> = {
  find: async (reads, request) => {
    const version = await readStorePagesVersion(reads.primary, slugOf(request));
    return version && { ...version, id: version.storeId };
  },
};
