import { API_ERRORS, type ApiErrorCode } from '@vidriera/core';

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

/**
 * A refusal by its code in the error table (`API_ERRORS`, packages/core/src/shared/error-table.ts),
 * which decides its status; the message defaults to the table's, the place that refuses may say more.
 */
export const apiError = (code: ApiErrorCode, message: string = API_ERRORS[code].message, field?: string) =>
  new AppError(API_ERRORS[code].status, code, message, field);

export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const unauthorized = (message?: string) => apiError('UNAUTHORIZED', message);
export const invalid = (field: string, message: string) => apiError('VALIDATION_ERROR', message, field);
export const conflict = (code: ApiErrorCode, message?: string, field?: string) => apiError(code, message, field);
