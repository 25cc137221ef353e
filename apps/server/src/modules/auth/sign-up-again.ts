import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import type { Mailer } from '../../shared/mail-message';
import { existingAccountEmail } from '../mail/templates';

/** At most this many "you already have an account" e-mails per address, whatever addresses ask (docs/product/accounts.md). */
export const SIGN_UP_AGAIN_MAILS_PER_ADDRESS: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
/** How long the confirmation link sign-up sends lasts. */
export const CONFIRMATION_LINK_SECONDS = 60 * 60 * 24;

interface SignUpAgainDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** Off with RATE_LIMIT=false, like every other limit. */
  limited: boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface ExistingUser {
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * Someone signed up with an address that has a confirmed account. The screen
 * answers as for a new one; the address gets the way to sign in or reset its
 * password. (An unconfirmed account never reaches here: the sign-up replaces
 * it, replace-unconfirmed.ts.) Counted per address, so a stranger cannot fill
 * someone's mailbox from many places.
 */
export async function mailExistingAccount(deps: SignUpAgainDeps, user: ExistingUser): Promise<void> {
  if (!user.emailVerified) return;
  const email = user.email.toLowerCase();
  if (deps.limited && !(await hitRateLimit(deps.db, `sign-up-again:${email}`, SIGN_UP_AGAIN_MAILS_PER_ADDRESS))) return;
  const message = existingAccountEmail(
    email,
    user.name,
    `${deps.publicUrl}/auth`,
    `${deps.publicUrl}/auth?tab=forgot-password`,
  );
  await deps.mailer.send(message).catch((err: unknown) => {
    deps.log.error({ err }, 'no se pudo enviar el aviso de registro con un email que ya tiene cuenta');
  });
}
