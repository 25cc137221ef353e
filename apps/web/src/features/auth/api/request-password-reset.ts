import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** E-mails a reset link; the server redirects it to /auth/reset-password?token=… */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post(AUTH_CALLS.requestPasswordReset.path, { email, redirectTo: '/auth/reset-password' });
}
