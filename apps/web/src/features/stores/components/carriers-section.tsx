import {
  type CarrierSettingsInput,
  carrierSettingsSchema,
  type CarriersView,
  firstIssue,
  SHIPPING_CARRIER_LABELS,
  SHIPPING_CARRIERS,
} from '@vidriera/core';
import { Truck, Unplug } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';
import { ProvinceOptions } from '@/components/province-options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCarriers, useDisconnectCarrier, useSaveCarrierSettings } from '../api/carriers';
import { CarrierConnectForm } from './carrier-connect-form';
import { Section } from './settings-section';

const ADJUSTMENTS = [
  ['none', 'Sin ajuste: el precio del transportista'],
  ['fee_fixed', 'Sumar un monto fijo (pesos)'],
  ['fee_percent', 'Sumar un porcentaje'],
  ['subsidy_fixed', 'Descontar un monto fijo (pesos)'],
  ['subsidy_percent', 'Descontar un porcentaje (ej. 50: envío a mitad de precio)'],
] as const;

const EMPTY = {
  postalCode: '',
  province: '',
  street: '',
  number: '',
  city: '',
  weightGrams: '500',
  heightCm: '10',
  widthCm: '20',
  lengthCm: '30',
  kind: 'none',
  value: '0',
  createShipment: 'on_confirm',
};

function formOf(view: CarriersView): typeof EMPTY {
  const s = view.settings;
  if (!s) return EMPTY;
  const money = s.adjustment.kind.endsWith('fixed') ? s.adjustment.value / 100 : s.adjustment.value;
  return {
    ...s.origin,
    weightGrams: String(s.package.weightGrams),
    heightCm: String(s.package.heightCm),
    widthCm: String(s.package.widthCm),
    lengthCm: String(s.package.lengthCm),
    kind: s.adjustment.kind,
    value: String(money),
    createShipment: s.createShipment,
  };
}

const TEXT_FIELDS = [
  ['street', 'Calle'],
  ['number', 'Número'],
  ['city', 'Localidad'],
  ['postalCode', 'Código postal'],
  ['weightGrams', 'Peso por defecto (g)'],
  ['heightCm', 'Alto de la caja (cm)'],
  ['widthCm', 'Ancho de la caja (cm)'],
  ['lengthCm', 'Largo de la caja (cm)'],
] as const;

/** Origin, default box, the price adjustment and when a shipment is created. */
function CarrierSettingsForm({ view }: { view: CarriersView }) {
  const save = useSaveCarrierSettings();
  const [values, setValues] = useState(() => formOf(view));
  const [error, setError] = useState<{ field: string; message: string }>();
  const set = (name: string, value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const v = values;
    const amount = Number(v.value.replace(',', '.'));
    const parsed = carrierSettingsSchema.safeParse({
      origin: { postalCode: v.postalCode, province: v.province, street: v.street, number: v.number, city: v.city },
      package: {
        weightGrams: Number(v.weightGrams),
        heightCm: Number(v.heightCm),
        widthCm: Number(v.widthCm),
        lengthCm: Number(v.lengthCm),
      },
      adjustment: { kind: v.kind, value: v.kind.endsWith('fixed') ? Math.round(amount * 100) : amount },
      createShipment: v.createShipment,
    });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    save.mutate(parsed.data as CarrierSettingsInput, {
      onSuccess: () => toast.success('Éxito', { description: 'Datos de envío guardados.' }),
      onError: (e) => toast.error('Error', { description: isApiError(e) ? e.message : 'No se pudo guardar.' }),
    });
  };
  const errorOf = (name: string) => (error && error.field.endsWith(name) ? error.message : undefined);
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Datos de envío">
      {TEXT_FIELDS.map(([name, label]) => (
        <Field key={name} id={`carrier-${name}`} label={label} error={errorOf(name)}>
          <Input id={`carrier-${name}`} value={values[name]} onChange={(e) => set(name, e.target.value)} />
        </Field>
      ))}
      <Field id="carrier-province" label="Provincia de origen" error={errorOf('province')}>
        <NativeSelect id="carrier-province" value={values.province} onChange={(e) => set('province', e.target.value)}>
          <ProvinceOptions />
        </NativeSelect>
      </Field>
      <Field id="carrier-kind" label="Ajuste del precio">
        <NativeSelect id="carrier-kind" value={values.kind} onChange={(e) => set('kind', e.target.value)}>
          {ADJUSTMENTS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="carrier-value" label="Monto o porcentaje del ajuste" error={errorOf('value')}>
        <Input
          id="carrier-value"
          inputMode="decimal"
          value={values.value}
          onChange={(e) => set('value', e.target.value)}
        />
      </Field>
      <Field id="carrier-create" label="Crear el envío">
        <NativeSelect
          id="carrier-create"
          value={values.createShipment}
          onChange={(e) => set('createShipment', e.target.value)}
        >
          <option value="on_confirm">Al confirmar el pedido</option>
          <option value="button">Con el botón «Crear envío» del pedido</option>
        </NativeSelect>
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Guardar datos de envío
        </Button>
      </div>
    </form>
  );
}

/** "Envíos por transportista" (docs/product/orders.md): connect Correo Argentino and OCA, and the store's shipping data. */
export function CarriersSection() {
  const carriers = useCarriers();
  const disconnect = useDisconnectCarrier();
  const view = carriers.data;
  return (
    <Section
      icon={<Truck className="size-4" />}
      title="Envíos por transportista"
      description="Cotiza con Correo Argentino y OCA por código postal y peso, y crea los envíos desde cada pedido."
    >
      {carriers.isPending && <p className="text-sm text-muted-foreground">Cargando…</p>}
      {carriers.isError && <p className="text-sm text-destructive">No se pudieron cargar los transportistas.</p>}
      {view && <CarrierSettingsForm key={view.settings ? 'saved' : 'new'} view={view} />}
      {view &&
        SHIPPING_CARRIERS.map((carrier) => {
          const label = SHIPPING_CARRIER_LABELS[carrier];
          const account = view.accounts.find((a) => a.carrier === carrier);
          return (
            <div key={carrier} className="space-y-3 border-t pt-4">
              <h3 className="text-sm font-medium">{label}</h3>
              {account ? (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm">
                    Cuenta conectada: <span className="font-medium">{account.account}</span>
                  </p>
                  <Button variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate(carrier)}>
                    <Unplug />
                    Desconectar
                  </Button>
                </div>
              ) : (
                <CarrierConnectForm carrier={carrier} label={label} />
              )}
            </div>
          );
        })}
    </Section>
  );
}
