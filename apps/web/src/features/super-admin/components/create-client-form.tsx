import { clientSlugFromName, STORE_DESCRIPTION_MAX, STORE_NAME_MAX, STORE_SLUG_MAX } from '@vidriera/core';
import { Eraser, Store, User, UserPlus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { TextField } from '@/components/text-field';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { showServerFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { type CreatedClient, useCreateClient } from '../api/create-client';
import { CLIENT_FORM_FIELDS, clientFormResolver, emptyClientForm } from '../utils/client-form';

/** The new client's account and store (docs/product/super-admin.md). */
export function CreateClientForm({ onCreated }: { onCreated: (client: CreatedClient) => void }) {
  const createClient = useCreateClient();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm({ resolver: clientFormResolver, defaultValues: emptyClientForm });
  const storeName = useWatch({ control, name: 'storeName' });
  const busy = createClient.isPending;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const client = await createClient.mutateAsync(input);
      toast.dismiss();
      toast.success('Cuenta creada exitosamente', { description: `La tienda ${client.storeName} está lista.` });
      onCreated(client);
    } catch (error) {
      if (isApiError(error)) showServerFieldError(error, setError, CLIENT_FORM_FIELDS);
      toast.error('Error al crear cuenta', {
        description: isApiError(error) ? error.message : 'No se pudo crear el usuario',
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Card className="gap-5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <User className="size-4 text-primary" aria-hidden="true" />
            <h2>Datos del cliente</h2>
          </CardTitle>
          <CardDescription>La cuenta queda confirmada y lista para iniciar sesión.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="client-first-name"
              label="Nombre *"
              error={errors.firstName?.message}
              autoComplete="off"
              placeholder="Juan"
              {...register('firstName')}
            />
            <TextField
              id="client-last-name"
              label="Apellido *"
              error={errors.lastName?.message}
              autoComplete="off"
              placeholder="Pérez"
              {...register('lastName')}
            />
          </div>
          <TextField
            id="client-email"
            label="Email del cliente *"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="cliente@email.com"
            {...register('email')}
          />
          <TextField
            id="client-whatsapp"
            label="WhatsApp del cliente"
            error={errors.whatsappNumber?.message}
            hint="Con código de país. Opcional: sirve para enviarle las credenciales por WhatsApp."
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+54 9 11 1234 5678"
            {...register('whatsappNumber')}
          />
          <Field
            id="client-password"
            label="Contraseña (opcional)"
            error={errors.password?.message}
            hint="Si la dejas vacía, se genera una contraseña segura de 12 caracteres."
          >
            {(control) => (
              <PasswordInput
                autoComplete="new-password"
                placeholder="Se genera si lo dejas vacío"
                {...control}
                {...register('password')}
              />
            )}
          </Field>
        </CardContent>
      </Card>

      <Card className="gap-5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Store className="size-4 text-primary" aria-hidden="true" />
            <h2>Datos de la tienda</h2>
          </CardTitle>
          <CardDescription>La tienda se crea activa y a nombre del cliente.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <TextField
            id="client-store-name"
            label="Nombre de la tienda *"
            error={errors.storeName?.message}
            maxLength={STORE_NAME_MAX}
            autoComplete="off"
            placeholder="Ej: Ropa de Sofi"
            {...register('storeName')}
          />
          <Field
            id="client-store-description"
            label="Descripción de la tienda"
            error={errors.storeDescription?.message}
          >
            {(control) => (
              <Textarea
                rows={3}
                maxLength={STORE_DESCRIPTION_MAX}
                placeholder="Qué vende la tienda"
                {...control}
                {...register('storeDescription')}
              />
            )}
          </Field>
          <TextField
            id="client-store-slug"
            label="Enlace de la tienda (opcional)"
            error={errors.storeSlug?.message}
            hint="Solo minúsculas, números y guiones. Si lo dejas vacío, se crea a partir del nombre de la tienda."
            maxLength={STORE_SLUG_MAX}
            autoComplete="off"
            autoCapitalize="none"
            placeholder={clientSlugFromName(storeName) || 'mi-tienda'}
            className="font-mono"
            {...register('storeSlug')}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => reset(emptyClientForm)} disabled={busy}>
          <Eraser />
          Limpiar Formulario
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <UserPlus />}
          {busy ? 'Creando cuenta...' : 'Crear Cuenta'}
        </Button>
      </div>
    </form>
  );
}
