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
