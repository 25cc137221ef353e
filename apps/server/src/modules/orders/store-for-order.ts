import type { CarrierSettings, DeliverySettings, PaymentMethodName, StorefrontOrderInput } from '@vidriera/core';
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { verifiedDomainOf } from '../domains/domain-repository';
import { paramsOf, type StoreLookUp } from '../public-store/public-store-scope';
import { AVAILABLE_UNITS } from '../stock/availability';

export interface StoreForOrder {
  id: string;
  name: string;
  slug: string;
  whatsapp_number: string | null;
  /** The store's reservation policy (docs/product/orders.md). */
  max_units_per_product: number;
  max_pending_orders_per_phone: number;
  order_origins: string[];
  reserved_share_percent: number;
  /** The store-wide ceiling for unopened orders' reservations, in percent (docs/product/orders.md). */
  unopened_share_percent: number;
  unopened_reservation_minutes: number;
  /** How the store is paid (docs/product/stores.md). */
  cbu: string | null;
  payment_methods: PaymentMethodName[];
  transfer_holder: string | null;
  transfer_discount_percent: number | null;
  /** The store has a Mercado Pago account connected: its Mercado Pago orders get a checkout (mercado-pago/checkout-preference.ts). */
  mercado_pago_connected: boolean;
  /** Pickup points, shipping zones and free-shipping amount (docs/product/stores.md, "Entregas"). */
  delivery_settings: DeliverySettings;
  /** The wholesale minimum (docs/product/orders.md, "Precios por mayor"); null: none. */
  wholesale_min_order_cents: string | number | null;
  wholesale_min_units: number | null;
  /** Origin, box and adjustment of carrier shipping (null: not set up; docs/product/orders.md, "Envíos por transportista"). */
  carrier_settings: CarrierSettings | null;
  /** The store's verified own domain (ADR 023): its order links use it and its pages may order from it. */
  own_domain: string | null;
  /** The order already saved under the request's Idempotency-Key, if any. */
  saved_order_id: string | null;
  /**
   * The order's variants that have no unit left now, read without a lock: the order is refused at once, before it
   * queues behind the others for those variants (a flash sale's last shoppers; bench/README.md, issue 53).
   */
  sold_out: { id: string; name: string }[];
}

/**
 * The active store an order is for and whether its Idempotency-Key was
 * already used there, in one query (across stores, before the request works
 * for one), prepared on PostgreSQL.
 */
export async function findStoreForOrder(
  db: Kysely<Database>,
  slug: string,
  idempotencyKey: string,
  variantIds: string[] = [],
): Promise<StoreForOrder | undefined> {
  return db
    .selectFrom('stores as s')
    .select([
      's.id',
      's.name',
      's.slug',
      's.whatsapp_number',
      's.max_units_per_product',
      's.max_pending_orders_per_phone',
      's.order_origins',
      's.reserved_share_percent',
      's.unopened_share_percent',
      's.unopened_reservation_minutes',
      's.cbu',
      's.payment_methods',
      's.transfer_holder',
      's.transfer_discount_percent',
      's.wholesale_min_order_cents',
      's.wholesale_min_units',
      (eb) => eb.ref('s.delivery_settings').$castTo<DeliverySettings>().as('delivery_settings'),
      (eb) => eb.ref('s.carrier_settings').$castTo<CarrierSettings | null>().as('carrier_settings'),
    ])
    .select((eb) => [
      eb
        .selectFrom('orders as o')
        .select('o.id')
        .whereRef('o.store_id', '=', 's.id')
        .where('o.idempotency_key', '=', idempotencyKey)
        .as('saved_order_id'),
      verifiedDomainOf('s.id').as('own_domain'),
      eb
        .exists(eb.selectFrom('mercado_pago_accounts as a').select('a.store_id').whereRef('a.store_id', '=', 's.id'))
        .$castTo<boolean>()
        .as('mercado_pago_connected'),
      sql<
        { id: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', v.id, 'name', p.name)), '[]')
        from product_variants v join products p on p.id = v.product_id
        where v.store_id = s.id and v.id = any(${variantIds}::uuid[]) and v.is_active and p.is_active
          and ${AVAILABLE_UNITS} = 0)`.as('sold_out'),
    ])
    .where('s.slug', '=', slug)
    .where('s.is_active', '=', true)
    .modifyEnd(sql.raw(PREPARED))
    .executeTakeFirst();
}

/** The storefront order's store look-up (public-store-scope.ts): the store and its key's earlier order, one statement of the order's five round trips. */
export const orderStore: StoreLookUp<StoreForOrder> = {
  find: (reads, request) =>
    findStoreForOrder(
      reads.primary,
      paramsOf(request).slug ?? '',
      String(request.headers['idempotency-key']),
      (request.body as StorefrontOrderInput).items.map((item) => item.variantId),
    ),
};
