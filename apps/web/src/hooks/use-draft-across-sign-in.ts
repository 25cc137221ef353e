import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SESSION_LOST_EVENT } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const draftKey = (path: string) => `vidriera:draft:${path}`;

/**
 * Keeps a form's unsaved edits across a lost session: when a call finds the
 * session gone (lib/api-client.ts sends the person to sign in), the values go
 * to this tab's session storage under the page's address; back on the same
 * page after signing in, the form takes them again. One draft per page, used once.
 */
export function useDraftAcrossSignIn<T extends FieldValues, C = unknown, O = T>(
  form: UseFormReturn<T, C, O>,
  hint = 'Revisa los datos y guarda el producto.',
): void {
  const { getValues, reset } = form;

  useEffect(() => {
    const path = window.location.pathname;
    try {
      const saved = sessionStorage.getItem(draftKey(path));
      if (saved) {
        sessionStorage.removeItem(draftKey(path));
        reset(JSON.parse(saved) as T, { keepDefaultValues: true });
        toast.success('Recuperamos tus cambios', { description: hint });
      }
    } catch {
      // Storage unavailable or a draft that is not JSON: the form starts as loaded.
    }
    const keep = () => {
      try {
        sessionStorage.setItem(draftKey(path), JSON.stringify(getValues()));
      } catch {
        // Full or unavailable storage: the person still returns to the page.
      }
    };
    window.addEventListener(SESSION_LOST_EVENT, keep);
    return () => window.removeEventListener(SESSION_LOST_EVENT, keep);
  }, [getValues, reset, hint]);
}
