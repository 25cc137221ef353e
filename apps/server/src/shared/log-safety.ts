import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret (e-mailed link tokens, OAuth codes and state) or a customer's data (an order search). */
const SECRET_QUERY_PARAM = /([?&](?:token|code|state|id_token|access_token|refresh_token|q|phone)=)[^&#]*/gi;
/** The password-reset link carries its token as the last path segment. */
const SECRET_PATH_SEGMENT = /(\/reset-password\/)[^/?#]+/i;

/** A URL fit for the log: the same path and parameters, with every secret replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH_SEGMENT, '$1[REDACTED]').replace(SECRET_QUERY_PARAM, '$1[REDACTED]');
}

/** Fastify's request log entry, without the secrets e-mailed links put in URLs. */
export function safeRequestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** SQLSTATE class 22 (data exception) messages quote the value that failed, e.g. `invalid input syntax for type uuid: "Rocío"`. */
const DATA_EXCEPTION = /^22/;

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error fit for the log: its type, message, stack and the database's
 * codes and names — never the statement's parameters, the row that failed
 * (`detail`) or a value quoted in a data error's message, which may be a
 * shopper's name or phone.
 */
export function safeErrorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'se lanzó un valor que no es un Error', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const hidesValues = typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code);
  const message = hidesValues ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
  const stack = hidesValues ? error.stack?.split(error.message).join(message) : error.stack;
  return {
    type: error.constructor.name,
    message,
    stack: stack ?? '',
    ...Object.fromEntries(
      ['code', 'statusCode', 'constraint', 'table', 'column', 'routine']
        .filter((k) => fields[k] !== undefined)
        .map((k) => [k, fields[k]]),
    ),
    ...(depth < 3 && error.cause !== undefined ? { cause: safeErrorSerializer(error.cause, depth + 1) } : {}),
  };
}

/** Logger serializers for any route whose URL may hold a token (`serializers` or a route's `logSerializers`). */
export const LOG_SERIALIZERS = { req: safeRequestSerializer, err: (error: unknown) => safeErrorSerializer(error) };
