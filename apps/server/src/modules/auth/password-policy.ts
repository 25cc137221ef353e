import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The product's minimum of 6 characters lets through the passwords everyone
 * tries first. These are refused too, from the ~49,000 most common passwords
 * of public leaks that zxcvbn-ts ships (letters compared without case).
 */
export const COMMON_PASSWORD = 'Esa contraseña es de las más usadas y se adivina fácil. Elige otra.';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
