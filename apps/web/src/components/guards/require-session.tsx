import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { SignedInSessionContext, useSession } from '@/lib/session';

/** Layout route for signed-in screens: spinner while checking, /auth without a session (spec §4). */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (session.isError) throw session.error;
  if (!session.data) return <Navigate to="/auth" replace />;
  return (
    <SignedInSessionContext value={session.data}>
      <Outlet />
    </SignedInSessionContext>
  );
}
