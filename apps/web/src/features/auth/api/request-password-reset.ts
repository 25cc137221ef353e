import { api } from '@/lib/api-client';

/** E-mails a reset link; the server redirects it to /auth/reset-password?token=… */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
}
