import pg from 'pg';

/** Whether a PostgreSQL server answers, asked on a connection of its own (the health check, GET /api/health). */
export interface DatabaseProbe {
  /** True when the server answered a trivial query within the probe's time; false otherwise, never later. */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A probe with one connection of its own, so that its question never waits behind the requests that fill the
 * server's pool (docs/DEPLOY.md, "Health check"): under load the database still answers it at once. Questions
 * asked while one is on its way share its answer. A connection that did not answer in time is closed, so a
 * database that comes back is seen by the next question.
 */
export function createDatabaseProbe(
  databaseUrl: string,
  { timeoutMs, applicationName }: { timeoutMs: number; applicationName?: string },
): DatabaseProbe {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // A lost connection is the probe's answer (false), not a crash.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));

  const ask = async (): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    let client: pg.PoolClient | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      client = await pool.connect();
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('sin respuesta a tiempo')), Math.max(0, deadline - Date.now()));
      });
      const query = client.query('select 1');
      // Its failure after the deadline (the connection closed below) is already this question's answer.
      query.catch(() => undefined);
      await Promise.race([query, late]);
      client.release();
      return true;
    } catch (error) {
      // Closed rather than kept: it may still be waiting for an answer that will never come.
      client?.release(error instanceof Error ? error : true);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  let inFlight: Promise<boolean> | undefined;
  return {
    answers: () => (inFlight ??= ask().finally(() => (inFlight = undefined))),
    close: () => pool.end(),
  };
}
