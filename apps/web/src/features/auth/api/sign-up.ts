import { type AnswerCode, AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates the account and e-mails the confirmation link, which lands on /auth/callback. */
export function signUpWithEmail({ firstName, lastName, email, password }: SignUpInput): Promise<unknown> {
  return api.post(AUTH_CALLS.signUp.path, {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email,
    password,
    callbackURL: '/auth/callback',
  });
}

export function isEmailTaken(code: AnswerCode): boolean {
  return code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
}
