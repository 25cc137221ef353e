import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

type AuthLogger = Pick<FastifyBaseLogger, 'error' | 'debug'>;

const requestLog = new AsyncLocalStorage<AuthLogger>();

/** Runs the auth library for one request, so what it logs carries that request's id. */
export function withRequestLog<T>(log: AuthLogger, run: () => Promise<T>): Promise<T> {
  return requestLog.run(log, run);
}

/**
 * The auth library's logger, written to ours. Refusals it logs (bad input,
 * wrong password) are answered as 4xx, so they are debug; only entries that
 * carry an Error (a mail server down, a database fault) are errors.
 * Its extra arguments are dropped on purpose: they may hold e-mails or tokens.
 */
export function authLogger(fallback: AuthLogger) {
  return {
    log: (level: string, message: string, ...args: unknown[]) => {
      const log = requestLog.getStore() ?? fallback;
      const err = args.find((a) => a instanceof Error);
      if (err && level === 'error') log.error({ err }, `auth: ${message}`);
      else log.debug({ authLevel: level }, `auth: ${message}`);
    },
  };
}
