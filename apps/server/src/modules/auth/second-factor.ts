import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError } from '../../shared/app-error';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { AUTH_BASE_PATH, type Auth } from './auth';

/**
 * The second step is recorded on the session, not only on the account
 * (docs/decisions/013-second-factor-on-the-session.md): a session passes it
 * when a code opened it after the password, when it is the one enrolment
 * leaves (every other session of the account ends then), or when a code is
 * given later while signed in (a Google sign-in, a session opened before
 * enrolment). The super-admin API asks it of the session (access.ts).
 */
const VERIFY_PATHS = new Set([
  `${AUTH_BASE_PATH}/two-factor/verify-totp`,
  `${AUTH_BASE_PATH}/two-factor/verify-backup-code`,
]);
/** Changes to the second step itself: a session that has not passed it (once it is on) may not make them. */
const SETTINGS_PATHS = new Set([
  `${AUTH_BASE_PATH}/two-factor/enable`,
  `${AUTH_BASE_PATH}/two-factor/disable`,
  `${AUTH_BASE_PATH}/two-factor/generate-backup-codes`,
  `${AUTH_BASE_PATH}/two-factor/get-totp-uri`,
]);
/** Codes tried while signed in (the library counts only those of sign-in): a borrowed session cannot guess its way up. */
export const STEP_UP_TRIES: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

export const UNCONFIRMED_ACCOUNT_MESSAGE = 'Confirma tu email antes de configurar la verificación en dos pasos.';

interface SessionBefore {
  userId: string;
  token: string;
  twoFactorEnabled: boolean;
}

export const isSecondFactorPath = (path: string) => VERIFY_PATHS.has(path) || SETTINGS_PATHS.has(path);

/** Checks a call to the second step's endpoints before the library runs; returns the session it was made in, if any. */
export async function beforeSecondFactorCall(
  deps: { auth: Auth; db: Kysely<Database>; limited: boolean },
  path: string,
  headers: Headers,
): Promise<SessionBefore | null> {
  const current = await deps.auth.api.getSession({ headers });
  if (!current) return null;
  const { user, session } = current;
  if (!user.emailVerified) throw apiError('FORBIDDEN', UNCONFIRMED_ACCOUNT_MESSAGE);
  const enabled = Boolean(user.twoFactorEnabled);
  if (enabled && !session.secondFactor && SETTINGS_PATHS.has(path)) {
    throw apiError('SECOND_FACTOR_REQUIRED');
  }
  if (
    enabled &&
    VERIFY_PATHS.has(path) &&
    deps.limited &&
    !(await hitRateLimit(deps.db, `step-up:${user.id}`, STEP_UP_TRIES))
  ) {
    throw apiError('TOO_MANY_REQUESTS');
  }
  return { userId: user.id, token: session.token, twoFactorEnabled: enabled };
}

/** The session token a response sets (`<token>.<signature>`, URL-encoded), if it sets one. */
export function sessionTokenSet(setCookies: readonly string[]): string | null {
  for (const cookie of setCookies) {
    const match = /^(?:__Secure-)?vidriera\.session_token=([^;]+)/.exec(cookie);
    const value = match?.[1] ? decodeURIComponent(match[1]) : '';
    const token = value.split('.')[0];
    if (token) return token;
  }
  return null;
}

/** After a code was accepted: the session now held passed the second step; enrolment ends every other session of the account. */
export async function afterSecondFactorPassed(
  db: Kysely<Database>,
  before: SessionBefore | null,
  setCookies: readonly string[],
): Promise<void> {
  const token = sessionTokenSet(setCookies) ?? before?.token;
  if (!token) return;
  const marked = await db
    .updateTable('sessions')
    .set({ second_factor: true })
    .where('token', '=', token)
    .returning('user_id')
    .executeTakeFirst();
  if (marked && before && !before.twoFactorEnabled) {
    await db.deleteFrom('sessions').where('user_id', '=', marked.user_id).where('token', '<>', token).execute();
  }
}

export const isVerifyPath = (path: string) => VERIFY_PATHS.has(path);
