import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { toastApiError } from '@/lib/toast';
import { updatePassword } from '../api/update-password';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordForm } from '../components/new-password-form';
import { passwordFieldError } from '../utils/password-field-error';
import { RedirectWithToast } from '../components/redirect-with-toast';
import { SESSION_INVALID_MESSAGE, useLeaveAfterPasswordChange } from '../hooks/use-leave-after-password-change';

/** /admin/update-password: verify the session, then change the password; the server ends every session. */
export function UpdatePasswordPage() {
  const session = useQuery({ ...sessionQueryOptions, staleTime: 0 });
  const { done, finish } = useLeaveAfterPasswordChange();

  if (!done) {
    if (session.isPending) return <PageSpinner label="Verificando sesión..." />;
    if (!session.data) return <RedirectWithToast to="/auth" title="Error" description={SESSION_INVALID_MESSAGE} />;
  }

  async function handleSubmit(input: { password: string; currentPassword?: string }) {
    try {
      await updatePassword(input);
      finish();
    } catch (error) {
      const refused = passwordFieldError(error);
      if (refused) return refused;
      if (isApiError(error, 401)) void session.refetch();
      else toastApiError(error, 'Error al cambiar contraseña');
    }
    return undefined;
  }

  return (
    <AuthShell>
      <Button variant="ghost" size="sm" asChild className="-ml-2">
        <Link to="/admin">
          <ArrowLeft />
          Volver al panel
        </Link>
      </Button>
      <NewPasswordForm
        title="Cambiar contraseña"
        description="Al guardar se cerrará tu sesión en todos tus dispositivos."
        askCurrentPassword={session.data?.user.hasPassword ?? false}
        {...(session.data ? { owner: session.data.user } : {})}
        onSubmit={handleSubmit}
        done={done}
      />
    </AuthShell>
  );
}
