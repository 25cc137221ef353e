import { AUTH_CALLS } from '@vidriera/core';
import { api } from '@/lib/api-client';

interface OAuthStart {
  url: string;
  redirect: boolean;
}

/** Asks the server for Google's sign-in address; the browser is then sent there. */
export async function startGoogleSignIn(): Promise<string> {
  const { url } = await api.post<OAuthStart>(AUTH_CALLS.signInWithGoogle.path, {
    provider: 'google',
    callbackURL: '/auth/callback',
    errorCallbackURL: '/auth?error=processing_failed',
    newUserCallbackURL: '/auth/callback',
  });
  return url;
}
