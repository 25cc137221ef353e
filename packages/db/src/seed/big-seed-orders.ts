import {
  BIG_COLOURS,
  BIG_SIZES,
  type BigBatch,
  FIRST_NAMES,
  idOf,
  productName,
  productPrice,
  productsOf,
  textArray,
} from './big-seed-catalogue';

/**
 * The big seed's customers, orders over `days` days, their lines and status history, the reservations of the
 * orders still in flight and the jobs queued for them, for stores [lo, hi]. What the ordinary triggers would have
 * written is written set-wise:
 *
 * - `orders_link_customer`: one customer per phone and its key `p:` + phone_identity(phone) (the phones are
 *   `+54911` and eight digits, whose identity is their digits: checked by `bigPhoneIdentityCheck`), created at its
 *   first order and touched at its later ones, as `customer_for_order` leaves it;
 * - `count_reserved_units`: the variants' `reserved_units` and `reserved_units_valid_until`.
 *
 * Orders 1 and 2 of each store are pending, placed 10 and 20 minutes ago, with their reservation running; the
 * rest spread over the days, pending only within the last three.
 */
export interface BigOrders extends BigBatch {
  orders: number;
  days: number;
}

export const BIG_IN_FLIGHT = 2;
const STATUSES_RECENT = ['pending', 'processing', 'completed', 'completed', 'cancelled'];
const STATUSES_OLD = ['processing', 'completed', 'completed', 'completed', 'cancelled'];
const PAYMENT_METHODS = ['cash', 'transfer', 'mercadopago', 'other'];
const customerPhone = (k: string) => `'+54911' || lpad((10000000 + ${k})::text, 8, '0')`;

/** A query that is true when the seeded phones' identity is their digits (what the keys assume). */
export const bigPhoneIdentityCheck = `SELECT phone_identity(${customerPhone('7')}) = '54911' || lpad('10000007', 8, '0') AS ok`;

