import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * New rows of the tables every order writes get time-ordered ids (UUID version 7: 48 bits of milliseconds, then 74
 * random bits), so their indexes keyed by id (their own, and the others' that point at them: an order's lines and
 * history by order, a customer's keys by customer) grow at their right edge instead of at a random leaf.
 *
 * Measured on 10,000 stores and 2 million orders (bench/README.md, issue 53): with random ids nearly every order
 * touched, in each of those seven indexes, a leaf no write had touched since the last checkpoint, and wrote it whole
 * to the WAL: 4 to 7 full pages an order against 0.1 on 20 stores, 34 KB of WAL against 9, and a p99 twice the small
 * seed's. Existing ids stay as they are; only new rows are ordered. The order's own id is made by the server
 * (orders/create-storefront-order.ts) in the same format. docs/decisions/049-time-ordered-ids.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE FUNCTION time_ordered_uuid() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
      -- A random UUID whose first 6 bytes become the Unix time in milliseconds, and its version nibble 7 (bits 52 and
      -- 53 of a version 4's 0100); the variant bits stay.
      SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
        52, 1), 53, 1), 'hex')::uuid
    $$;
    ALTER TABLE orders ALTER COLUMN id SET DEFAULT time_ordered_uuid();
    ALTER TABLE order_items ALTER COLUMN id SET DEFAULT time_ordered_uuid();
    ALTER TABLE order_status_history ALTER COLUMN id SET DEFAULT time_ordered_uuid();
    ALTER TABLE customers ALTER COLUMN id SET DEFAULT time_ordered_uuid();
    ALTER TABLE stock_reservations ALTER COLUMN id SET DEFAULT time_ordered_uuid();
    ALTER TABLE jobs ALTER COLUMN id SET DEFAULT time_ordered_uuid();
  `,
  );
}
