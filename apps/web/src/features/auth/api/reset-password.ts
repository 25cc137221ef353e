import { api } from '@/lib/api-client';

/** Sets a new password with the e-mailed token. 400 INVALID_TOKEN when it is bad or used. */
export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return api.post('/api/auth/reset-password', { newPassword, token });
}
