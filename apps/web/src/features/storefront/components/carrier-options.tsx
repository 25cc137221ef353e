import { FREE_SHIPPING, formatPrice } from '@vidriera/core';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import type { DeliveryForm } from '../hooks/use-delivery-form';

/**
 * "Opciones de envío" (docs/product/orders.md, "Envíos por transportista"):
 * the store's flat zone and each carrier to the door or to a branch, with its
 * price and days; "a sucursal" then asks which of the nearest branches.
 */
export function CarrierOptions({ form, idPrefix }: { form: DeliveryForm; idPrefix: string }) {
  if (form.method !== 'shipping' || form.carriers.length === 0) return null;
  const zone = form.zoneQuote;
  const zoneText =
    zone.kind === 'fee'
      ? `${zone.zone}: ${formatPrice(zone.feeCents)}`
      : zone.kind === 'free'
        ? `${zone.zone}: ${FREE_SHIPPING}`
        : zone.kind === 'to-agree'
          ? `${zone.zone}: a convenir con el vendedor`
          : null;
  const options = [
    ...(zoneText ? [{ key: 'zone', title: 'Envío de la tienda', detail: zoneText }] : []),
    ...form.carriers.map((c) => ({
      key: `${c.carrier}:${c.service}`,
      title: `${c.label}: ${c.free ? FREE_SHIPPING : formatPrice(c.feeCents)}`,
      detail: c.daysText,
    })),
  ];
  const chosen = form.chosen;
  return (
    <div className="space-y-2" role="radiogroup" aria-label="Opciones de envío">
      <p className="text-sm font-medium">Opciones de envío</p>
      {options.map((o) => (
        <label
          key={o.key}
          className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-checked:border-primary"
        >
          <input
            type="radio"
            name={`${idPrefix}-shipping-option`}
            value={o.key}
            checked={form.option === o.key}
            onChange={() => form.setOption(o.key)}
            className="mt-1 size-4 accent-primary"
          />
          <span className="text-sm">
            {o.title}
            <span className="block text-muted-foreground">{o.detail}</span>
          </span>
        </label>
      ))}
      {chosen?.service === 'branch' && (
        <Field id={`${idPrefix}-branch`} label="Sucursal" error={form.errors.branch}>
          <NativeSelect
            id={`${idPrefix}-branch`}
            name="branch"
            value={form.branchCode}
            onChange={(event) => form.setBranchCode(event.target.value)}
            aria-invalid={form.errors.branch ? true : undefined}
          >
            <option value="">Elige la sucursal</option>
            {chosen.branches.map((b) => (
              <option key={b.code} value={b.code}>
                {`${b.name} (${b.address})`}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
    </div>
  );
}
