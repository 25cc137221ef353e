import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../shared/mail-message';
import { passwordChangedEmail } from '../mail/templates';
import { clearSignInFailures } from './sign-in-throttle';

interface PasswordOwner {
  id: string;
  email: string;
  name: string;
}

/**
 * After any password change or reset: every other reset link (and every
 * device trusted to skip the second step) stops working, the account's count
 * of wrong passwords starts again, and the owner gets an e-mail saying so.
 * A mail server that is down does not undo the change; it is logged.
 */
export async function afterPasswordChange(
  deps: { db: Kysely<Database>; mailer: Mailer; publicUrl: string; log: Pick<FastifyBaseLogger, 'error'> },
  user: PasswordOwner,
): Promise<void> {
  await deps.db.deleteFrom('verifications').where('value', '=', user.id).execute();
  await clearSignInFailures(deps.db, user.email);
  await deps.mailer
    .send(passwordChangedEmail(user.email, user.name, `${deps.publicUrl}/auth`))
    .catch((err: unknown) => {
      deps.log.error({ err }, 'no se pudo enviar el aviso de contraseña cambiada');
    });
}
