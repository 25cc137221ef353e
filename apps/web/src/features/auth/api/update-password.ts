import { api } from '@/lib/api-client';

/** Changes the signed-in person's password; the server then ends every session (204). */
export function updatePassword(password: string): Promise<void> {
  return api.post<void>('/api/account/password', { password });
}
