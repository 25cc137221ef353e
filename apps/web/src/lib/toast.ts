import { GENERIC_ERROR_MESSAGE } from '@vidriera/core';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { isApiError } from './api-client';

/*
 * Toasts through sonner, whose code (~10 KB gzip) is not part of a page's
 * first download: the app loads it when the browser is idle after start, or
 * at the first toast, and every toast waits until the toaster is on screen
 * and listening (LazyToaster, components/lazy-toaster.tsx).
 */
type Sonner = typeof sonnerToast;

let requested = false;
const requestListeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<Sonner> | null = null;

/** Asks LazyToaster to load and show the toaster (once). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
}

export const isToasterRequested = () => requested;

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the toaster once it is mounted: its own effects (sonner's subscription) have run. */
export const toasterMounted = () => markMounted();

function show(run: (api: Sonner) => void): void {
  requestToaster();
  sonner ??= import('sonner').then((module) => module.toast);
  void Promise.all([sonner, mounted]).then(([api]) => run(api));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show((api) => api.success(message, options)),
  error: (message: string, options?: ExternalToast) => show((api) => api.error(message, options)),
  dismiss: (id?: string | number) => show((api) => api.dismiss(id)),
};

/** "Error" / "Ocurrió un error inesperado. Intenta nuevamente." (spec §8). */
export function toastUnexpectedError(): void {
  toast.error('Error', { description: GENERIC_ERROR_MESSAGE });
}

/** A refused call shows `title` with the server's Spanish message; anything else is unexpected. */
export function toastApiError(error: unknown, title: string): void {
  if (isApiError(error)) toast.error(title, { description: error.message });
  else toastUnexpectedError();
}
