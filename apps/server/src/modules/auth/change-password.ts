import { CURRENT_PASSWORD_REQUIRED, type ChangePasswordInput } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { apiError, invalid } from '../../shared/app-error';
import { hitRateLimit } from '../../shared/rate-limit';
import type { Mailer } from '../../shared/mail-message';
import type { RequestAuth } from './access';
import type { Auth } from './auth';
import { afterPasswordChange } from './password-changed';
import { passwordHashing } from './password-hashing';
import { newPasswordProblem } from './password-policy';

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual es incorrecta.';
export const RECENT_SIGN_IN_REQUIRED = 'Por seguridad, vuelve a iniciar sesión con Google y luego elige tu contraseña.';
/** How recent a sign-in stands in for the current password of an account that has none (Google only). */
const RECENT_SIGN_IN_MS = 10 * 60_000;
/** Tries of the current password per account, so a borrowed session cannot guess it. */
const CURRENT_PASSWORD_TRIES = { max: 10, windowSeconds: 15 * 60 };

interface Deps {
  auth: Auth;
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * "Change password while signed in": the current password proves it is the
 * owner (a Google-only account, which has none, needs a sign-in of the last
 * ten minutes). The new password ends every session of the person; then
 * afterPasswordChange voids reset links and e-mails the owner.
 */
export async function changePassword(deps: Deps, session: RequestAuth, input: ChangePasswordInput): Promise<void> {
  const { user } = session;
  const credential = await deps.db
    .selectFrom('accounts')
    .select(['id', 'password'])
    .where('user_id', '=', user.id)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  if (credential?.password) {
    if (!input.currentPassword) throw invalid('currentPassword', CURRENT_PASSWORD_REQUIRED);
    if (!(await hitRateLimit(deps.db, `password-change:${user.id}`, CURRENT_PASSWORD_TRIES))) {
      throw apiError('TOO_MANY_REQUESTS');
    }
    if (!(await passwordHashing.verify({ hash: credential.password, password: input.currentPassword })))
      throw invalid('currentPassword', WRONG_CURRENT_PASSWORD);
  } else if (Date.now() - session.sessionCreatedAt.getTime() > RECENT_SIGN_IN_MS) {
    throw apiError('RECENT_SIGN_IN_REQUIRED', RECENT_SIGN_IN_REQUIRED);
  }
  const problem = await newPasswordProblem(input.password, user);
  if (problem) throw invalid('password', problem);

  const context = await deps.auth.$context;
  const hash = await context.password.hash(input.password);
  if (credential) await context.internalAdapter.updatePassword(user.id, hash);
  else
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  await context.internalAdapter.deleteUserSessions(user.id);
  await afterPasswordChange(deps, user);
}
