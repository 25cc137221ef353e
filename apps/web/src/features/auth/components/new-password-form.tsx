import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENT_PASSWORD_REQUIRED,
  newPasswordFormSchema,
  PASSWORD_MIN,
  type PasswordOwner,
  passwordRuleProblem,
  PASSWORDS_DIFFER_MESSAGE,
} from '@vidriera/core';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

interface NewPasswordValues {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

/** A refusal the server tied to one of the form's fields (a wrong current password, a too common new one). */
export interface PasswordFieldError {
  field: 'currentPassword' | 'password';
  message: string;
}

interface NewPasswordFormProps {
  title: string;
  description: string;
  /** Changing it while signed in: the current password proves it is the owner. */
  askCurrentPassword?: boolean;
  /** Whose password it is, when known (signed in): it may not contain their names or e-mail. */
  owner?: PasswordOwner;
  /** Resolves once the server answered (with the field it refused, if any); the form stays busy meanwhile. */
  onSubmit: (values: { password: string; currentPassword?: string }) => Promise<PasswordFieldError | void>;
  /** True after success, while the page waits to leave. */
  done: boolean;
}

/** New password + confirmation, validated with the shared schema (docs/product/accounts.md); the current one first when asked. */
export function NewPasswordForm({
  title,
  description,
  askCurrentPassword = false,
  owner,
  onSubmit,
  done,
}: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const busy = isSubmitting || done;

  const submit = handleSubmit(
    async (values) => {
      if (askCurrentPassword && !values.currentPassword) {
        setError('currentPassword', { message: CURRENT_PASSWORD_REQUIRED }, { shouldFocus: true });
        return;
      }
      // The rules the server applies too; it adds the leaked-password list and a guessability score.
      const problem = passwordRuleProblem(values.password, owner);
      if (problem) {
        setError('password', { message: problem }, { shouldFocus: true });
        return;
      }
      const refused = await onSubmit({
        password: values.password,
        ...(askCurrentPassword ? { currentPassword: values.currentPassword } : {}),
      });
      if (refused) setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
    },
    // The mismatch also shows as the destructive toast (docs/product/accounts.md).
    (invalid) => {
      if (invalid.confirmPassword?.message === PASSWORDS_DIFFER_MESSAGE)
        toast.error('Error', { description: `${PASSWORDS_DIFFER_MESSAGE}.` });
    },
  );

  return (
    <Card className="shadow-lg shadow-violet-500/5">
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {askCurrentPassword && (
            <Field id="current-password" label="Contraseña actual" error={errors.currentPassword?.message}>
              {(control) => (
                <PasswordInput
                  autoComplete="current-password"
                  disabled={done}
                  {...control}
                  {...register('currentPassword')}
                />
              )}
            </Field>
          )}
          <Field id="new-password" label="Nueva contraseña" error={errors.password?.message}>
            {(control) => (
              <PasswordInput
                autoComplete="new-password"
                placeholder={`Mínimo ${PASSWORD_MIN} caracteres`}
                disabled={done}
                {...control}
                {...register('password')}
              />
            )}
          </Field>
          <Field id="confirm-password" label="Confirmar contraseña" error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput
                autoComplete="new-password"
                placeholder="Repite la contraseña"
                disabled={done}
                {...control}
                {...register('confirmPassword')}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy && <Spinner />}
            {done ? 'Contraseña actualizada' : isSubmitting ? 'Actualizando...' : 'Actualizar contraseña'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
