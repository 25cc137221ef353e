import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema } from '@vidriera/core';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFormProps {
  title: string;
  description: string;
  /** Resolves once the server answered; the form stays busy meanwhile. */
  onSubmit: (password: string) => Promise<void>;
  /** True after success, while the page waits to leave. */
  done: boolean;
}

/** New password + confirmation, validated with the shared schema (spec §5). */
export function NewPasswordForm({ title, description, onSubmit, done }: NewPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = isSubmitting || done;

  return (
    <Card className="shadow-lg shadow-violet-500/5">
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values.password))(event)} noValidate className="space-y-4">
          <Field id="new-password" label="Nueva contraseña" error={errors.password?.message}>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              placeholder="Mínimo 6 caracteres"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'new-password-error' : undefined}
              disabled={done}
              {...register('password')}
            />
          </Field>
          <Field id="confirm-password" label="Confirmar contraseña" error={errors.confirmPassword?.message}>
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              placeholder="Repite la contraseña"
              aria-invalid={errors.confirmPassword ? true : undefined}
              aria-describedby={errors.confirmPassword ? 'confirm-password-error' : undefined}
              disabled={done}
              {...register('confirmPassword')}
            />
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
