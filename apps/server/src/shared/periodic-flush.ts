import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

/** What a batch recorder is made with: its database, its log, a clock and its writing period (tests set the last two). */
export interface BatchRecorderOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now?: () => Date;
  flushEveryMs?: number;
}

/**
 * The timer of a recorder that counts in memory and writes in batches (the searches, the visits): `start` writes every
 * `everyMs` from then on (the process starts it, as it starts the job worker; `flushFirst`: once at once too), `close`
 * stops and writes what is left (the server's closing). Tests flush when they want instead.
 */
export function periodicFlush(flush: () => Promise<void>, everyMs: number, { flushFirst = false } = {}) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      if (timer) return;
      if (flushFirst) void flush();
      timer = setInterval(() => void flush(), everyMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
