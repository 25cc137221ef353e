import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** Sets a new password with the e-mailed token. 400 INVALID_TOKEN when it is bad or used. */
export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return api.post(AUTH_CALLS.resetPassword.path, { newPassword, token });
}
