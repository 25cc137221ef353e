import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_GUESSABLE_MESSAGE,
  type PasswordOwner,
  passwordRuleProblem,
  personalWords,
} from '@vidriera/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * A new password (sign-up, reset, change) meets the rules the forms check
 * (packages/core password-rules.ts), is not one of the ~49,000 most common
 * passwords of public leaks that zxcvbn-ts ships (letters compared without
 * case), and scores at least 2 of 4 on zxcvbn's estimate of guesses (about a
 * million or more) with the person's names and e-mail and the product's name
 * counted as known words. Besides zxcvbn's own lists (English words and
 * names, common passwords), it knows Spanish: zxcvbn-ts's Spanish word,
 * name, surname and Wikipedia lists, so "contraseña1", "boca1905",
 * "mate1234" or "Buenosaires" score as the guessable words they are.
 */
export const MIN_PASSWORD_SCORE = 2;

interface Checker {
  common: Set<string>;
  scorer: ZxcvbnFactory;
}

/*
 * The word lists (a few MB once in memory) load when the first new password is
 * checked: a server that only sells never holds them (bench/README.md,
 * "Server memory").
 */
let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  if (checker) return checker;
  checker = Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(([{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }, spanish]) => ({
    common: new Set(dictionary['passwords-common']),
    scorer: new ZxcvbnFactory({ dictionary: { ...dictionary, ...spanish.dictionary }, graphs: adjacencyGraphs }),
  }));
  // A load that failed is tried again by the next password, not remembered.
  checker.catch(() => (checker = undefined));
  return checker;
}

/** Why a new password is refused, as the message the person reads; null when it is good. */
export async function newPasswordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const broken = passwordRuleProblem(password, owner);
  if (broken) return broken;
  const { common, scorer } = await loadChecker();
  if (common.has(password.toLowerCase())) return PASSWORD_COMMON_MESSAGE;
  return scorer.check(password, personalWords(owner)).score < MIN_PASSWORD_SCORE ? PASSWORD_GUESSABLE_MESSAGE : null;
}
