import { createHash, randomBytes } from 'node:crypto';
import { orderDay, type TrafficSource } from '@vidriera/core';
import { withAllStores } from '@vidriera/db';
import { sql } from 'kysely';
import type { OrderTraffic, Visitor, VisitLog } from '../../shared/visit-log';
import { type BatchRecorderOptions, periodicFlush } from '../../shared/periodic-flush';

/*
 * Store visits counted for the owner (docs/product/statistics.md; `store_visitors`, migration 046), the way the
 * searches are (search-recorder.ts): a page only adds to a count in memory; every few seconds, and when the server
 * closes, one statement a batch adds them up. A visitor is a hash of the day's salt (`visit_salts`, one random salt a
 * day shared by every instance, deleted the day after next), the store, the address and the browser: no cookie, no
 * address kept, and tomorrow's hash of the same person is another.
 */

const PENDING_MAX = 50_000;
const KNOWN_MAX = 100_000;
const FLUSH_EVERY_MS = 5000;
const ROWS_PER_STATEMENT = 500;

interface Pending {
  storeId: string;
  day: string;
  visitor: Visitor;
  source: TrafficSource;
  pageViews: number;
  productViews: number;
  cart: boolean;
}

const hashOf = (salt: Buffer, storeId: string, { ip, userAgent }: Visitor) =>
  createHash('sha256').update(salt).update(`${storeId}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);

export function createVisitRecorder({
  db,
  log,
  now = () => new Date(),
  flushEveryMs = FLUSH_EVERY_MS,
}: BatchRecorderOptions): VisitLog {
  let pending = new Map<string, Pending>();
  const salts = new Map<string, Buffer>();
  let known = new Map<string, TrafficSource>();
  let writing: Promise<void> = Promise.resolve();

  const keyOf = (storeId: string, day: string, v: Visitor) => `${storeId}\n${day}\n${v.ip}\n${v.userAgent}`;
  const note = (storeId: string, visitor: Visitor, change: (p: Pending) => void, source: TrafficSource) => {
    const day = orderDay(now());
    const key = keyOf(storeId, day, visitor);
    let entry = pending.get(key);
    if (!entry) {
      if (pending.size >= PENDING_MAX) return;
      entry = { storeId, day, visitor, source, pageViews: 0, productViews: 0, cart: false };
      pending.set(key, entry);
    }
    change(entry);
  };

  /** The day's salt: made by the first instance that needs it, read by the others; days before yesterday go. */
  const saltOf = async (day: string) => {
    const kept = salts.get(day);
    if (kept) return kept;
    await sql`insert into visit_salts (day, salt) values (${day}::date, ${randomBytes(32)}) on conflict (day) do nothing`.execute(
      db,
    );
    await sql`delete from visit_salts where day < ${day}::date - 1`.execute(db);
    const row = await sql<{ salt: Uint8Array }>`select salt from visit_salts where day = ${day}::date`.execute(db);
    const salt = Buffer.from(row.rows[0]?.salt ?? randomBytes(32));
    salts.clear();
    salts.set(day, salt);
    return salt;
  };

  const write = async (batch: Pending[]) => {
    const rows = [];
    for (const p of batch) {
      const visitor = hashOf(await saltOf(p.day), p.storeId, p.visitor);
      rows.push({ ...p, visitor });
    }
    if (known.size > KNOWN_MAX) known = new Map();
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const part = rows.slice(i, i + ROWS_PER_STATEMENT);
      await withAllStores(() =>
        sql`
          insert into store_visitors as v (store_id, day, visitor, source, page_views, product_views, cart_started)
          select i.* from unnest(${part.map((r) => r.storeId)}::uuid[], ${part.map((r) => r.day)}::date[],
            ${part.map((r) => r.visitor)}::text[], ${part.map((r) => r.source)}::text[], ${part.map((r) => r.pageViews)}::int[],
            ${part.map((r) => r.productViews)}::int[], ${part.map((r) => r.cart)}::boolean[])
            as i(store_id, day, visitor, source, page_views, product_views, cart_started)
          -- A store deleted meanwhile leaves its visits out, not the batch.
          where exists (select 1 from stores st where st.id = i.store_id)
          on conflict (store_id, day, visitor) do update set page_views = v.page_views + excluded.page_views,
            product_views = v.product_views + excluded.product_views, cart_started = v.cart_started or excluded.cart_started
        `.execute(db),
      );
    }
    for (const r of rows)
      if (!known.has(`${r.storeId}\n${r.day}\n${r.visitor}`))
        known.set(`${r.storeId}\n${r.day}\n${r.visitor}`, r.source);
  };

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing.then(() =>
      (batch.length === 0 ? saltOf(orderDay(now())).then(() => undefined) : write(batch)).catch((error: unknown) =>
        log.error({ err: error }, 'no se pudieron guardar las visitas'),
      ),
    );
    return writing;
  };

  return {
    page(storeId, visitor, kind, source) {
      note(storeId, visitor, (p) => (kind === 'product' ? (p.productViews += 1) : (p.pageViews += 1)), source);
    },
    cartStarted(storeId, visitor) {
      note(storeId, visitor, (p) => (p.cart = true), 'direct');
    },
    trafficOf(storeId, visitor): OrderTraffic {
      const day = orderDay(now());
      const waiting = pending.get(keyOf(storeId, day, visitor));
      if (waiting) return { source: waiting.source, day, visitor: null };
      const salt = salts.get(day);
      if (!salt) return { source: null, day, visitor: null };
      const hash = hashOf(salt, storeId, visitor);
      return { source: known.get(`${storeId}\n${day}\n${hash}`) ?? null, day, visitor: hash };
    },
    flush,
    ...periodicFlush(flush, flushEveryMs, { flushFirst: true }),
  };
}
