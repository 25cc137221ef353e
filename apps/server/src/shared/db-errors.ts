/** Postgres error fields, as both drivers report them. */
interface PgError {
  code?: string;
  constraint?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

