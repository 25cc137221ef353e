import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request against `key` and tells whether it is still within the
 * rule. One atomic statement on the shared `rate_limits` table, so every
 * server process sees the same counter and concurrent hits never lose a count.
 * Fixed windows: a window opens with the first request after the previous one
 * ran out, and for these keys `last_request` holds that opening time — so a
 * client who hits the limit can try again once the window ends, even if
 * they kept trying meanwhile.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  { max, windowSeconds }: RateLimitRule,
): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const row = await db
    .insertInto('rate_limits')
    .values({ id: sql<string>`gen_random_uuid()`, key, count: 1, last_request: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN rate_limits.last_request < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END`,
        last_request: sql<number>`CASE WHEN rate_limits.last_request < ${windowStart} THEN ${now} ELSE rate_limits.last_request END`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count <= max;
}

/** Whether `key` has used up its window's allowance, without counting anything. */
export async function isRateLimited(
  db: Kysely<Database>,
  key: string,
  { max, windowSeconds }: RateLimitRule,
): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'last_request'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return false;
  return Number(row.last_request) >= Date.now() - windowSeconds * 1000 && row.count >= max;
}

export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
