import { useQuery } from '@tanstack/react-query';
import { AUTH_PROCESSING_ERRORS } from '@vidriera/core';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { sessionQueryOptions } from '@/lib/session';

/** Codes the auth screen explains; anything else a link or provider sends becomes processing_failed. */
function processingErrorCode(code: string): string {
  return Object.hasOwn(AUTH_PROCESSING_ERRORS, code) ? code : 'processing_failed';
}

/**
 * /auth/callback: where e-mail confirmation and Google sign-in come back.
 * The session decides the destination (docs/product/accounts.md): its home, or /auth without one.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const session = useQuery({ ...sessionQueryOptions, enabled: !error, refetchOnMount: 'always' });

  if (error) return <Navigate to={`/auth?error=${encodeURIComponent(processingErrorCode(error))}`} replace />;
  if (session.isPending || session.isFetching) return <PageSpinner />;
  if (session.isError) return <Navigate to="/auth?error=processing_error" replace />;
  return <Navigate to={session.data?.homePath ?? '/auth'} replace />;
}
