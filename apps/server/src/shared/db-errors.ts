/** Postgres error fields, as both drivers report them. */
interface PgError {
  code?: string;
  constraint?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return (error as PgError)?.code === '23503';
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgError;
  return e?.code === '23514' && (constraint === undefined || e.constraint === constraint);
}
