import { isApiError } from '@/lib/api-client';
import type { PasswordFieldError } from '../components/new-password-form';

/** A 422 the server tied to the current or the new password (reset sends the new one as `newPassword`), for the form to show under that field. */
export function passwordFieldError(error: unknown): PasswordFieldError | undefined {
  if (!isApiError(error, 422) || !error.field) return undefined;
  if (error.field === 'currentPassword') return { field: 'currentPassword', message: error.message };
  if (error.field === 'password' || error.field === 'newPassword') return { field: 'password', message: error.message };
  return undefined;
}
