/** A refusal the person can act on: mapped once to a 4xx with a Spanish message. */
export class AppError extends Error {
  /** More of the answer's body, for the few refusals a client acts on with data (a proof-of-work challenge). */
  details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Tienes que iniciar sesión.') => new AppError(401, 'UNAUTHORIZED', message);
export const invalid = (field: string, message: string) => new AppError(422, 'VALIDATION_ERROR', message, field);
export const conflict = (code: string, message: string, field?: string) => new AppError(409, code, message, field);
