import { orderLimitMessages, reservedShareUnits, storeRoot, unopenedShareUnits } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../shared/config';
import { apiError } from '../../shared/app-error';
import type { StoreForOrder } from './store-for-order';
import { challengeLevel, challengeRequired, redeemOrderChallenge } from './order-challenge';
import type { OrderTraffic } from '../../shared/visit-log';

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
  /** Where the shopper came from today (the visit recorder, shared/visit-log.ts), kept with the order; none: "Directo". */
  traffic?: OrderTraffic | undefined;
}

/**
 * A browser on a page of the app, of the store's own address or of a site the
 * store listed may place orders; any other page may not. A request without an
 * Origin is not a browser's cross-site request (browsers send it with every POST).
 */
export function isOrderOriginAllowed(
  origin: string | undefined,
  store: Pick<StoreForOrder, 'slug' | 'order_origins' | 'own_domain'>,
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>,
): boolean {
  if (origin === undefined) return true;
  const app = new URL(config.PUBLIC_URL);
  const where = { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL };
  return (
    origin === app.origin ||
    origin === `${app.protocol}//${store.slug}.${config.SHOP_DOMAIN}` ||
    (store.own_domain !== null && origin === storeRoot(store.slug, where, store.own_domain)) ||
    store.order_origins.includes(origin)
  );
}

export function assertOrderOrigin(
  origin: string | undefined,
  store: Pick<StoreForOrder, 'slug' | 'order_origins' | 'own_domain'>,
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>,
): void {
  if (!isOrderOriginAllowed(origin, store, config))
    throw apiError('ORIGIN_NOT_ALLOWED', orderLimitMessages.foreignOrigin);
}

/** The units cap per variant: over it, 422 naming the line and the product. */
export function assertWithinUnitCap(
  store: Pick<StoreForOrder, 'max_units_per_product'>,
  line: { quantity: number; productName: string; index: number },
): void {
  if (line.quantity > store.max_units_per_product) {
    throw apiError(
      'QUANTITY_OVER_LIMIT',
      orderLimitMessages.unitsPerProduct(store.max_units_per_product, line.productName),
      `items.${line.index}.quantity`,
    );
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

/** The shopper's orders at the store, as the limits count them (order-checks.ts reads them). */
export interface ShopperCounts {
  /** Pending orders of this phone placed from this address. */
  phoneHere: number;
  /** Pending orders of this phone from any address. */
  phoneAnywhere: number;
  /** Pending orders placed from this address. */
  addressPending: number;
  /** Orders this address created in the last hour. */
  recent: number;
}

/**
 * With the shopper's other order attempts finished (their advisory locks,
 * order-checks.ts) and their orders counted:
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
  counts: ShopperCounts,
  guard: ShopperGuard,
): Promise<void> {
  if (counts.phoneHere >= store.max_pending_orders_per_phone) {
    throw apiError(
      'TOO_MANY_PENDING_ORDERS',
      orderLimitMessages.pendingPerPhone(store.max_pending_orders_per_phone),
      'customerPhone',
    );
  }
  if (guard.addressLimit === null) return;
  if (counts.recent >= guard.addressLimit) throw apiError('TOO_MANY_REQUESTS', TOO_MANY_ORDERS);
  if (counts.phoneAnywhere === 0 && counts.addressPending === 0) return;
  // The address's pending orders make it harder (order-challenge.ts): one script's hundredth order costs more than a shopper's second.
  const level = challengeLevel(counts.addressPending);
  if (guard.solution === undefined)
    throw await challengeRequired(guard.secret, store.id, orderLimitMessages.challengeRequired, level);
  if (!(await redeemOrderChallenge(trx, guard.secret, store.id, guard.solution, level))) {
    throw await challengeRequired(guard.secret, store.id, orderLimitMessages.challengeInvalid, level);
  }
}

/** A line as the reserved-share rule checks it. */
export interface ShareLine {
  variantId: string;
  quantity: number;
  /** The variant's stock. */
  stock: number;
  productName: string;
  index: number;
}

/** Units of a variant that unconfirmed orders of this address, and of this phone, created in the last hour hold now. */
export interface UnitsHeld {
  byAddress: number;
  byPhone: number;
}

/**
 * The reserved share (docs/product/orders.md): the units of a variant held by
 * unconfirmed storefront orders created in the last hour from this address,
 * and those of this phone, each stay within the store's share of the
 * variant's stock (at least 1 unit). Read with the variants locked and
 * under the shopper's advisory locks, so concurrent orders count each other.
 */
export function assertWithinReservedShare(
  store: Pick<StoreForOrder, 'reserved_share_percent'>,
  held: Map<string, UnitsHeld>,
  lines: ShareLine[],
): void {
  for (const line of lines) {
    const units = held.get(line.variantId) ?? { byAddress: 0, byPhone: 0 };
    const max = reservedShareUnits(line.stock, store.reserved_share_percent);
    if (Math.max(units.byAddress, units.byPhone) + line.quantity > max) {
      throw apiError(
        'RESERVED_SHARE_EXCEEDED',
        orderLimitMessages.reservedShare(max, line.productName),
        `items.${line.index}.quantity`,
      );
    }
  }
}

/**
 * The store-wide ceiling (docs/product/orders.md, "Orders without a
 * reservation"): whether every line of the order still fits in the units
 * that storefront orders the seller has not opened may hold together. When
 * one line does not, the whole order is taken without a reservation: it
 * holds nothing, so more addresses or phones gain nothing, and the shopper is
 * not refused. `unopened` is read under the variants' advisory locks
 * (order-checks.ts), so concurrent orders count each other.
 */
export function fitsUnopenedCeiling(
  store: Pick<StoreForOrder, 'unopened_share_percent'>,
  unopened: Map<string, number>,
  lines: Omit<ShareLine, 'productName' | 'index'>[],
): boolean {
  return lines.every(
    (line) =>
      (unopened.get(line.variantId) ?? 0) + line.quantity <=
      unopenedShareUnits(line.stock, store.unopened_share_percent),
  );
}
