import { createHash } from 'node:crypto';
import type { OrderChallenge } from '@vidriera/core';

/** Solves a 428's challenge (the storefront does the same with Web Crypto) and gives the X-Altcha header's value. */
export function solveOrderChallenge(challenge: OrderChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('the challenge has no solution');
}
