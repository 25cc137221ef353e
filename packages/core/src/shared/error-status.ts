import type { ApiErrorCode } from './error-table';

/*
 * The error table's code for a bare HTTP status, in a module of its own: the
 * web's request helper (apps/web/src/lib/api-client.ts) names a refusal that
 * came without the server's answer (a proxy's page) with it, and a store
 * page's first script takes it along without the table (apps/web/vite.config.ts).
 */

/** The code of the table a bare status is answered with, when nothing says more (a refusal of the framework or of the auth library). */
const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
};

/** The table's code for a status; any other 4xx is a BAD_REQUEST, any other 5xx INTERNAL. */
export const codeForStatus = (status: number): ApiErrorCode =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
