import { advisoryLockKey, type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { StoreForOrder } from './store-for-order';
import { type LockedVariant, lockedVariants, lockedVariantsQuery, type LockedVariantRow } from './order-snapshot';
import { type DiscountCodeRow, discountCodeQuery } from '../discounts/discount-code-rows';
import { type PromotionRow, runningPromotionsJson } from '../discounts/promotion-rows';
import { ADDRESS_WINDOW_MINUTES, type Shopper, type ShopperCounts, type UnitsHeld } from './reservation-policy';

/**
 * The advisory locks a storefront order takes with its BEGIN
 * (withLocksOnBegin): this phone's and this address's other order attempts at
 * the store finish first, so the counts that follow see them; and so do the
 * other storefront orders of the same variants, so the units unopened orders
 * hold store-wide (the ceiling) are read after every such order committed —
 * only a storefront order adds to them. Sorted, so two attempts never wait on
 * each other.
 */
export function shopperLockKeys(storeId: string, shopper: Shopper, variantIds: string[] = []): bigint[] {
  const names = [
    `order-phone:${storeId}:${shopper.phoneKey}`,
    `order-address:${storeId}:${shopper.addressKey}`,
    ...new Set(variantIds.map((id) => `order-variant:${storeId}:${id}`)),
  ];
  return names.map(advisoryLockKey).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What a storefront order checks before it is written, read in one statement. */
export interface OrderChecks {
  counts: ShopperCounts;
  variants: Map<string, LockedVariant>;
  held: Map<string, UnitsHeld>;
  /** Units of each variant that storefront orders the seller has not opened hold now, whoever placed them (the ceiling). */
  unopened: Map<string, number>;
  /** The discount code the shopper typed, locked (undefined: none typed; null: no such code). */
  discount?: DiscountCodeRow | null;
  /** The store's promotions that may run now (discounts/promotion-rows.ts). */
  promotions: PromotionRow[];
}

interface ChecksRow {
  phone_here: number;
  phone_anywhere: number;
  address_pending: number;
  recent: number;
  variants: LockedVariantRow[];
  held: { variant_id: string; by_address: number; by_phone: number }[];
  unopened: { variant_id: string; units: number }[];
  discount?: DiscountCodeRow | null;
  promotions: PromotionRow[];
}

/**
 * One statement, run under the shopper's advisory locks (a new statement, so
 * its snapshot sees every order committed while they were awaited). It reads
 * only the shopper's own pending orders — this phone's, then this address's,
 * each through its index — never the store's other pending orders:
 * - the shopper's pending orders at the store (reservation-policy.ts counts them);
 * - the order's variants, locked (order-snapshot.ts);
 * - the units unconfirmed orders of this address and of this phone created
 *   in the last hour hold of each variant (the reserved share);
 * - the units every storefront order the seller has not opened holds of each
 *   variant (the store-wide ceiling; exact because the BEGIN waited for the
 *   other storefront orders of these variants, shopperLockKeys);
 * - the discount code the shopper typed, if any, locked first (so orders
 *   racing for its last use wait for each other; the lock re-reads its
 *   uses), with this phone's uses of it (discounts/discount-code-rows.ts);
 * - the store's running promotions (discounts/promotion-rows.ts).
 */
export async function readOrderChecks(
  trx: Kysely<Database>,
  store: Pick<StoreForOrder, 'id'>,
  shopper: Shopper,
  variantIds: string[],
  discountCode?: string,
): Promise<OrderChecks> {
  const ids = [...new Set(variantIds)];
  const code =
    discountCode === undefined
      ? sql``
      : sql`(select row_to_json(d) from (${discountCodeQuery(store.id, discountCode, shopper.phoneKey)}) d) as discount,`;
  const result = await sql<ChecksRow>`
    with mine as (
      select o.id, o.customer_phone_key, o.placed_from, o.created_at, o.without_reservation from orders o
      where o.store_id = ${store.id} and o.source = 'storefront' and o.status = 'pending' and o.customer_phone_key = ${shopper.phoneKey}
      union
      select o.id, o.customer_phone_key, o.placed_from, o.created_at, o.without_reservation from orders o
      where o.store_id = ${store.id} and o.source = 'storefront' and o.status = 'pending' and o.placed_from = ${shopper.addressKey}
    ),
    pending as (
      select m.customer_phone_key, m.placed_from from mine m
      where exists (select 1 from stock_reservations r where r.order_id = m.id and r.expires_at > now())
        -- An order taken without a reservation counts for its first hour, as if it held units: more of them cost more proof of work.
        or (m.without_reservation and m.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer))
    ),
    locked as (${lockedVariantsQuery(store.id, variantIds)}),
    held as (
      select r.variant_id,
        coalesce(sum(r.quantity) filter (where m.placed_from = ${shopper.addressKey}), 0)::integer as by_address,
        coalesce(sum(r.quantity) filter (where m.customer_phone_key = ${shopper.phoneKey}), 0)::integer as by_phone
      from mine m join stock_reservations r on r.order_id = m.id
      where r.variant_id = any(${ids}::uuid[]) and r.expires_at > now()
        and m.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer)
      group by r.variant_id
    ),
    unopened as (
      select r.variant_id, sum(r.quantity)::integer as units
      from stock_reservations r join orders o on o.id = r.order_id
      where r.store_id = ${store.id} and r.variant_id = any(${ids}::uuid[]) and r.expires_at > now()
        and o.source = 'storefront' and o.seller_opened_at is null
      group by r.variant_id
    )
    select ${code}
      (select count(*) from pending where customer_phone_key = ${shopper.phoneKey} and placed_from = ${shopper.addressKey})::integer as phone_here,
      (select count(*) from pending where customer_phone_key = ${shopper.phoneKey})::integer as phone_anywhere,
      (select count(*) from pending where placed_from = ${shopper.addressKey})::integer as address_pending,
      (select count(*) from orders o
        where o.store_id = ${store.id} and o.placed_from = ${shopper.addressKey}
          and o.created_at > now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES}::integer))::integer as recent,
      (select coalesce(json_agg(l), '[]') from locked l) as variants,
      (select coalesce(json_agg(h), '[]') from held h) as held,
      (select coalesce(json_agg(u), '[]') from unopened u) as unopened,
      ${runningPromotionsJson(store.id)} as promotions
    ${sql.raw(PREPARED)}`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error('the order checks returned no row');
  const variants = await lockedVariants(trx, row.variants);
  const held = new Map(
    row.held.map((h) => [h.variant_id, { byAddress: Number(h.by_address), byPhone: Number(h.by_phone) }]),
  );
  return {
    counts: {
      phoneHere: Number(row.phone_here),
      phoneAnywhere: Number(row.phone_anywhere),
      addressPending: Number(row.address_pending),
      recent: Number(row.recent),
    },
    variants,
    held,
    unopened: new Map(row.unopened.map((u) => [u.variant_id, Number(u.units)])),
    promotions: row.promotions,
    ...(discountCode === undefined ? {} : { discount: row.discount ?? null }),
  };
}
