import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: e-mailed link tokens, OAuth codes and state. */
const SECRET_QUERY_PARAM = /([?&](?:token|code|state|id_token|access_token|refresh_token)=)[^&#]*/gi;
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

/** Logger serializers for any route whose URL may hold a token (`serializers` or a route's `logSerializers`). */
export const LOG_SERIALIZERS = { req: safeRequestSerializer };
