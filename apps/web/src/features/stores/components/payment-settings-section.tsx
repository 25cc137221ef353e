import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodName,
  storePaymentSettingsSchema,
  TRANSFER_DISCOUNT_MAX,
  TRANSFER_HOLDER_MAX,
} from '@vidriera/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { myStoreQueryOptions, type Store } from '@/lib/my-store';
import { Section } from './settings-section';

/**
 * "Cobros y stock" (docs/product/stores.md): how shoppers may pay, the name
 * on the transfer account, an optional transfer discount and the low-stock
 * threshold. Saved on its own (PUT /api/stores/mine/payment).
 */
export function PaymentSettingsSection({ store }: { store: Store }) {
  const queryClient = useQueryClient();
  const [methods, setMethods] = useState<PaymentMethodName[]>(store.paymentMethods);
  const [holder, setHolder] = useState(store.transferHolder ?? '');
  const [discount, setDiscount] = useState(store.transferDiscountPercent?.toString() ?? '');
  const [threshold, setThreshold] = useState(String(store.lowStockThreshold));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => api.put<{ store: Store }>('/api/stores/mine/payment', body),
    onSuccess: ({ store: saved }) => queryClient.setQueryData(myStoreQueryOptions.queryKey, { store: saved }),
  });

  function submit() {
    const parsed = storePaymentSettingsSchema.safeParse({
      paymentMethods: methods,
      transferHolder: holder,
      transferDiscountPercent: discount.trim() === '' ? null : Number(discount),
      lowStockThreshold: Number(threshold),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Revisa los datos.' });
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Éxito', { description: 'Cobros y stock actualizados.' }),
      onError: (e) => toast.error('Error', { description: isApiError(e) ? e.message : 'No se pudieron guardar los cobros.' }),
    });
  }

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const toggle = (method: PaymentMethodName, on: boolean) => setMethods((current) => (on ? [...current, method] : current.filter((m) => m !== method)));

  return (
    <Section icon={<Wallet className="size-4" />} title="Cobros y stock" description="Cómo te pagan tus clientes y cuándo avisarte que queda poco stock.">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Métodos de pago que aceptas</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={methods.includes(method)} onChange={(e) => toggle(method, e.target.checked)} />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
        {!store.cbu && methods.includes('transfer') && (
          <p className="text-xs text-muted-foreground">Carga tu CBU/Alias arriba para que tus clientes puedan elegir transferencia.</p>
        )}
        {errorOf('paymentMethods') && <p className="text-sm text-destructive">{errorOf('paymentMethods')}</p>}
      </fieldset>
      <Field id="settings-transferHolder" label="Titular de la cuenta" error={errorOf('transferHolder')}>
        <Input id="settings-transferHolder" maxLength={TRANSFER_HOLDER_MAX} placeholder="Ej: María López" value={holder} onChange={(e) => setHolder(e.target.value)} />
      </Field>
      <Field id="settings-transferDiscount" label="Descuento por transferencia (%)" error={errorOf('transferDiscountPercent')}>
        <Input
          id="settings-transferDiscount"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRANSFER_DISCOUNT_MAX}
          className="max-w-32"
          placeholder="Sin descuento"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
        />
      </Field>
      <Field id="settings-lowStockThreshold" label="Avisarme cuando queden (unidades)" error={errorOf('lowStockThreshold')}>
        <Input
          id="settings-lowStockThreshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          className="max-w-32"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
      </Field>
      <Button type="button" onClick={submit} disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Guardar cobros
      </Button>
    </Section>
  );
}
