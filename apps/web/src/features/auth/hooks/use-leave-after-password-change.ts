import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { forgetSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Redirect delay after a password change (docs/product/accounts.md). */
export const REDIRECT_AFTER_RESET_MS = 2000;

export const SESSION_INVALID_MESSAGE = 'Sesión inválida o expirada. Por favor, solicita un nuevo enlace.';

/**
 * After a password change: toast, then two seconds later forget the cached
 * session and go to /auth. Returns `done` and the function that starts it.
 */
export function useLeaveAfterPasswordChange() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      // Forgotten only now, so nothing on this screen reacts to the ended session meanwhile.
      forgetSession(queryClient);
      void navigate('/auth', { replace: true });
    }, REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, queryClient]);

  function finish() {
    toast.success('Contraseña actualizada', { description: 'Ya puedes iniciar sesión con tu nueva contraseña.' });
    setDone(true);
  }

  return { done, finish };
}
