import {
  MAX_PENDING_ORDERS_PER_PHONE_LIMIT,
  MAX_UNITS_PER_PRODUCT_LIMIT,
  RESERVATION_POLICY_LABELS,
  UNOPENED_RESERVATION_MINUTES_MAX,
  EXPIRED_ORDER_GRACE_HOURS_MAX,
  UNOPENED_RESERVATION_MINUTES_MIN,
} from '@vidriera/core';
import { ShieldCheck } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { StoreSettingsField, StoreSettingsFormValues } from '../utils/store-form-schemas';
import { Section } from './settings-section';

interface OrderPolicySectionProps {
  register: UseFormRegister<StoreSettingsFormValues>;
  errors: FieldErrors<StoreSettingsFormValues>;
  invalid: (name: StoreSettingsField, hint?: string) => Record<string, unknown>;
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** The store's reservation policy: how much one order, one phone and other sites can take off sale (docs/product/orders.md). */
export function OrderPolicySection({ register, errors, invalid }: OrderPolicySectionProps) {
  return (
    <Section icon={<ShieldCheck className="size-4" />} title="Pedidos desde la tienda" description="Para que nadie aparte todo tu stock con pedidos que no compra.">
      <Field id="settings-maxUnitsPerProduct" label={RESERVATION_POLICY_LABELS.maxUnitsPerProduct} error={errors.maxUnitsPerProduct?.message}>
        <Input
          id="settings-maxUnitsPerProduct"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS_PER_PRODUCT_LIMIT}
          step={1}
          className="max-w-32"
          {...invalid('maxUnitsPerProduct', 'settings-maxUnitsPerProduct-hint')}
          {...register('maxUnitsPerProduct', { valueAsNumber: true })}
        />
        <Hint id="settings-maxUnitsPerProduct-hint">Cuántas unidades de cada variante puede apartar un pedido.</Hint>
      </Field>
      <Field id="settings-maxPendingOrdersPerPhone" label={RESERVATION_POLICY_LABELS.maxPendingOrdersPerPhone} error={errors.maxPendingOrdersPerPhone?.message}>
        <Input
          id="settings-maxPendingOrdersPerPhone"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PENDING_ORDERS_PER_PHONE_LIMIT}
          step={1}
          className="max-w-32"
          {...invalid('maxPendingOrdersPerPhone', 'settings-maxPendingOrdersPerPhone-hint')}
          {...register('maxPendingOrdersPerPhone', { valueAsNumber: true })}
        />
        <Hint id="settings-maxPendingOrdersPerPhone-hint">Al llegar a este número, el cliente espera a que confirmes alguno.</Hint>
      </Field>
      <Field id="settings-reservedSharePercent" label={RESERVATION_POLICY_LABELS.reservedSharePercent} error={errors.reservedSharePercent?.message}>
        <Input
          id="settings-reservedSharePercent"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          className="max-w-32"
          {...invalid('reservedSharePercent', 'settings-reservedSharePercent-hint')}
          {...register('reservedSharePercent', { valueAsNumber: true })}
        />
        <Hint id="settings-reservedSharePercent-hint">
          De cada variante, cuánto pueden apartar en una hora los pedidos sin confirmar de una misma conexión o un mismo teléfono (al menos 1 unidad).
        </Hint>
      </Field>
      <Field id="settings-unopenedReservationMinutes" label={RESERVATION_POLICY_LABELS.unopenedReservationMinutes} error={errors.unopenedReservationMinutes?.message}>
        <Input
          id="settings-unopenedReservationMinutes"
          type="number"
          inputMode="numeric"
          min={UNOPENED_RESERVATION_MINUTES_MIN}
          max={UNOPENED_RESERVATION_MINUTES_MAX}
          step={1}
          className="max-w-32"
          {...invalid('unopenedReservationMinutes', 'settings-unopenedReservationMinutes-hint')}
          {...register('unopenedReservationMinutes', { valueAsNumber: true })}
        />
        <Hint id="settings-unopenedReservationMinutes-hint">Al abrir el pedido, la reserva se extiende hasta el plazo completo.</Hint>
      </Field>
      <Field id="settings-expiredOrderGraceHours" label={RESERVATION_POLICY_LABELS.expiredOrderGraceHours} error={errors.expiredOrderGraceHours?.message}>
        <Input
          id="settings-expiredOrderGraceHours"
          type="number"
          inputMode="numeric"
          min={1}
          max={EXPIRED_ORDER_GRACE_HOURS_MAX}
          step={1}
          className="max-w-32"
          {...invalid('expiredOrderGraceHours', 'settings-expiredOrderGraceHours-hint')}
          {...register('expiredOrderGraceHours', { valueAsNumber: true })}
        />
        <Hint id="settings-expiredOrderGraceHours-hint">
          Un pedido que no confirmaste se cierra solo como Vencido pasado este tiempo desde que venció su reserva. Puedes reabrirlo cambiando su estado.
        </Hint>
      </Field>
      <Field id="settings-orderOrigins" label={RESERVATION_POLICY_LABELS.orderOrigins} error={errors.orderOrigins?.message}>
        <Textarea
          id="settings-orderOrigins"
          rows={2}
          placeholder="https://mitienda.com.ar"
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono text-[13px]"
          {...invalid('orderOrigins', 'settings-orderOrigins-hint')}
          {...register('orderOrigins')}
        />
        <Hint id="settings-orderOrigins-hint">
          Solo si muestras tu catálogo en tu propio sitio web: una dirección por línea. Tu tienda de Vidriera siempre puede recibir pedidos.
        </Hint>
      </Field>
    </Section>
  );
}
