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
import { TextField } from '@/components/text-field';
import { Textarea } from '@/components/ui/textarea';
import type { StoreSettingsFormValues } from '../utils/store-form-schemas';
import { Section } from './settings-section';

interface OrderPolicySectionProps {
  register: UseFormRegister<StoreSettingsFormValues>;
  errors: FieldErrors<StoreSettingsFormValues>;
}

/** The policy's limits, each a whole number between its bounds, in the order the card shows them. */
const LIMITS = [
  {
    name: 'maxUnitsPerProduct',
    min: 1,
    max: MAX_UNITS_PER_PRODUCT_LIMIT,
    hint: 'Cuántas unidades de cada variante puede apartar un pedido.',
  },
  {
    name: 'maxPendingOrdersPerPhone',
    min: 1,
    max: MAX_PENDING_ORDERS_PER_PHONE_LIMIT,
    hint: 'Al llegar a este número, el cliente espera a que confirmes alguno.',
  },
  {
    name: 'reservedSharePercent',
    min: 1,
    max: 100,
    hint: 'De cada variante, cuánto pueden apartar en una hora los pedidos sin confirmar de una misma conexión o un mismo teléfono (al menos 1 unidad).',
  },
  {
    name: 'unopenedSharePercent',
    min: 0,
    max: 100,
    hint: 'De cada variante, cuánto pueden apartar entre todos los pedidos que aún no abriste, vengan de donde vengan. Los pedidos que no entran se toman igual, sin reserva, y los confirmas si te alcanza el stock.',
  },
  {
    name: 'unopenedReservationMinutes',
    min: UNOPENED_RESERVATION_MINUTES_MIN,
    max: UNOPENED_RESERVATION_MINUTES_MAX,
    hint: 'Al abrir el pedido, la reserva se extiende hasta el plazo completo.',
  },
  {
    name: 'expiredOrderGraceHours',
    min: 1,
    max: EXPIRED_ORDER_GRACE_HOURS_MAX,
    hint: 'Un pedido que no confirmaste se cierra solo como Vencido pasado este tiempo desde que venció su reserva. Puedes reabrirlo cambiando su estado.',
  },
] as const;

/** The store's reservation policy: how much one order, one phone and other sites can take off sale (docs/product/orders.md). */
export function OrderPolicySection({ register, errors }: OrderPolicySectionProps) {
  return (
    <Section
      icon={<ShieldCheck className="size-4" />}
      title="Pedidos desde la tienda"
      description="Para que nadie aparte todo tu stock con pedidos que no compra."
    >
      {LIMITS.map(({ name, min, max, hint }) => (
        <TextField
          key={name}
          id={`settings-${name}`}
          label={RESERVATION_POLICY_LABELS[name]}
          error={errors[name]?.message}
          hint={hint}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className="max-w-32"
          {...register(name, { valueAsNumber: true })}
        />
      ))}
      <Field
        id="settings-orderOrigins"
        label={RESERVATION_POLICY_LABELS.orderOrigins}
        error={errors.orderOrigins?.message}
        hint="Solo si muestras tu catálogo en tu propio sitio web: una dirección por línea. Tu tienda de Vidriera siempre puede recibir pedidos."
      >
        {(control) => (
          <Textarea
            rows={2}
            placeholder="https://mitienda.com.ar"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono text-[13px]"
            {...control}
            {...register('orderOrigins')}
          />
        )}
      </Field>
    </Section>
  );
}
