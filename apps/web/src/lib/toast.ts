import { GENERIC_ERROR_MESSAGE } from '@vidriera/core';
import { toast } from 'sonner';
import { isApiError } from './api-client';

/** "Error" / "Ocurrió un error inesperado. Intenta nuevamente." (spec §8). */
export function toastUnexpectedError(): void {
  toast.error('Error', { description: GENERIC_ERROR_MESSAGE });
}

/** A refused call shows `title` with the server's Spanish message; anything else is unexpected. */
export function toastApiError(error: unknown, title: string): void {
  if (isApiError(error)) toast.error(title, { description: error.message });
  else toastUnexpectedError();
}
