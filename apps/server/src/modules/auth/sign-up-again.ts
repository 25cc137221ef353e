import type { Database } from '@vidriera/db';
import { createEmailVerificationToken } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import type { Mailer } from '../mail/mailer';
import { confirmationEmail, existingAccountEmail } from '../mail/templates';

/** At most this many "you already have an account" or fresh confirmation e-mails per address, whatever addresses ask (docs/product/accounts.md). */
export const SIGN_UP_AGAIN_MAILS_PER_ADDRESS: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
/** The same lifetime as the confirmation link sign-up sends. */
export const CONFIRMATION_LINK_SECONDS = 60 * 60 * 24;

interface SignUpAgainDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  authBaseUrl: string;
  secret: string;
  /** Off with RATE_LIMIT=false, like every other limit. */
  limited: boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface ExistingUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * Someone signed up with an address that has an account. The screen answers
 * as for a new one; the address gets what it needs: a confirmed account the
 * way to sign in or reset its password, an unconfirmed one a fresh
 * confirmation link (its first mail may be lost). Counted per address, so a
 * stranger cannot fill someone's mailbox from many places.
 */
export async function mailExistingAccount(deps: SignUpAgainDeps, user: ExistingUser): Promise<void> {
  const email = user.email.toLowerCase();
  if (deps.limited && !(await hitRateLimit(deps.db, `sign-up-again:${email}`, SIGN_UP_AGAIN_MAILS_PER_ADDRESS))) return;
  let message;
  if (user.emailVerified) {
    message = existingAccountEmail(email, user.name, `${deps.publicUrl}/auth`, `${deps.publicUrl}/auth?tab=forgot-password`);
  } else {
    const token = await createEmailVerificationToken(deps.secret, email, undefined, CONFIRMATION_LINK_SECONDS, { userId: user.id });
    const url = `${deps.authBaseUrl}/verify-email?token=${token}&callbackURL=${encodeURIComponent('/auth/callback')}`;
    message = confirmationEmail(email, user.name, url);
  }
  await deps.mailer.send(message).catch((err: unknown) => {
    deps.log.error({ err }, 'no se pudo enviar el aviso de registro con un email que ya tiene cuenta');
  });
}
