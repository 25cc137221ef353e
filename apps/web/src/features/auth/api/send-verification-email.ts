import { api } from '@/lib/api-client';

/** Sends the confirmation link again, for an account that tried to sign in unconfirmed. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: '/auth/callback' });
}
