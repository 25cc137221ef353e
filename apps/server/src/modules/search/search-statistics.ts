import { orderDay, SEARCH_STATISTICS_DAYS, SEARCH_STATISTICS_ROWS, type SearchStatistics } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

/**
 * What shoppers searched in the store's last SEARCH_STATISTICS_DAYS days (search-recorder.ts counts them): the most
 * frequent, and the ones whose last search found nothing (a synonym or a product to add), each with how many times
 * and what it found the last time.
 */
export async function readSearchStatistics(
  db: Kysely<Database>,
  storeId: string,
  today = orderDay(new Date()),
): Promise<SearchStatistics> {
  const list = (onlyEmpty: boolean) =>
    sql<{ query: string; searches: number; results: number }>`
    select query, sum(searches)::int as searches, (array_agg(results order by day desc))[1] as results
    from search_queries
    where store_id = ${storeId}::uuid and day > ${today}::date - ${SEARCH_STATISTICS_DAYS}::int
    group by query
    having not ${onlyEmpty} or (array_agg(results order by day desc))[1] = 0
    order by searches desc, query
    limit ${SEARCH_STATISTICS_ROWS}`.execute(db);
  const [frequent, nothingFound] = await Promise.all([list(false), list(true)]);
  const rows = (found: typeof frequent) =>
    found.rows.map((r) => ({ query: r.query, searches: Number(r.searches), results: Number(r.results) }));
  return { days: SEARCH_STATISTICS_DAYS, frequent: rows(frequent), nothingFound: rows(nothingFound) };
}
