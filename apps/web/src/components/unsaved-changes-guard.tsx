import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SESSION_LOST_EVENT } from '@/lib/api-client';

/**
 * While a form holds edits not yet saved, leaving its page asks first: a
 * link or the back arrow inside the app opens "¿Salir sin guardar?", closing
 * or reloading the tab gets the browser's own question. A lost session still
 * leaves at once: the form's draft goes with it (hooks/use-draft-across-sign-in.ts).
 */
export function UnsavedChangesGuard({ when, description }: { when: boolean; description: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const sessionLost = useRef(false);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (sessionLost.current) return;
      event.preventDefault();
    };
    const leave = () => {
      sessionLost.current = true;
    };
    window.addEventListener('beforeunload', ask);
    window.addEventListener(SESSION_LOST_EVENT, leave);
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener(SESSION_LOST_EVENT, leave);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="¿Salir sin guardar?"
      description={description}
      cancelLabel="Seguir editando"
      confirmLabel="Salir sin guardar"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
