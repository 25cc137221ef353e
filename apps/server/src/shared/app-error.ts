import { API_ERRORS, type ApiErrorCode } from '@vidriera/core';

/**
 * A refusal the person can act on, by its code in the error table (`API_ERRORS`,
 * packages/core/src/shared/error-table.ts), which decides its status; the
 * message defaults to the table's, the place that refuses may say more.
 */
export class AppError extends Error {
  readonly status: number;
  /** More of the answer's body, for the few refusals a client acts on with data (a proof-of-work challenge). */
  details?: Record<string, unknown>;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = API_ERRORS[code].status;
  }
}

/** A refusal by its code in the error table; see AppError. */
export const apiError = (code: ApiErrorCode, message?: string, field?: string) => new AppError(code, message, field);

export const notFound = (message: string) => apiError('NOT_FOUND', message);
export const unauthorized = (message?: string) => apiError('UNAUTHORIZED', message);
export const invalid = (field: string, message: string) => apiError('VALIDATION_ERROR', message, field);
export const conflict = (code: ApiErrorCode, message?: string, field?: string) => apiError(code, message, field);

/** The body of a refusal answered without throwing (the framework's own, the auth library's): a code of the table. */
export const errorBody = (code: ApiErrorCode, message: string = API_ERRORS[code].message) => ({ code, message });
