import type { OrderChallenge } from '@vidriera/core';

const BATCH = 500;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves a storefront order's proof of work (an ALTCHA challenge, `OrderChallenge` in packages/core/src/orders/public-order-contracts.ts):
 * the number whose SHA-256 after the salt is the challenge, found with Web Crypto
 * in batches so the page stays responsive. Answers the X-Altcha header's value,
 * or null when no number up to `maxnumber` fits.
 */
export async function solveOrderChallenge(challenge: OrderChallenge): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH, challenge.maxnumber + 1);
    const numbers = Array.from({ length: end - start }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((h) => hex(h) === challenge.challenge);
    if (found >= 0) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: start + found,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
