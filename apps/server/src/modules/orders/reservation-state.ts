import { sql } from 'kysely';
import { TRACKS_STOCK } from '../stock/availability';

/*
 * What the seller and the shopper read about a pending storefront order's
 * reservation (docs/product/orders.md, "Reservations"). Expressions over an
 * order aliased `o`.
 */

const HOLDS_UNITS = sql<boolean>`(o.status = 'pending' and not o.stock_deducted)`;
// Scalar subqueries rather than EXISTS: in a select list PostgreSQL may run a correlated EXISTS as one hashed read of
// the whole table, whose cost grows with the platform (on the big seed, 22,000 reservations read for a page of 50
// orders: the owner's orders list at twice its small-seed time, bench/README.md; on 20 stores, the history and the
// lines of every order read for a page of orders whose reservations ran out: 1,583 buffers a page). These read only
// the order's own rows, through the order's index of each table, however many stores and orders there are.
const ACTIVE_RESERVATION = sql<boolean>`((select r.expires_at from stock_reservations r
  where r.order_id = o.id and r.expires_at > now() limit 1) is not null)`;
const STATUS_CHANGED = sql<boolean>`((select 1 from order_status_history h
  where h.order_id = o.id and h.from_status is not null limit 1) is not null)`;

/** When the order's units return to sale, while some are still reserved. */
export const RESERVED_UNTIL = sql<Date | null>`(case when ${HOLDS_UNITS}
  then (select min(r.expires_at) from stock_reservations r where r.order_id = o.id and r.expires_at > now()) end)`;

/**
 * The reservation ran out: the order was placed holding units (a line that
 * keeps stock), has stayed pending since, and holds none now. An order the
 * seller moved back to pending released its units on purpose, one of
 * services only never held any, and one taken without a reservation (the
 * store-wide ceiling) never reserved: none is "expired".
 */
export const RESERVATION_RAN_OUT = sql<boolean>`(o.source = 'storefront' and not o.without_reservation and ${HOLDS_UNITS} and not ${ACTIVE_RESERVATION}
  and not ${STATUS_CHANGED}
  and (select 1 from order_items i join product_variants v on v.id = i.variant_id join products p on p.id = v.product_id
    where i.order_id = o.id and ${TRACKS_STOCK} limit 1) is not null)`;
