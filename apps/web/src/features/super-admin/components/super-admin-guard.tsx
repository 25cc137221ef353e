import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/** A super admin without two-factor sign-in enrols first (the API refuses them until then): the security screen explains it as their first step. */
function TwoFactorFirst() {
  return <Navigate to="/admin/security" replace />;
}

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error('Acceso Denegado', {
      id: 'super-admin-denied',
      description: 'No tienes permisos de super administrador.',
    });
    void navigate('/admin', { replace: true });
  }, [navigate]);
  return <PageSpinner />;
}

/** Layout route for /super-admin/*: a session holding super_admin with two-factor sign-in on and passed by this very session, or away (docs/product/super-admin.md). */
export function SuperAdminGuard() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (session.isError) throw session.error;
  if (!session.data) return <Navigate to="/auth" replace />;
  if (!session.data.roles.includes('super_admin')) return <AccessDenied />;
  if (!session.data.user.twoFactorEnabled) return <TwoFactorFirst />;
  if (!session.data.secondFactor) return <Navigate to="/admin/second-step" replace />;
  return <Outlet />;
}
