import { AUTH_CALLS } from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { forgetSession } from './session';

/** POST /api/auth/sign-out; whatever the answer, forget everything cached and go to /auth. */
export async function signOut(): Promise<void> {
  try {
    await api.post(AUTH_CALLS.signOut.path, {});
  } catch {
    // Already signed out or offline: the local state is cleared all the same.
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      forgetSession(queryClient);
      await navigate('/auth', { replace: true });
    },
  });
}
