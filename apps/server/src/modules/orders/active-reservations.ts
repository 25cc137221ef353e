import { sql } from 'kysely';

/**
 * Units of the variant aliased `v` held by active reservations: the counter on
 * its row while every counted reservation is still active, else (an expired
 * one the sweeper has not deleted yet) the sum of the active ones. Exact
 * either way; the sum is the rare path (migration 007, docs/decisions/004).
 */
export const ACTIVE_RESERVED_UNITS = sql<number>`(case when v.reserved_units_valid_until is null or v.reserved_units_valid_until > now() then v.reserved_units
  else coalesce((select sum(r.quantity) from stock_reservations r where r.variant_id = v.id and r.expires_at > now()), 0) end)`;

/** Units of the variant aliased `v` a shopper can still buy: stock minus active reservations, never below zero. */
export const AVAILABLE_UNITS = sql<number>`greatest(v.stock - ${ACTIVE_RESERVED_UNITS}, 0)`;
