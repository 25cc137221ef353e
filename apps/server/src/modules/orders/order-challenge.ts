import { createHmac } from 'node:crypto';
import { type OrderChallenge, orderLimitMessages } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import { apiError, type AppError } from '../../shared/app-error';

/**
 * The proof of work a storefront order needs from the second pending order of
 * a client address or a phone (docs/SECURITY.md, "Stock hoarding, round
 * two"): an ALTCHA challenge signed with a key derived from the server's
 * secret, naming its store, good for a few minutes and for one order (used
 * solutions are kept in the database until they expire, so every server
 * process sees them). No third party is asked anything.
 */

/** About 25,000 SHA-256 hashes on average: about a second in a phone's browser, a cost on every order of a script. */
export const CHALLENGE_MAX_NUMBER = 50_000;
export const CHALLENGE_MINUTES = 10;
/** The most a challenge is made harder: 8 × the first one (about 200,000 hashes, seconds in a phone's browser). */
export const CHALLENGE_MAX_LEVEL = 8;

/**
 * How hard the next order's proof of work is: one level per pending order of
 * the client address (at least 1, at most CHALLENGE_MAX_LEVEL); each level
 * adds CHALLENGE_MAX_NUMBER to the numbers to try.
 */
export function challengeLevel(addressPending: number): number {
  return Math.min(CHALLENGE_MAX_LEVEL, Math.max(1, addressPending));
}

/** The challenges' key: derived, so it never equals the key of sessions or shopper links. */
const challengeKey = (secret: string) => createHmac('sha256', secret).update('order-challenge').digest('hex');

/** A challenge of `level` (challengeLevel): its level travels in the signed salt, so a solution of an easier one is refused later. */
export async function newOrderChallenge(secret: string, storeId: string, level = 1): Promise<OrderChallenge> {
  const maxNumber = CHALLENGE_MAX_NUMBER * level;
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: challengeKey(secret),
    maxNumber,
    expires: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    params: { store: storeId, level: String(level) },
  });
  return {
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    maxnumber: maxNumber,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

/** 428 with a fresh challenge: the client solves it and sends the order again. */
export async function challengeRequired(
  secret: string,
  storeId: string,
  message: string = orderLimitMessages.challengeRequired,
  level = 1,
): Promise<AppError> {
  const error = apiError('CHALLENGE_REQUIRED', message);
  error.details = { challenge: await newOrderChallenge(secret, storeId, level) };
  return error;
}

interface Solution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parseSolution(text: string): Solution | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Solution>;
    const ok =
      value.algorithm === 'SHA-256' &&
      typeof value.challenge === 'string' &&
      typeof value.salt === 'string' &&
      typeof value.signature === 'string' &&
      value.signature.length <= 200 &&
      Number.isSafeInteger(value.number);
    return ok ? (value as Solution) : null;
  } catch {
    return null;
  }
}

/**
 * Whether `text` solves a challenge this server made for this store, at
 * least as hard as `level`, not expired and not used before; a good one is marked used in the caller's
 * transaction (a concurrent order with the same solution waits on it and
 * then finds it used).
 */
export async function redeemOrderChallenge(
  trx: Kysely<Database>,
  secret: string,
  storeId: string,
  text: string,
  level = 1,
): Promise<boolean> {
  const solution = parseSolution(text);
  if (!solution || !(await verifySolution(solution, challengeKey(secret), true))) return false;
  const params = extractParams(solution);
  if (params.store !== storeId) return false;
  if (Number(params.level ?? 1) < level) return false;
  const expiresAt = new Date(Number(params.expires) * 1000);
  const used = await trx
    .insertInto('used_challenges')
    .values({ signature: solution.signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return used !== undefined;
}

/** Housekeeping: used solutions of expired challenges guard nothing any more. */
export async function deleteExpiredChallenges(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('used_challenges').where('expires_at', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
