import { API_ERRORS, type ApiErrorCode, apiErrorSchema, AUTH_ERROR_MESSAGES } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/shared/config';
import { createServer } from '../src/create-server';
import { translateAuthError } from '../src/modules/auth/auth-routes';
import { answerRouteNotFound, registerErrorHandler } from '../src/plugins/error-handler';
import { apiError } from '../src/shared/app-error';

/*
 * What a screen shows for a refusal is the answer's `message` (apps/web/src/lib/toast.ts,
 * `toastApiError`), and what it acts on is its `code`: every code of the error table
 * (packages/core/src/shared/error-table.ts) answers its status and message, and
 * whatever else refuses (the framework, the auth library) answers a code the
 * tables hold.
 */
const CODES = Object.keys(API_ERRORS) as ApiErrorCode[];
const isKnownCode = (code: string) => code in API_ERRORS || code in AUTH_ERROR_MESSAGES;

const app = createServer(loadConfig({}), false);
beforeAll(async () => {
  registerErrorHandler(app);
  app.setNotFoundHandler(answerRouteNotFound);
  app.get<{ Params: { code: ApiErrorCode } }>('/refuse/:code', async (request) => {
    throw apiError(request.params.code);
  });
  app.post('/json', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('the answer to a refusal', () => {
  it.each(CODES)('answers %s with its status and message from the table', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/refuse/${code}` });
    expect(res.statusCode).toBe(API_ERRORS[code].status);
    const body = apiErrorSchema.parse(res.json());
    expect({ code: body.code, message: body.message }).toEqual({ code, message: API_ERRORS[code].message });
  });

  it.each([
    ['a body that is not JSON', 'application/json', '{"a":', 400, 'INVALID_JSON_BODY'],
    ['an empty JSON body', 'application/json', '', 400, 'INVALID_JSON_BODY'],
    ['a body of another type', 'text/csv', 'a,b', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a body over the limit',
      'application/json',
      JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
      413,
      'BODY_TOO_LARGE',
    ],
  ] as const)('answers %s with a code of the table', async (_what, type, payload, status, code) => {
    const res = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(API_ERRORS[code].status).toBe(status);
  });

  it('answers an address no route has with NOT_FOUND', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-existe' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe("the auth library's refusals", () => {
  it('keep the codes the web acts on, in Spanish', () => {
    expect(translateAuthError(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: AUTH_ERROR_MESSAGES.EMAIL_NOT_VERIFIED,
    });
    expect(translateAuthError(403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' })).toEqual({
      code: 'INVALID_ORIGIN',
      message: API_ERRORS.INVALID_ORIGIN.message,
    });
  });

  it("answer a code of the library's that no table holds, or none, with the table's code for the status", () => {
    expect(translateAuthError(404, { code: 'SOMETHING_NEW', message: 'Not found' })).toEqual({
      code: 'NOT_FOUND',
      message: API_ERRORS.NOT_FOUND.message,
    });
    expect(translateAuthError(429, {})).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: API_ERRORS.TOO_MANY_REQUESTS.message,
    });
    for (const status of [400, 401, 403, 404, 422, 429])
      expect(isKnownCode(translateAuthError(status, {}).code)).toBe(true);
  });

  it('answer our own refusals inside the library as a VALIDATION_ERROR with their field and message', () => {
    const message = 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.';
    expect(translateAuthError(422, { code: 'INVALID_INPUT', message, field: 'newPassword' })).toEqual({
      code: 'VALIDATION_ERROR',
      message,
      field: 'newPassword',
    });
  });
});
