import { PROVINCE_CODES, PROVINCES, type StoreSettingsInput } from '@vidriera/core';
import { Truck } from 'lucide-react';
import { type Control, useController } from 'react-hook-form';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { DeliveryForm, ZoneForm } from '../utils/delivery-settings-form';
import type { StoreSettingsFormValues } from '../utils/store-form-schemas';
import { Section } from './settings-section';

const NEW_ZONE: ZoneForm = { name: '', provinces: [], postalCodes: '', fee: '', toAgree: false };

function ZoneFields({
  zone,
  index,
  onChange,
  onRemove,
}: {
  zone: ZoneForm;
  index: number;
  onChange: (z: ZoneForm) => void;
  onRemove: () => void;
}) {
  const id = `zone-${index}`;
  return (
    <div className="space-y-3 rounded-lg border p-3">
      <Field id={`${id}-name`} label="Nombre de la zona">
        <Input
          id={`${id}-name`}
          placeholder="Ej: CABA, GBA, Resto del país"
          value={zone.name}
          onChange={(e) => onChange({ ...zone, name: e.target.value })}
        />
      </Field>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{`Provincias (${zone.provinces.length === 0 ? 'ninguna' : zone.provinces.length})`}</summary>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {PROVINCE_CODES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={zone.provinces.includes(code)}
                onChange={(e) =>
                  onChange({
                    ...zone,
                    provinces: e.target.checked ? [...zone.provinces, code] : zone.provinces.filter((p) => p !== code),
                  })
                }
              />
              {PROVINCES[code]}
            </label>
          ))}
        </div>
      </details>
      <Field id={`${id}-postal`} label="Códigos postales (opcional)">
        <Input
          id={`${id}-postal`}
          placeholder="Ej: 1600-1899, 1702"
          value={zone.postalCodes}
          onChange={(e) => onChange({ ...zone, postalCodes: e.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-fee`} label="Costo de envío ($)">
          <Input
            id={`${id}-fee`}
            inputMode="decimal"
            className="max-w-40"
            disabled={zone.toAgree}
            value={zone.fee}
            onChange={(e) => onChange({ ...zone, fee: e.target.value })}
          />
        </Field>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={zone.toAgree}
            onChange={(e) => onChange({ ...zone, toAgree: e.target.checked })}
          />
          A convenir
        </label>
        <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
          Quitar zona
        </Button>
      </div>
    </div>
  );
}

/**
 * "Entregas" (docs/product/stores.md): pickup points and shipping zones, each
 * with its fee or "a convenir", and free shipping from an amount. Part of the
 * settings form: "Guardar Cambios" saves it too, checked here and on the
 * server with `deliverySettingsSchema`.
 */
export function DeliverySettingsSection({
  control,
}: {
  control: Control<StoreSettingsFormValues, unknown, StoreSettingsInput>;
}) {
  const {
    field: { value: form, onChange, ref: focusRef },
    fieldState,
  } = useController({ control, name: 'delivery' });
  const set = (patch: Partial<DeliveryForm>) => onChange({ ...form, ...patch });
  const error = fieldState.error?.message;

  return (
    <Section
      icon={<Truck className="size-4" />}
      title="Entregas"
      description="Cómo reciben tus clientes sus pedidos: retiro en tu local o envío a domicilio por zonas."
    >
      <div className="space-y-5" aria-describedby={error ? 'settings-delivery-error' : undefined}>
        <fieldset className="space-y-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.pickupEnabled}
              onChange={(e) => set({ pickupEnabled: e.target.checked })}
            />
            Retiro en el local
          </label>
          {form.pickupEnabled &&
            form.points.map((point, index) => (
              <div key={index} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-2">
                <Field id={`point-${index}-address`} label="Dirección">
                  <Input
                    id={`point-${index}-address`}
                    placeholder="Ej: Av. Corrientes 1234, CABA"
                    value={point.address}
                    onChange={(e) =>
                      set({ points: form.points.map((p, i) => (i === index ? { ...p, address: e.target.value } : p)) })
                    }
                  />
                </Field>
                <Field id={`point-${index}-hours`} label="Horarios">
                  <Input
                    id={`point-${index}-hours`}
                    placeholder="Ej: Lunes a viernes de 10 a 18"
                    value={point.hours}
                    onChange={(e) =>
                      set({ points: form.points.map((p, i) => (i === index ? { ...p, hours: e.target.value } : p)) })
                    }
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => set({ points: form.points.filter((_, i) => i !== index) })}
                >
                  Quitar punto
                </Button>
              </div>
            ))}
          {form.pickupEnabled && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set({ points: [...form.points, { address: '', hours: '' }] })}
            >
              Agregar punto de retiro
            </Button>
          )}
        </fieldset>
        <fieldset className="space-y-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.shippingEnabled}
              onChange={(e) => set({ shippingEnabled: e.target.checked })}
            />
            Envío a domicilio
          </label>
          {form.shippingEnabled && (
            <>
              <p className="text-xs text-muted-foreground">
                Gana la zona más precisa: primero la que tiene el código postal, después la de la provincia, y por
                último una zona sin provincias ni códigos (todo el resto del país).
              </p>
              {form.zones.map((zone, index) => (
                <ZoneFields
                  key={index}
                  zone={zone}
                  index={index}
                  onChange={(z) => set({ zones: form.zones.map((old, i) => (i === index ? z : old)) })}
                  onRemove={() => set({ zones: form.zones.filter((_, i) => i !== index) })}
                />
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => set({ zones: [...form.zones, NEW_ZONE] })}
              >
                Agregar zona
              </Button>
              <Field id="free-above" label="Envío gratis desde ($, opcional)">
                <Input
                  id="free-above"
                  inputMode="decimal"
                  className="max-w-40"
                  placeholder="Sin envío gratis"
                  value={form.freeAbove}
                  onChange={(e) => set({ freeAbove: e.target.value })}
                />
              </Field>
            </>
          )}
        </fieldset>
        {/* Focused when a setting here is wrong, so its message comes into view above the phone's save bar. */}
        <p
          id="settings-delivery-error"
          ref={focusRef}
          tabIndex={-1}
          role="alert"
          className="scroll-mb-24 text-sm text-destructive outline-none empty:hidden"
        >
          {error}
        </p>
      </div>
    </Section>
  );
}
