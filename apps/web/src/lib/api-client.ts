import {
  type AnswerCode,
  type ApiErrorBody,
  AUTH_BASE_PATH,
  codeForStatus,
  ERROR_CODES,
  GENERIC_ERROR_MESSAGE,
} from '@vidriera/core';

/** A refused API call: the server's `{ code, message, field? }` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  /** A code of the error table or of the auth library: the server answers no other, and a body-less refusal gets its status's. */
  readonly code: AnswerCode;
  readonly field: string | undefined;
  /** The whole body, for the few refusals that carry more (a storefront order's proof-of-work challenge). */
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code as AnswerCode;
    this.field = body.field;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The signed-in owner has no store yet: screens that need one send them to the dashboard. */
export const isNoStoreError = (error: unknown) => error instanceof ApiError && error.code === ERROR_CODES.NO_STORE;

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The sign-in screen's parameter naming the page to return to after signing in. */
export const RETURN_TO_PARAM = 'next';

/** A path of this app to return to after signing in, or null for anything else (another site, the sign-in screen). */
export function returnPathFrom(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith('/auth'))
    return null;
  return value;
}

/** Where signing in leads anyway: the session picks the home (the panel, or the super admin's). */
const HOMES = new Set(['/admin', '/admin/', '/super-admin', '/super-admin/']);

/** The sign-in screen, told to come back to `here` (a path of this app, other than a home) afterwards. */
export function signInPathReturningTo(here: string): string {
  return returnPathFrom(here) && !HOMES.has(here) ? `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(here)}` : '/auth';
}

/** Announced on `window` just before leaving for the sign-in screen, so a form can keep its edits (hooks/use-draft-across-sign-in.ts). */
export const SESSION_LOST_EVENT = 'vidriera:session-lost';

/*
 * A 401 means the session is gone (it expired, or ended on another device)
 * while the person was working: whatever the call (a save, a list), they go
 * to sign in and come back to this page afterwards. Left out: "who am I"
 * (its 401 is the normal answer for nobody signed in) and the auth library's
 * own routes (a wrong password is a 401 too).
 */
function sendToSignInIfSessionLost(status: number, path: string): void {
  if (status !== 401 || path === '/api/me' || path.startsWith(`${AUTH_BASE_PATH}/`) || typeof window === 'undefined')
    return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (!returnPathFrom(here)) return;
  window.dispatchEvent(new Event(SESSION_LOST_EVENT));
  window.location.assign(signInPathReturningTo(here));
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one way the app talks to the server: same-origin cookies, JSON both ways,
 * and every refusal turned into an ApiError carrying the server's Spanish message.
 * Network failures are left as they are (TypeError), for callers to report as unexpected.
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    signal: options.signal ?? null,
    body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  });
  const data = await parseBody(response);
  if (!response.ok) {
    sendToSignInIfSessionLost(response.status, path);
    throw new ApiError(
      response.status,
      isErrorBody(data) ? data : { code: codeForStatus(response.status), message: GENERIC_ERROR_MESSAGE },
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
