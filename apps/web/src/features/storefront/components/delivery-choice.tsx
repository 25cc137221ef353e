import { type AddressFields, DELIVERY_METHOD_LABELS, FREE_SHIPPING, formatPrice } from '@vidriera/core';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import type { DeliveryForm } from '../hooks/use-delivery-form';
import { NativeSelect } from '@/components/native-select';
import { ProvinceOptions } from '@/components/province-options';
import { CarrierOptions } from './carrier-options';

const ADDRESS_FIELDS: {
  field: Exclude<keyof AddressFields, 'province'>;
  label: string;
  autoComplete: string;
  placeholder: string;
  inputMode?: 'numeric';
}[] = [
  { field: 'street', label: 'Calle', autoComplete: 'address-line1', placeholder: 'Ej: Av. Corrientes' },
  { field: 'number', label: 'Número', autoComplete: 'off', placeholder: 'Ej: 1234 o S/N' },
  { field: 'unit', label: 'Piso/Depto (opcional)', autoComplete: 'address-line2', placeholder: 'Ej: 5° B' },
  { field: 'postalCode', label: 'Código postal', autoComplete: 'postal-code', placeholder: 'Ej: 1425 o C1425ABC' },
  { field: 'city', label: 'Localidad', autoComplete: 'address-level2', placeholder: 'Ej: Palermo' },
];

/** What the shopper will pay for delivery, as the server will decide it. */
function QuoteLine({ form }: { form: DeliveryForm }) {
  const { quote } = form;
  const text =
    quote.kind === 'pickup'
      ? 'Retiro sin costo'
      : quote.kind === 'fee'
        ? `Envío a ${quote.zone}: ${formatPrice(quote.feeCents)}`
        : quote.kind === 'free'
          ? `${FREE_SHIPPING} (${quote.zone})`
          : quote.kind === 'to-agree'
            ? `Envío a ${quote.zone}: a convenir con el vendedor`
            : quote.kind === 'no-zone'
              ? 'Esta tienda no hace envíos a esa dirección. Revisa la dirección o elige retiro en el local.'
              : null;
  if (!text) return null;
  return (
    <p className={quote.kind === 'no-zone' ? 'text-sm text-destructive' : 'text-sm font-medium'} aria-live="polite">
      {text}
    </p>
  );
}

/** "¿Cómo recibes tu pedido?": pickup at one of the store's points, or delivery to an Argentine address (docs/product/orders.md, "Delivery"). */
export function DeliveryChoice({
  form,
  idPrefix,
  disabled,
}: {
  form: DeliveryForm;
  idPrefix: string;
  disabled?: boolean;
}) {
  if (form.offered.length === 0) return null;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">¿Cómo recibes tu pedido?</legend>
      {form.offered.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5"
        >
          <input
            type="radio"
            name={`${idPrefix}-delivery`}
            value={method}
            checked={form.method === method}
            onChange={() => form.setMethod(method)}
            className="size-4 accent-primary"
          />
          <span className="text-sm">{DELIVERY_METHOD_LABELS[method]}</span>
        </label>
      ))}
      {form.method === 'pickup' && (
        <div className="space-y-2">
          {form.points.map((point, index) => (
            <label
              key={point.address}
              className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-checked:border-primary"
            >
              <input
                type="radio"
                name={`${idPrefix}-point`}
                checked={form.pointIndex === index}
                onChange={() => form.setPointIndex(index)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="text-sm">
                {point.address}
                {point.hours && <span className="block text-muted-foreground">{point.hours}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {form.method === 'shipping' && (
        <div className="grid grid-cols-2 items-end gap-3">
          {ADDRESS_FIELDS.map(({ field, label, autoComplete, placeholder }) => {
            const id = `${idPrefix}-address-${field}`;
            const error = form.errors[field];
            return (
              <div key={field} className={field === 'number' || field === 'unit' ? undefined : 'col-span-2'}>
                <Field id={id} label={label} error={error}>
                  <Input
                    id={id}
                    name={field}
                    autoComplete={autoComplete}
                    placeholder={placeholder}
                    value={form.address[field]}
                    onChange={(event) => form.setField(field, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                </Field>
              </div>
            );
          })}
          <div className="col-span-2">
            <Field id={`${idPrefix}-address-province`} label="Provincia" error={form.errors.province}>
              <NativeSelect
                id={`${idPrefix}-address-province`}
                name="province"
                autoComplete="address-level1"
                value={form.address.province}
                onChange={(event) => form.setField('province', event.target.value)}
                aria-invalid={form.errors.province ? true : undefined}
              >
                <ProvinceOptions />
              </NativeSelect>
            </Field>
          </div>
        </div>
      )}
      <CarrierOptions form={form} idPrefix={idPrefix} />
      <QuoteLine form={form} />
      {form.method === 'shipping' && form.freeAboveCents !== null && (
        <p className="text-xs text-muted-foreground">
          Envío gratis en compras desde {formatPrice(form.freeAboveCents)}.
        </p>
      )}
    </fieldset>
  );
}
