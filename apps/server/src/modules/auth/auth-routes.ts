import { AUTH_ERROR_MESSAGES, codeForStatus, isApiErrorCode, isAuthErrorCode } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { ApiApp } from '../../shared/api-app';
import type { Config } from '../../shared/config';
import { LOG_SERIALIZERS } from '../../shared/log-safety';
import { apiError, errorBody } from '../../shared/app-error';
import { pathUnder } from '../../shared/route';
import { clientAddressKey } from '../../shared/client-address';
import { type Auth, AUTH_BASE_PATH } from './auth';
import { fetchHeaders } from './access';
import { AUTH_INPUT_REFUSED } from './auth-input-rules';
import { withRequestLog } from './auth-log';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import { admitSignIn, recordSignIn, signInAccount } from './sign-in-throttle';
import { afterSecondFactorPassed, beforeSecondFactorCall, isSecondFactorPath, isVerifyPath } from './second-factor';
import { isTopLevelNavigation } from './top-level-navigation';

/** Every body the auth library takes is a handful of fields (e-mail, password, a code, an address to return to). */
const AUTH_BODY_LIMIT = 16 * 1024;
const AUTH_BODY_MAX_FIELDS = 20;
const NOT_A_SMALL_OBJECT = 'El cuerpo de la solicitud debe ser un objeto JSON con los datos pedidos.';
const OPEN_THE_LINK = 'Abre el enlace del email directamente en tu navegador.';

const isPlainValue = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A flat object: plain values or lists of them, nothing nested deeper. */
export function isSmallAuthBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return (
    values.length <= AUTH_BODY_MAX_FIELDS &&
    values.every(
      (v) => isPlainValue(v) || (Array.isArray(v) && v.length <= AUTH_BODY_MAX_FIELDS && v.every(isPlainValue)),
    )
  );
}

/**
 * The auth library answers in English; people read Spanish. Rewritten here, once:
 * a code of the library's that the web knows keeps it (its message from
 * AUTH_ERROR_MESSAGES), our own refusals inside the library (auth-input-rules.ts)
 * are a VALIDATION_ERROR with their message, and any other is the error table's
 * code for the status, with the table's message.
 */
export function translateAuthError(status: number, body: { code?: unknown; message?: unknown; field?: unknown }) {
  const field = typeof body.field === 'string' ? { field: body.field } : {};
  if (body.code === AUTH_INPUT_REFUSED && typeof body.message === 'string')
    return { ...errorBody('VALIDATION_ERROR', body.message), ...field };
  if (isAuthErrorCode(body.code)) return { code: body.code, message: AUTH_ERROR_MESSAGES[body.code], ...field };
  return { ...errorBody(isApiErrorCode(body.code) ? body.code : codeForStatus(status)), ...field };
}

/**
 * The session lives in an httpOnly cookie; the library also echoes its token in
 * JSON bodies (sign-in, get-session), where page scripts could read it. Removed.
 */
export function withoutSessionToken(text: string, contentType: string | null): string {
  if (!contentType?.includes('application/json') || !text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return text;
    delete body.token;
    const session = body.session as Record<string, unknown> | undefined;
    if (session && typeof session === 'object') delete session.token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}

/** Mounts the auth library under /api/auth, passing requests through the Fetch API; public, its area's default access (accounts-plugin.ts). */
export function registerAuthRoutes(app: ApiApp, deps: { auth: Auth; config: Config; db: Kysely<Database> }): void {
  const { auth, config, db } = deps;
  app.route({
    method: ['GET', 'POST'],
    url: pathUnder(app.prefix, `${AUTH_BASE_PATH}/*`),
    bodyLimit: AUTH_BODY_LIMIT,
    // E-mailed links carry their token in the URL: keep it out of the request log.
    logSerializers: LOG_SERIALIZERS,
    preValidation: async (request) => {
      if (request.body !== undefined && !isSmallAuthBody(request.body))
        throw apiError('BAD_REQUEST', NOT_A_SMALL_OBJECT);
    },
    async handler(request, reply) {
      const url = new URL(request.url, config.PUBLIC_URL);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      // Confirming signs in: only when a person opens the link, never from an image or a script on some page.
      if (url.pathname === `${AUTH_BASE_PATH}/verify-email` && !isTopLevelNavigation(request))
        throw apiError('NOT_A_NAVIGATION', OPEN_THE_LINK);
      const signingIn =
        config.RATE_LIMIT && request.method === 'POST' && url.pathname === `${AUTH_BASE_PATH}/sign-in/email`
          ? signInAccount(request.body)
          : null;
      const secret = signingIn ? (await auth.$context).secret : '';
      const knownDevice = signingIn !== null && isKnownDevice(secret, request.headers.cookie, signingIn);
      if (signingIn && !(await admitSignIn(db, clientAddressKey(request.ip), signingIn, knownDevice))) {
        throw apiError('TOO_MANY_REQUESTS');
      }
      const headers = fetchHeaders(request);
      const secondFactorCall = request.method === 'POST' && isSecondFactorPath(url.pathname);
      const sessionBefore = secondFactorCall
        ? await beforeSecondFactorCall({ auth, db, limited: config.RATE_LIMIT }, url.pathname, headers)
        : null;
      const response = await withRequestLog(request.log, () =>
        auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
          }),
        ),
      );
      if (response.status >= 500) {
        // A fault the library answered itself: the error handler logs it and answers the bare 500.
        throw new Error(`auth respondió ${response.status} en ${url.pathname}`);
      }
      if (signingIn && (response.status === 401 || (response.status === 200 && !knownDevice)))
        await recordSignIn(db, signingIn, response.status === 200);
      const cookies = response.headers.getSetCookie();
      // The right password: this device is the one that last signed in to the account.
      if (signingIn && response.status === 200)
        cookies.push(knownDeviceCookie(secret, signingIn, config.PUBLIC_URL.startsWith('https://')));
      if (secondFactorCall && response.status === 200 && isVerifyPath(url.pathname))
        await afterSecondFactorPassed(db, sessionBefore, cookies);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      }
      if (cookies.length) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Not JSON: the status alone decides the message.
        }
        return reply.type('application/json').send(translateAuthError(response.status, body));
      }
      return reply.send(withoutSessionToken(text, response.headers.get('content-type')));
    },
  });
}
