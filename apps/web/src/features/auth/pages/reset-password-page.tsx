import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { isApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { toast, toastApiError } from '@/lib/toast';
import { signOut } from '@/lib/use-sign-out';
import { resetPassword } from '../api/reset-password';
import { updatePassword } from '../api/update-password';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordForm } from '../components/new-password-form';
import { passwordFieldError } from '../utils/password-field-error';
import { RedirectWithToast } from '../components/redirect-with-toast';
import { SESSION_INVALID_MESSAGE, useLeaveAfterPasswordChange } from '../hooks/use-leave-after-password-change';

const INVALID_LINK = { title: 'Enlace inválido', description: 'El enlace de recuperación ha expirado o es inválido.' };

/**
 * /auth/reset-password: reached from the e-mailed link as ?token=… (or ?error=… when
 * the link was bad). Without a token it works for a signed-in person, like update-password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const session = useQuery({ ...sessionQueryOptions, enabled: !token && !linkError });
  const { done, finish } = useLeaveAfterPasswordChange();

  if (linkError) return <RedirectWithToast to="/auth" {...INVALID_LINK} />;
  if (!token && !done) {
    if (session.isPending) return <PageSpinner label="Verificando sesión..." />;
    if (!session.data) return <RedirectWithToast to="/auth" title="Error" description={SESSION_INVALID_MESSAGE} />;
  }

  async function handleSubmit(input: { password: string; currentPassword?: string }) {
    try {
      if (token) {
        await resetPassword(input.password, token);
        await signOut();
      } else {
        await updatePassword(input);
      }
      finish();
    } catch (error) {
      const refused = passwordFieldError(error);
      if (refused) return refused;
      if (isApiError(error, 400) && error.code === 'INVALID_TOKEN') {
        toast.error(INVALID_LINK.title, { description: INVALID_LINK.description });
      } else if (!token && isApiError(error, 401)) {
        toast.error('Error', { description: SESSION_INVALID_MESSAGE });
      } else {
        toastApiError(error, 'Error al actualizar contraseña');
      }
    }
    return undefined;
  }

  return (
    <AuthShell>
      <NewPasswordForm
        title="Restablecer contraseña"
        description="Elige una contraseña nueva para tu cuenta."
        askCurrentPassword={!token && (session.data?.user.hasPassword ?? false)}
        onSubmit={handleSubmit}
        done={done}
      />
    </AuthShell>
  );
}
