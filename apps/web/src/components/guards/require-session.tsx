import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { registerAdminServiceWorker } from '@/lib/admin-service-worker';
import { PageSpinner } from '@/components/page-spinner';
import { signInPathReturningTo } from '@/lib/api-client';
import { SignedInSessionContext, useSession } from '@/lib/session';

/** Layout route for signed-in screens: spinner while checking, /auth without a session (docs/product/accounts.md). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data);
  // The installable admin's worker (pushes, the last orders offline): only once an admin screen shows.
  useEffect(() => {
    if (signedIn) void registerAdminServiceWorker();
  }, [signedIn]);
  if (session.isPending) return <PageSpinner />;
  if (session.isError) throw session.error;
  // Back to this screen after signing in (a seller opening an order from WhatsApp lands on it).
  if (!session.data) return <Navigate to={signInPathReturningTo(location.pathname + location.search)} replace />;
  return (
    <SignedInSessionContext value={session.data}>
      <Outlet />
    </SignedInSessionContext>
  );
}
