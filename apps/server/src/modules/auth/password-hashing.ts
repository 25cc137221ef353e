import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum for it (19 MiB, 2 iterations, 1 lane), well
 * kept and native; the library's default scrypt settings sit below OWASP's.
 */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordHashing = {
  hash: (password: string) => hash(password, ARGON2ID),
  verify: ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password),
};
