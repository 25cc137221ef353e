import { PASSWORD_COMMON_MESSAGE, PASSWORD_GUESSABLE_MESSAGE, type PasswordOwner, passwordRuleProblem, personalWords } from '@vidriera/core';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * A new password (sign-up, reset, change) meets the rules the forms check
 * (packages/core password-rules.ts), is not one of the ~49,000 most common
 * passwords of public leaks that zxcvbn-ts ships (letters compared without
 * case), and scores at least 2 of 4 on zxcvbn's estimate of guesses (about a
 * million or more) with the person's names and e-mail and the product's name
 * counted as known words.
 */
export const MIN_PASSWORD_SCORE = 2;

let common: Set<string> | undefined;
let scorer: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

function guessScore(password: string, owner: PasswordOwner): number {
  scorer ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return scorer.check(password, personalWords(owner)).score;
}

/** Why a new password is refused, as the message the person reads; null when it is good. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const broken = passwordRuleProblem(password, owner);
  if (broken) return broken;
  if (isCommonPassword(password)) return PASSWORD_COMMON_MESSAGE;
  return guessScore(password, owner) < MIN_PASSWORD_SCORE ? PASSWORD_GUESSABLE_MESSAGE : null;
}
