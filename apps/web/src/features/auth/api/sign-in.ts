import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** Starts a session (cookie), or asks for the second step (`twoFactorRedirect`). 401 INVALID_EMAIL_OR_PASSWORD, 403 EMAIL_NOT_VERIFIED, 429. */
export function signInWithEmail(input: SignInInput): Promise<{ twoFactorRedirect?: boolean }> {
  return api.post(AUTH_CALLS.signIn.path, input);
}
