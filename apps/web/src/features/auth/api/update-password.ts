import type { ChangePasswordInput } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** Changes the signed-in person's password (with the current one, when the account has one); the server then ends every session (204). */
export function updatePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/api/account/password', input);
}
