import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { accountRoutes, type Session } from '@vidriera/core';
import { isApiError } from './api-client';
import { callRoute } from './call-route';
import { forgetSignedInHere, rememberSignedInHere } from './signed-in-here';

export type { Session, SessionUser } from '@vidriera/core';

export const sessionQueryKey = ['session'] as const;

/** GET /api/me; a 401 is an answer ("nobody signed in"), not a failure. */
export async function getSession(): Promise<Session | null> {
  try {
    const session = await callRoute(accountRoutes.me);
    rememberSignedInHere();
    return session;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** After signing out or a password change: no session, and nothing of the last person cached. */
export function forgetSession(queryClient: QueryClient): void {
  forgetSignedInHere();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** Provided by RequireSession: the session of the screens it guards. */
export const SignedInSessionContext = createContext<Session | null>(null);

/** The session inside a screen guarded by RequireSession, where it always exists. */
export function useSignedInSession(): Session {
  const session = useContext(SignedInSessionContext);
  if (!session) throw new Error('useSignedInSession se usa solo bajo RequireSession');
  return session;
}
