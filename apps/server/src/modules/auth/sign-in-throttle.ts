import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { clearRateLimit, hitRateLimit, isRateLimited, type RateLimitRule } from '../../shared/rate-limit';

/**
 * Sign-in limits on top of the library's per-address one (which only stops
 * one address from trying many accounts fast). An address may try one
 * account 10 times a minute, so a stranger on the same shared address (a
 * carrier's NAT, an office) cannot lock anyone else out; and one account
 * takes 20 wrong passwords in 15 minutes from anywhere, so nobody can guess
 * it from many addresses. A right password clears the account's count, and
 * the device that last signed in to the account is let through the account's
 * lock, so strangers failing on purpose cannot keep its owner out.
 */
export const SIGN_IN_PER_ADDRESS_AND_ACCOUNT: RateLimitRule = { max: 10, windowSeconds: 60 };
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = { max: 20, windowSeconds: 15 * 60 };
/** The library's own limit per address across accounts. */
export const SIGN_IN_PER_ADDRESS = { window: 60, max: 30 };

const accountKey = (email: string) => `sign-in-failures:${email}`;

/** The account a sign-in body names, as the library stores e-mails, or null when it names none. */
export function signInAccount(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/**
 * Counts an attempt; false when this address or the account has used up its
 * allowance. The device that last signed in to the account (known-device.ts)
 * is not held by the account's count, only by its address's.
 */
export async function admitSignIn(
  db: Kysely<Database>,
  addressKey: string,
  email: string,
  knownDevice = false,
): Promise<boolean> {
  if (!knownDevice && (await isRateLimited(db, accountKey(email), SIGN_IN_FAILURES_PER_ACCOUNT))) return false;
  return hitRateLimit(db, `sign-in:${addressKey}:${email}`, SIGN_IN_PER_ADDRESS_AND_ACCOUNT);
}

/**
 * Records how an attempt went: a wrong password counts against the account, a
 * right one clears it (the caller skips that for the known device, which was
 * let through: the owner signing in there must not give guessers a fresh 20).
 */
export async function recordSignIn(db: Kysely<Database>, email: string, passwordWasRight: boolean): Promise<void> {
  if (passwordWasRight) await clearRateLimit(db, accountKey(email));
  else await hitRateLimit(db, accountKey(email), SIGN_IN_FAILURES_PER_ACCOUNT);
}

/** A password set anew (reset or change) ends any lockout of the account. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email.trim().toLowerCase()));
}
