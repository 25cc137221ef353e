import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TRANSFER_DISCOUNT_MAX, TRANSFER_HOLDER_MAX } from '@vidriera/core';
import { Wallet } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/text-field';
import type { StoreSettingsFormValues } from '../utils/store-form-schemas';
import { Section } from './settings-section';

interface PaymentSettingsSectionProps {
  register: UseFormRegister<StoreSettingsFormValues>;
  errors: FieldErrors<StoreSettingsFormValues>;
  /** Transfer is chosen but no CBU/alias is typed above: shoppers could not pick it. */
  transferWithoutCbu: boolean;
}

/**
 * "Cobros y stock" (docs/product/stores.md): how shoppers may pay, the name
 * on the transfer account, an optional transfer discount and the low-stock
 * threshold. Part of the settings form: "Guardar Cambios" saves it too.
 */
export function PaymentSettingsSection({ register, errors, transferWithoutCbu }: PaymentSettingsSectionProps) {
  return (
    <Section
      icon={<Wallet className="size-4" />}
      title="Cobros y stock"
      description="Cómo te pagan tus clientes y cuándo avisarte que queda poco stock."
    >
      <fieldset
        className="space-y-2"
        aria-describedby={errors.paymentMethods ? 'settings-paymentMethods-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Métodos de pago que aceptas</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" value={method} {...register('paymentMethods')} />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
        {transferWithoutCbu && (
          <p className="text-xs text-muted-foreground">
            Carga tu CBU/Alias arriba para que tus clientes puedan elegir transferencia.
          </p>
        )}
        {errors.paymentMethods?.message && (
          <p id="settings-paymentMethods-error" className="text-sm text-destructive">
            {errors.paymentMethods.message}
          </p>
        )}
      </fieldset>
      <TextField
        id="settings-transferHolder"
        label="Titular de la cuenta"
        error={errors.transferHolder?.message}
        maxLength={TRANSFER_HOLDER_MAX}
        placeholder="Ej: María López"
        {...register('transferHolder')}
      />
      <TextField
        id="settings-transferDiscountPercent"
        label="Descuento por transferencia (%)"
        error={errors.transferDiscountPercent?.message}
        hint="Vacío: sin descuento."
        type="number"
        inputMode="numeric"
        min={1}
        max={TRANSFER_DISCOUNT_MAX}
        className="max-w-44"
        placeholder="Sin descuento"
        {...register('transferDiscountPercent', { setValueAs: (v: string | number) => (v === '' ? '' : Number(v)) })}
      />
      <TextField
        id="settings-lowStockThreshold"
        label="Avisarme cuando queden (unidades)"
        error={errors.lowStockThreshold?.message}
        type="number"
        inputMode="numeric"
        min={0}
        max={1000}
        className="max-w-44"
        {...register('lowStockThreshold', { valueAsNumber: true })}
      />
    </Section>
  );
}
