import { orderLimitMessages } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import { AppError } from '../../shared/app-error';
import type { StoreForOrder } from '../storefront/public-catalogue';

/**
 * The store's reservation policy for storefront orders (docs/product/orders.md,
 * docs/SECURITY.md): which browsers may place them, how many units of a
 * variant one order takes, how many pending orders one phone holds and how
 * many orders one client address creates in an hour. Counts read created
 * orders in the transaction that creates the next one, so a refused or failed
 * attempt costs the shopper nothing and concurrent attempts cannot slip past.
 */

export const TOO_MANY_ORDERS = 'Hiciste demasiados pedidos seguidos. Espera unos minutos y vuelve a intentar.';
export const ADDRESS_WINDOW_MINUTES = 60;

/** Who is ordering, as the limits count them. */
export interface Shopper {
  /** customerPhoneKey of the order's phone. */
  phoneKey: string;
  /** clientAddressKey of the request's address. */
  addressKey: string;
}

/**
 * A browser on a page of the app, of the store's own address or of a site the
 * store listed may place orders; any other page may not. A request without an
 * Origin is not a browser's cross-site request (browsers send it with every POST).
 */
export function isOrderOriginAllowed(origin: string | undefined, store: Pick<StoreForOrder, 'slug' | 'order_origins'>, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): boolean {
  if (origin === undefined) return true;
  const app = new URL(config.PUBLIC_URL);
  return origin === app.origin || origin === `${app.protocol}//${store.slug}.${config.SHOP_DOMAIN}` || store.order_origins.includes(origin);
}

export function assertOrderOrigin(origin: string | undefined, store: Pick<StoreForOrder, 'slug' | 'order_origins'>, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): void {
  if (!isOrderOriginAllowed(origin, store, config)) throw new AppError(403, 'ORIGIN_NOT_ALLOWED', orderLimitMessages.foreignOrigin);
}

/** The units cap per variant: over it, 422 naming the line and the product. */
export function assertWithinUnitCap(store: Pick<StoreForOrder, 'max_units_per_product'>, line: { quantity: number; productName: string; index: number }): void {
  if (line.quantity > store.max_units_per_product) {
    throw new AppError(422, 'QUANTITY_OVER_LIMIT', orderLimitMessages.unitsPerProduct(store.max_units_per_product, line.productName), `items.${line.index}.quantity`);
  }
}

/**
 * Waits for this phone's and this address's other order attempts at the
 * store to finish (transaction-scoped advisory locks, taken in one fixed
 * order so two attempts never wait on each other), then refuses the order
 * when the phone already holds the store's maximum of pending orders (429)
 * or the address created `addressLimit` orders in the last hour (429).
 * `addressLimit` null: no limit per address (RATE_LIMIT=false).
 */
export async function assertShopperWithinLimits(
  trx: Kysely<Database>,
  store: Pick<StoreForOrder, 'id' | 'max_pending_orders_per_phone'>,
  shopper: Shopper,
  addressLimit: number | null,
): Promise<void> {
  const keys = [`order-phone:${store.id}:${shopper.phoneKey}`, ...(addressLimit === null ? [] : [`order-address:${store.id}:${shopper.addressKey}`])];
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from (select k from unnest(array[${sql.join(keys)}]::text[]) k order by k) ordered`.execute(trx);
  // A new statement, so its snapshot sees every order committed while this one waited.
  const counts = await sql<{ pending: number; recent: number }>`
    select
      (select count(*) from orders o
        where o.store_id = ${store.id} and o.source = 'storefront' and o.status = 'pending' and o.customer_phone_key = ${shopper.phoneKey}
          and exists (select 1 from stock_reservations r where r.order_id = o.id and r.expires_at > now()))::integer as pending,
      (select count(*) from orders o
        where o.store_id = ${store.id} and o.placed_from = ${shopper.addressKey}
          and o.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer))::integer as recent
  `.execute(trx);
  const { pending, recent } = counts.rows[0] ?? { pending: 0, recent: 0 };
  if (Number(pending) >= store.max_pending_orders_per_phone) {
    throw new AppError(429, 'TOO_MANY_PENDING_ORDERS', orderLimitMessages.pendingPerPhone(store.max_pending_orders_per_phone), 'customerPhone');
  }
  if (addressLimit !== null && Number(recent) >= addressLimit) throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_ORDERS);
}
