import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** Sends the confirmation link again, for an account that tried to sign in unconfirmed. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post(AUTH_CALLS.sendVerificationEmail.path, { email, callbackURL: '/auth/callback' });
}
