import { type ChangePasswordInput, accountRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** Changes the signed-in person's password (with the current one, when the account has one); the server then ends every session (204). */
export function updatePassword(input: ChangePasswordInput): Promise<void> {
  return callRoute(accountRoutes.changePassword, { body: input });
}
