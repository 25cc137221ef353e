import { type DeliverySettings, type StoreDto, type StoreProfile, storeUrl } from '@vidriera/core';
import type { Config } from '../../shared/config';
import type { StoreRow } from './store-repository';

/** The columns a store profile is made of, for queries that read only those. */
export const STORE_PROFILE_COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'whatsapp_number',
  'instagram_handle',
  'facebook_page',
  'cbu',
  'logo_url',
  'banner_url',
] as const;
type ProfileRow = Pick<StoreRow, (typeof STORE_PROFILE_COLUMNS)[number]>;

/** The store's wholesale minimum (migration 053) as the owner's screens and the store's pages read it. */
export const wholesaleMinimumOf = (row: Pick<StoreRow, 'wholesale_min_order_cents' | 'wholesale_min_units'>) => ({
  minOrderCents: row.wholesale_min_order_cents === null ? null : Number(row.wholesale_min_order_cents),
  minUnits: row.wholesale_min_units,
});

/** What anyone may see of a store, from its row (the owner's screens and the public API alike). */
export function toStoreProfile(row: ProfileRow): StoreProfile {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    whatsappNumber: row.whatsapp_number,
    instagramHandle: row.instagram_handle,
    facebookPage: row.facebook_page,
    cbu: row.cbu,
    logoUrl: row.logo_url,
    bannerUrl: row.banner_url,
  };
}

export function toStoreDto(row: StoreRow, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): StoreDto {
  return {
    ...toStoreProfile(row),
    isActive: row.is_active,
    maxUnitsPerProduct: row.max_units_per_product,
    maxPendingOrdersPerPhone: row.max_pending_orders_per_phone,
    orderOrigins: row.order_origins,
    reservedSharePercent: row.reserved_share_percent,
    unopenedSharePercent: row.unopened_share_percent,
    unopenedReservationMinutes: row.unopened_reservation_minutes,
    expiredOrderGraceHours: row.expired_order_grace_hours,
    paymentMethods: row.payment_methods,
    transferHolder: row.transfer_holder,
    transferDiscountPercent: row.transfer_discount_percent,
    lowStockThreshold: row.low_stock_threshold,
    delivery: row.delivery_settings as DeliverySettings,
    searchSynonyms: row.search_synonyms,
    wholesaleMinimum: wholesaleMinimumOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    url: storeUrl(row.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, row.own_domain),
  };
}
