import { orderLimitMessages, reservedShareUnits } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import { AppError } from '../../shared/app-error';
import type { StoreForOrder } from '../storefront/public-catalogue';
import { challengeRequired, redeemOrderChallenge } from './order-challenge';

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

/** What the limits of one order attempt need besides the shopper: the address limit (null: RATE_LIMIT=false) and a solved challenge, if sent. */
export interface ShopperGuard {
  addressLimit: number | null;
  /** The solution the client sent (X-Altcha), or undefined. */
  solution: string | undefined;
  /** The server's secret, the challenges' key. */
  secret: string;
}

/**
 * Waits for this phone's and this address's other order attempts at the
 * store to finish (transaction-scoped advisory locks, taken in one fixed
 * order so two attempts never wait on each other), then:
 * - refuses the order (429) when this phone already holds the store's
 *   maximum of pending orders placed from this same address (orders of the
 *   phone from other addresses do not count: a stranger who knows the number
 *   cannot lock its owner out);
 * - refuses it (429) when the address created `addressLimit` orders in the
 *   last hour;
 * - asks for a proof of work (428 with a challenge) when the address or the
 *   phone already holds a pending order, unless the request brings an unused
 *   solution, which this order uses up.
 * With RATE_LIMIT=false (`addressLimit` null) only the per-phone limit holds.
 */
export async function assertShopperWithinLimits(
  trx: Kysely<Database>,
  store: Pick<StoreForOrder, 'id' | 'max_pending_orders_per_phone'>,
  shopper: Shopper,
  guard: ShopperGuard,
): Promise<void> {
  const keys = [`order-phone:${store.id}:${shopper.phoneKey}`, `order-address:${store.id}:${shopper.addressKey}`];
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from (select k from unnest(array[${sql.join(keys)}]::text[]) k order by k) ordered`.execute(trx);
  // A new statement, so its snapshot sees every order committed while this one waited.
  const counts = await sql<{ phone_here: number; phone_anywhere: number; address_pending: number; recent: number }>`
    with pending as (
      select o.customer_phone_key, o.placed_from from orders o
      where o.store_id = ${store.id} and o.source = 'storefront' and o.status = 'pending'
        and (o.customer_phone_key = ${shopper.phoneKey} or o.placed_from = ${shopper.addressKey})
        and exists (select 1 from stock_reservations r where r.order_id = o.id and r.expires_at > now())
    )
    select
      (select count(*) from pending where customer_phone_key = ${shopper.phoneKey} and placed_from = ${shopper.addressKey})::integer as phone_here,
      (select count(*) from pending where customer_phone_key = ${shopper.phoneKey})::integer as phone_anywhere,
      (select count(*) from pending where placed_from = ${shopper.addressKey})::integer as address_pending,
      (select count(*) from orders o
        where o.store_id = ${store.id} and o.placed_from = ${shopper.addressKey}
          and o.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer))::integer as recent
  `.execute(trx);
  const row = counts.rows[0];
  const [phoneHere, phoneAnywhere, addressPending, recent] = [row?.phone_here, row?.phone_anywhere, row?.address_pending, row?.recent].map(Number);
  if ((phoneHere ?? 0) >= store.max_pending_orders_per_phone) {
    throw new AppError(429, 'TOO_MANY_PENDING_ORDERS', orderLimitMessages.pendingPerPhone(store.max_pending_orders_per_phone), 'customerPhone');
  }
  if (guard.addressLimit === null) return;
  if ((recent ?? 0) >= guard.addressLimit) throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_ORDERS);
  if ((phoneAnywhere ?? 0) === 0 && (addressPending ?? 0) === 0) return;
  if (guard.solution === undefined) throw await challengeRequired(guard.secret, store.id);
  if (!(await redeemOrderChallenge(trx, guard.secret, store.id, guard.solution))) {
    throw await challengeRequired(guard.secret, store.id, orderLimitMessages.challengeInvalid);
  }
}

/** A line as the reserved-share rule checks it. */
export interface ShareLine {
  variantId: string;
  quantity: number;
  productName: string;
  index: number;
}

/**
 * The reserved share (docs/product/orders.md): the units of a variant held by
 * unconfirmed storefront orders created in the last hour from this address,
 * and those of this phone, each stay within the store's share of the
 * variant's stock (at least 1 unit). Runs after the variants are locked and
 * under the shopper's advisory locks, so concurrent orders count each other.
 */
export async function assertWithinReservedShare(
  trx: Kysely<Database>,
  store: Pick<StoreForOrder, 'id' | 'reserved_share_percent'>,
  shopper: Shopper,
  lines: ShareLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const held = await sql<{ id: string; stock: number; by_address: number; by_phone: number }>`
    select v.id, v.stock,
      coalesce(sum(r.quantity) filter (where o.placed_from = ${shopper.addressKey}), 0)::integer as by_address,
      coalesce(sum(r.quantity) filter (where o.customer_phone_key = ${shopper.phoneKey}), 0)::integer as by_phone
    from product_variants v
    left join stock_reservations r on r.variant_id = v.id and r.expires_at > now()
    left join orders o on o.id = r.order_id and o.store_id = ${store.id} and o.source = 'storefront' and o.status = 'pending'
      and o.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer)
      and (o.placed_from = ${shopper.addressKey} or o.customer_phone_key = ${shopper.phoneKey})
    where v.store_id = ${store.id} and v.id in (${sql.join(lines.map((l) => l.variantId))})
    group by v.id, v.stock
  `.execute(trx);
  const byVariant = new Map(held.rows.map((r) => [r.id, r]));
  for (const line of lines) {
    const row = byVariant.get(line.variantId);
    if (!row) continue;
    const max = reservedShareUnits(Number(row.stock), store.reserved_share_percent);
    if (Math.max(Number(row.by_address), Number(row.by_phone)) + line.quantity > max) {
      throw new AppError(429, 'RESERVED_SHARE_EXCEEDED', orderLimitMessages.reservedShare(max, line.productName), `items.${line.index}.quantity`);
    }
  }
}
