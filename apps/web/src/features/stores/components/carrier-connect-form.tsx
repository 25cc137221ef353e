import { type CarrierConnectInput, carrierConnectSchema, firstIssue, type ShippingCarrier } from '@vidriera/core';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConnectCarrier } from '../api/carriers';

/** The fields each carrier's account asks for (docs/product/orders.md, "Envíos por transportista"). */
const FIELDS: Record<ShippingCarrier, { name: string; label: string; secret?: boolean }[]> = {
  correo_argentino: [
    { name: 'apiUser', label: 'Usuario de la API MiCorreo' },
    { name: 'apiPassword', label: 'Contraseña de la API', secret: true },
    { name: 'email', label: 'E-mail de tu cuenta MiCorreo' },
    { name: 'password', label: 'Contraseña de MiCorreo', secret: true },
  ],
  oca: [
    { name: 'username', label: 'Usuario de e-Pak' },
    { name: 'password', label: 'Contraseña de e-Pak', secret: true },
    { name: 'cuit', label: 'CUIT (30-12345678-9)' },
    { name: 'accountNumber', label: 'Número de cuenta' },
    { name: 'doorOperativa', label: 'Operativa a domicilio' },
    { name: 'branchOperativa', label: 'Operativa a sucursal' },
  ],
};

/** "Conectar": the carrier checks the account before it is saved; its message shows when it refuses. */
export function CarrierConnectForm({ carrier, label }: { carrier: ShippingCarrier; label: string }) {
  const connect = useConnectCarrier();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = carrierConnectSchema.safeParse({ carrier, ...values });
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      return setErrors({ [issue.field || 'carrier']: issue.message });
    }
    setErrors({});
    connect.mutate(parsed.data as CarrierConnectInput, {
      onSuccess: () => (setValues({}), toast.success('Éxito', { description: `${label} quedó conectado.` })),
      onError: (error) =>
        toast.error('Error', { description: isApiError(error) ? error.message : 'No se pudo conectar.' }),
    });
  };
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label={`Conectar ${label}`}>
      {FIELDS[carrier].map(({ name, label: fieldLabel, secret }) => {
        const id = `${carrier}-${name}`;
        return (
          <Field key={name} id={id} label={fieldLabel} error={errors[name]}>
            <Input
              id={id}
              type={secret ? 'password' : 'text'}
              autoComplete="off"
              value={values[name] ?? ''}
              onChange={(e) => setValues((prev) => ({ ...prev, [name]: e.target.value }))}
            />
          </Field>
        );
      })}
      {carrier === 'oca' && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Al conectar, OCA comprueba el CUIT y la operativa a domicilio con una cotización. La contraseña de e-Pak solo
          se comprueba al crear el primer envío: si es incorrecta, el pedido muestra el mensaje de OCA.
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Conectando…' : `Conectar ${label}`}
        </Button>
      </div>
    </form>
  );
}
