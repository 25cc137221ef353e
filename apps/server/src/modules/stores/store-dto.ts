import { type StoreDto, storeUrl } from '@vidriera/core';
import type { Config } from '../../config';
import type { StoreRow } from './store-repository';

export function toStoreDto(row: StoreRow, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): StoreDto {
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
    isActive: row.is_active,
    maxUnitsPerProduct: row.max_units_per_product,
    maxPendingOrdersPerPhone: row.max_pending_orders_per_phone,
    orderOrigins: row.order_origins,
    paymentMethods: row.payment_methods,
    transferHolder: row.transfer_holder,
    transferDiscountPercent: row.transfer_discount_percent,
    lowStockThreshold: row.low_stock_threshold,
    createdAt: new Date(row.created_at).toISOString(),
    url: storeUrl(row.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }),
  };
}
