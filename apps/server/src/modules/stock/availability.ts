import { sql } from 'kysely';

/*
 * What a shopper can buy: the one rule of available stock, for every reader
 * (storefront, cart, order creation, status changes, the admin's order picker).
 * Expressions over a variant aliased `v` and its product aliased `p`.
 * docs/product/catalogue.md ("Stock") says it in words.
 */

/** Services and products that do not require stock are always available: they keep no stock. */
export const TRACKS_STOCK = sql<boolean>`(p.requires_stock and not p.is_service)`;

/**
 * Units of `v` held by active reservations: the counter on its row while every
 * counted reservation is still active, else (an expired one the sweeper has not
 * deleted yet) the sum of the active ones. Exact either way; the sum is the
 * rare path (migration 007, docs/decisions/004).
 */
export const ACTIVE_RESERVED_UNITS = sql<number>`(case when v.reserved_units_valid_until is null or v.reserved_units_valid_until > now() then v.reserved_units
  else coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()), 0) end)`;

/** Whether `v`'s counter holds only active reservations (else ACTIVE_RESERVED_UNITS sums them). */
export const RESERVED_COUNTER_EXACT = sql<boolean>`(v.reserved_units_valid_until is null or v.reserved_units_valid_until > now())`;

/** Units of `v` a shopper can still buy: stock minus active reservations, never below zero; null when `p` keeps no stock. */
export const AVAILABLE_UNITS = sql<
  number | null
>`(case when ${TRACKS_STOCK} then greatest(v.stock - ${ACTIVE_RESERVED_UNITS}, 0) end)`;

/** Units of `v` one order may take: what is available plus what that order itself holds reserved. */
export const availableToOrder = (orderId: string) =>
  sql<number | null>`(case when ${TRACKS_STOCK} then greatest(v.stock - ${ACTIVE_RESERVED_UNITS}
    + coalesce((select sum(r.quantity) from stock_reservations r where r.order_id = ${orderId} and r.variant_id = v.id and r.expires_at > now()), 0), 0) end)`;
