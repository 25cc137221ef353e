import { GENERIC_ERROR_MESSAGE } from '@vidriera/core';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { isApiError } from './api-client';

/*
 * Toasts through sonner, whose code (~10 KB gzip) is no part of a page's first
 * download: the first toast (or preloadToaster, when the browser is idle)
 * fetches it and mounts the toaster in a root of its own at the end of
 * <body>, so a store page's islands and the admin app share one way to show
 * them, with no provider above the page.
 */
type Sonner = typeof sonnerToast;

let toaster: Promise<Sonner> | null = null;

async function mountToaster(): Promise<Sonner> {
  const [{ mountToaster: mount }, { toast }] = await Promise.all([
    import('@/components/ui/toaster-root'),
    import('sonner'),
  ]);
  await mount();
  return toast;
}

/** Fetches and mounts the toaster ahead of the first toast. */
export function preloadToaster(): Promise<Sonner> {
  toaster ??= mountToaster();
  return toaster;
}

function show(run: (api: Sonner) => void): void {
  void preloadToaster().then(run);
}

/*
 * One toast at a time (components/ui/sonner.tsx): a new toast ends the ones
 * before it instead of hiding them behind itself, where their timers would
 * still run and closing the new one would bring them back for a moment.
 */
const shown = new Set<string | number>();
let nextId = 0;

function replaceWith(kind: 'success' | 'error', message: string, options?: ExternalToast): void {
  show((api) => {
    const id = options?.id ?? `toast-${++nextId}`;
    for (const older of shown) if (older !== id) api.dismiss(older);
    shown.clear();
    shown.add(id);
    api[kind](message, {
      ...options,
      id,
      onDismiss: forget(options?.onDismiss),
      onAutoClose: forget(options?.onAutoClose),
    });
  });
}

function forget(then: ExternalToast['onDismiss']): NonNullable<ExternalToast['onDismiss']> {
  return (closed) => {
    shown.delete(closed.id);
    then?.(closed);
  };
}

export const toast = {
  success: (message: string, options?: ExternalToast) => replaceWith('success', message, options),
  error: (message: string, options?: ExternalToast) => replaceWith('error', message, options),
  dismiss: (id?: string | number) => show((api) => api.dismiss(id)),
};

/** "Error" / "Ocurrió un error inesperado. Intenta nuevamente." (docs/product/README.md). */
export function toastUnexpectedError(): void {
  toast.error('Error', { description: GENERIC_ERROR_MESSAGE });
}

/**
 * A refused call shows `title` with the server's Spanish message (a 4xx says
 * what to fix). Anything else shows the screen's own `fallback` message, or,
 * without one, the server's message or "Ocurrió un error inesperado…".
 */
export function toastApiError(error: unknown, title: string, fallback?: string): void {
  if (isApiError(error) && (error.status < 500 || !fallback)) toast.error(title, { description: error.message });
  else if (fallback) toast.error(title, { description: fallback });
  else toastUnexpectedError();
}

/*
 * Store pages are separate documents: a toast announced right before moving
 * to another page ("¡Pedido enviado!", then the shopper's order page) is kept for
 * the tab and shown by the next page.
 */
const NEXT_PAGE_TOAST = 'vidriera:toast';

export function toastOnNextPage(kind: 'success' | 'error', message: string, description: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_TOAST, JSON.stringify({ kind, message, description }));
  } catch {
    toast[kind](message, { description });
  }
}

function takeNextPageToast(): string | null {
  try {
    const saved = sessionStorage.getItem(NEXT_PAGE_TOAST);
    sessionStorage.removeItem(NEXT_PAGE_TOAST);
    return saved;
  } catch {
    return null;
  }
}

export function showToastFromPreviousPage(): void {
  const saved = takeNextPageToast();
  if (!saved) return;
  const { kind, message, description } = JSON.parse(saved) as {
    kind: 'success' | 'error';
    message: string;
    description: string;
  };
  toast[kind](message, { description });
}