export function bigOrderStatements(b: BigOrders): string[] {
  const id = (kind: string, ...parts: string[]) => idOf(b.run, kind, ...parts);
  const customers = Math.max(1, Math.ceil(b.orders * 0.6));
  const stores = `generate_series(${b.lo}, ${b.hi}) g`;
  // Each order's numbers: its hash, age, status, product, variant and quantity.
  const orderRows = `${stores} CROSS JOIN LATERAL generate_series(1, ${b.orders}) o
    CROSS JOIN LATERAL (SELECT abs(hashtext(g || '-' || o))::bigint AS h) x
    CROSS JOIN LATERAL (SELECT
      CASE WHEN o <= ${BIG_IN_FLIGHT} THEN o * interval '10 minutes' ELSE (x.h % ${b.days * 86_400}) * interval '1 second' END AS age,
      1 + (x.h / 7) % ${productsOf(b)} AS p, (x.h / 3) % 3 AS v, 1 + (x.h / 11) % 2 AS qty, 1 + (o - 1) % ${customers} AS k) n
    CROSS JOIN LATERAL (SELECT CASE WHEN o <= ${BIG_IN_FLIGHT} THEN 'pending'
      WHEN n.age < interval '3 days' THEN (${textArray(STATUSES_RECENT)})[1 + (x.h / 13) % 5]
      ELSE (${textArray(STATUSES_OLD)})[1 + (x.h / 13) % 5] END AS status,
      (${productPrice('g', 'n.p')} + CASE WHEN n.v = 2 THEN 100000 ELSE 0 END) AS unit) s`;
  const customerName = (k: string) =>
    `(${textArray(FIRST_NAMES)})[1 + (g + ${k}) % ${FIRST_NAMES.length}] || ' Cliente ' || ${k}`;
  return [
    `INSERT INTO customers (id, store_id, name, phone, created_at, updated_at)
     SELECT ${id('cu', 'g', 'k')}, ${id('s', 'g')}, ${customerName('k')}, ${customerPhone('k')}, now(), now()
     FROM ${stores} CROSS JOIN generate_series(1, ${customers}) k`,
    `INSERT INTO customer_keys (store_id, key, customer_id)
     SELECT ${id('s', 'g')}, 'p:' || '54911' || lpad((10000000 + k)::text, 8, '0'), ${id('cu', 'g', 'k')}
     FROM ${stores} CROSS JOIN generate_series(1, ${customers}) k`,
    `INSERT INTO orders (id, store_id, source, customer_name, customer_phone, customer_phone_key, customer_id, status, stock_deducted,
       payment_method, total_cents, created_at, updated_at, payment_status, payment_received_at)
     SELECT ${id('o', 'g', 'o')}, ${id('s', 'g')}, 'storefront', ${customerName('n.k')}, ${customerPhone('n.k')},
       '54911' || lpad((10000000 + n.k)::text, 8, '0'), ${id('cu', 'g', 'n.k')}, s.status, s.status IN ('processing', 'completed'),
       (${textArray(PAYMENT_METHODS)})[1 + (x.h / 17) % 4], s.unit * n.qty, now() - n.age,
       now() - n.age + CASE WHEN s.status = 'pending' THEN interval '0' ELSE interval '1 hour' END,
       CASE WHEN s.status = 'completed' THEN 'received' ELSE 'pending' END,
       CASE WHEN s.status = 'completed' THEN now() - n.age + interval '1 hour' END
     FROM ${orderRows}`,
    `INSERT INTO order_items (store_id, order_id, position, product_id, variant_id, product_name, sku, attributes, quantity,
       unit_price_cents, total_cents)
     SELECT ${id('s', 'g')}, ${id('o', 'g', 'o')}, 0, ${id('p', 'g', 'n.p')}, ${id('v', 'g', 'n.p', 'n.v')}, ${productName('g', 'n.p')},
       'B' || g || '-' || n.p || '-' || n.v,
       jsonb_build_array(jsonb_build_object('displayName', 'Color', 'displayValue', (${textArray(BIG_COLOURS.map((c) => c[1]))})[1 + (n.p + n.v) % ${BIG_COLOURS.length}]),
         jsonb_build_object('displayName', 'Talle', 'displayValue', (${textArray(BIG_SIZES)})[1 + n.v % ${BIG_SIZES.length}])),
       n.qty, s.unit, s.unit * n.qty
     FROM ${orderRows}`,
    `INSERT INTO order_status_history (store_id, order_id, from_status, to_status, created_at)
     SELECT ${id('s', 'g')}, ${id('o', 'g', 'o')}, NULL, 'pending', now() - n.age FROM ${orderRows}
     UNION ALL
     SELECT ${id('s', 'g')}, ${id('o', 'g', 'o')}, 'pending', s.status, now() - n.age + interval '1 hour' FROM ${orderRows}
     WHERE s.status <> 'pending'`,
    `UPDATE customers c SET created_at = f.first, updated_at = CASE WHEN f.orders > 1 THEN now() ELSE f.first END
     FROM (SELECT customer_id, min(created_at) AS first, count(*) AS orders FROM orders
       WHERE store_id IN (SELECT ${id('s', 'g')} FROM ${stores}) GROUP BY customer_id) f
     WHERE c.id = f.customer_id`,
    `INSERT INTO stock_reservations (store_id, order_id, variant_id, quantity, expires_at, created_at)
     SELECT ${id('s', 'g')}, ${id('o', 'g', 'o')}, ${id('v', 'g', 'n.p', 'n.v')}, n.qty, now() - n.age + interval '120 minutes', now() - n.age
     FROM ${orderRows} WHERE o <= ${BIG_IN_FLIGHT}`,
    `UPDATE product_variants v SET reserved_units = v.reserved_units + d.units,
       reserved_units_valid_until = least(v.reserved_units_valid_until, d.first_expiry)
     FROM (SELECT variant_id, sum(quantity) AS units, min(expires_at) AS first_expiry FROM stock_reservations
       WHERE store_id IN (SELECT ${id('s', 'g')} FROM ${stores}) GROUP BY variant_id) d
     WHERE v.id = d.variant_id`,
    // The owner's new-order e-mails of the last 30 days, sent; those of the orders in flight, due in a week.
    `INSERT INTO jobs (kind, payload, state, attempts, run_at, outcome, created_at, finished_at)
     SELECT 'owner.new-order', jsonb_build_object('storeId', ${id('s', 'g')}, 'orderId', ${id('o', 'g', 'o')}),
       CASE WHEN o <= ${BIG_IN_FLIGHT} THEN 'pending' ELSE 'done' END, CASE WHEN o <= ${BIG_IN_FLIGHT} THEN 0 ELSE 1 END,
       CASE WHEN o <= ${BIG_IN_FLIGHT} THEN now() + interval '7 days' ELSE now() - n.age END,
       CASE WHEN o <= ${BIG_IN_FLIGHT} THEN NULL ELSE 'sent' END, now() - n.age,
       CASE WHEN o <= ${BIG_IN_FLIGHT} THEN NULL ELSE now() - n.age + interval '2 seconds' END
     FROM ${orderRows} WHERE n.age < interval '30 days'`,
  ];
}
