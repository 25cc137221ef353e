import { orderDay, SEARCH_QUERY_MAX } from '@vidriera/core';
import { type Database, withAllStores } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { SearchLog } from '../../shared/search-log';
import { type BatchRecorderOptions, periodicFlush } from '../../shared/periodic-flush';

/*
 * The storefront's searches counted for the owner (docs/product/storefront.md, "Búsqueda"; `search_queries`,
 * migration 038): a search only adds to a count in memory; every few seconds (once started), and when the server
 * closes, the counts go to the database in a few statements that add them up. The memory holds at most PENDING_MAX
 * queries, and a store keeps at most QUERIES_PER_DAY different queries a day: a flood of made-up words fills neither
 * the memory nor the table, and the queries already counted keep counting.
 */

/** Different queries a store keeps a day. */
export const QUERIES_PER_DAY = 1000;
const PENDING_MAX = 20_000;
const FLUSH_EVERY_MS = 5000;
/** Rows a statement writes (short statements: on PGlite each runs on the event loop). */
const ROWS_PER_STATEMENT = 500;

/** A query as counted: trimmed, spaces collapsed, lower case, at most SEARCH_QUERY_MAX characters. */
export const normaliseSearchQuery = (query: string) =>
  query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_QUERY_MAX).trim();

interface Pending {
  storeId: string;
  day: string;
  query: string;
  searches: number;
  results: number | null;
}

export function createSearchRecorder({
  db,
  log,
  now = () => new Date(),
  flushEveryMs = FLUSH_EVERY_MS,
}: BatchRecorderOptions): SearchLog {
  let pending = new Map<string, Pending>();
  let perStoreDay = new Map<string, number>();
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Pending[]) => {
    for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
      const rows = batch.slice(i, i + ROWS_PER_STATEMENT);
      await withAllStores(() => addSearchCounts(db, rows));
    }
  };

  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    perStoreDay = new Map();
    if (dropped > 0) log.warn({ dropped }, 'búsquedas sin contar: demasiadas consultas distintas');
    dropped = 0;
    // One write at a time, so each sees the store's day as the one before left it.
    writing = writing.then(() =>
      batch.length === 0
        ? undefined
        : write(batch).catch((error: unknown) => log.error({ err: error }, 'no se pudieron guardar las búsquedas')),
    );
    return writing;
  };

  return {
    record(storeId, typed, results) {
      const query = normaliseSearchQuery(typed);
      if (!query) return;
      const day = orderDay(now());
      const key = `${storeId} ${day} ${query}`;
      const counted = pending.get(key);
      if (counted) {
        counted.searches += 1;
        if (results !== null) counted.results = results;
        return;
      }
      const storeDay = `${storeId} ${day}`;
      const distinct = perStoreDay.get(storeDay) ?? 0;
      if (distinct >= QUERIES_PER_DAY || pending.size >= PENDING_MAX) {
        dropped += 1;
        return;
      }
      perStoreDay.set(storeDay, distinct + 1);
      pending.set(key, { storeId, day, query, searches: 1, results });
    },
    flush,
    ...periodicFlush(flush, flushEveryMs),
  };
}

/**
 * Adds the counts to their rows in one statement: a query the store already has that day adds up; a new one takes a
 * place while the store's day has fewer than QUERIES_PER_DAY (the most searched first). A count without results
 * (a kept page) takes the query's last known ones.
 */
async function addSearchCounts(db: Kysely<Database>, rows: Pending[]): Promise<void> {
  await sql`
    with incoming as (
      select i.*, exists (select 1 from search_queries q
          where q.store_id = i.store_id and q.day = i.day and q.query = i.query) as known
      from unnest(${rows.map((r) => r.storeId)}::uuid[], ${rows.map((r) => r.day)}::date[],
        ${rows.map((r) => r.query)}::text[], ${rows.map((r) => r.searches)}::int[],
        ${rows.map((r) => r.results)}::int[]) as i(store_id, day, query, searches, results)
      -- A store deleted meanwhile leaves its counts out, not the batch.
      where exists (select 1 from stores st where st.id = i.store_id)
    ), fresh as (
      select store_id, day, query,
        row_number() over (partition by store_id, day order by searches desc, query) as place
      from incoming where not known
    ), room as (
      select d.store_id, d.day, ${QUERIES_PER_DAY} - count(q.query) as places
      from (select distinct store_id, day from fresh) d
      left join search_queries q on q.store_id = d.store_id and q.day = d.day
      group by d.store_id, d.day
    )
    insert into search_queries as s (store_id, day, query, searches, results)
    select i.store_id, i.day, i.query, i.searches, coalesce(i.results, (select q.results from search_queries q
        where q.store_id = i.store_id and q.query = i.query order by q.day desc limit 1), 0)
    from incoming i
    left join fresh f on f.store_id = i.store_id and f.day = i.day and f.query = i.query
    left join room r on r.store_id = i.store_id and r.day = i.day
    where i.known or f.place <= r.places
    on conflict (store_id, day, query) do update
      set searches = s.searches + excluded.searches, results = excluded.results`.execute(db);
}
