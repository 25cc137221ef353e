import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Ends a statement that each PostgreSQL connection keeps prepared: parsed and
 * planned once, then run with new parameters. The hot statements of a
 * storefront order (its checks plan in milliseconds: CTEs, subplans and the
 * row-level-security policies of every table they read) and of the job
 * worker end with it. Their text must not change with the data: lists travel
 * as one array parameter (`= any($1::uuid[])`), never as `in ($1, $2, …)`.
 * PGlite keeps them named in its one session too (pglite-prepared.ts).
 */
export const PREPARED = '/* prepared */';

/** Distinct prepared texts this process names; past it, statements run unprepared (a bound on each connection's memory). */
export const MAX_PREPARED_TEXTS = 200;

/**
 * Wraps the pg pool Kysely uses so statements ending with PREPARED go out as
 * named statements (node-postgres parses a name once per connection). Each
 * pooled client keeps one wrapper, as Kysely and the tenant dialect recognise
 * a connection by its client.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_TEXTS) {
      name = `vidriera_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((statement: unknown, parameters?: readonly unknown[]) => {
      if (typeof statement !== 'string') return client.query(statement as pg.Submittable);
      const name = statement.endsWith(PREPARED) ? nameOf(statement) : undefined;
      const values = parameters ? [...parameters] : [];
      return name ? client.query({ name, text: statement, values }) : client.query(statement, values);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
