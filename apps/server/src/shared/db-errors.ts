/** Postgres error fields, as both drivers report them. */
interface PgError {
  code?: string;
  constraint?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** PostgreSQL ended the transaction because of a deadlock or a serialization conflict: it changed nothing, and running it again can work. */
export function isLockConflict(error: unknown): boolean {
  const code = (error as PgError)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a transaction again while PostgreSQL ends it for a deadlock or a serialization conflict (it changed nothing):
 * a shopper's order that met a migration moving the schema under it, or another rare cycle, is taken on a later try
 * instead of answering "Intenta de nuevo". At most `tries` runs; the last one's error goes on.
 */
export async function retryLockConflicts<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries || !isLockConflict(error)) throw error;
      await new Promise((resume) => setTimeout(resume, 20 + Math.random() * 80));
    }
  }
}
