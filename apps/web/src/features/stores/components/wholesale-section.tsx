import { centsToAmount, parseAmountToCents, type WholesaleMinimum } from '@vidriera/core';
import { Boxes } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import type { Store } from '@/lib/my-store';
import { toast } from '@/lib/toast';
import { useSaveWholesaleMinimum } from '../api/wholesale';
import { Section } from './settings-section';

const FAILED = 'No se pudo guardar. Intenta de nuevo.';
const AMOUNT_ERROR = 'La compra mínima debe ser un monto mayor que 0';
const UNITS_ERROR = 'Las unidades mínimas deben ser un número entero mayor que 0';

type Errors = Partial<Record<keyof WholesaleMinimum, string>>;

/** The typed texts as the route's body; an empty box is no minimum. */
function minimumOf(amount: string, units: string): { body: WholesaleMinimum } | { errors: Errors } {
  const typedAmount = amount
    .trim()
    .replace(/[$\s]/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '');
  const typedUnits = units.trim();
  const minOrderCents = typedAmount === '' ? null : parseAmountToCents(typedAmount);
  const minUnits = typedUnits === '' ? null : /^\d+$/.test(typedUnits) ? Number(typedUnits) : 0;
  const errors: Errors = {};
  if (typedAmount !== '' && !(minOrderCents !== null && minOrderCents > 0)) errors.minOrderCents = AMOUNT_ERROR;
  if (minUnits !== null && !(minUnits > 0)) errors.minUnits = UNITS_ERROR;
  return Object.keys(errors).length > 0 ? { errors } : { body: { minOrderCents, minUnits } };
}

/**
 * "Venta por mayor" (docs/product/orders.md, "Precios por mayor"): a minimum order in amount or units, either reached
 * is enough. The store's pages say it before the cart, and an order below it is refused.
 */
export function WholesaleSection({ store }: { store: Store }) {
  const saved = store.wholesaleMinimum;
  const save = useSaveWholesaleMinimum();
  const [amount, setAmount] = useState(saved.minOrderCents === null ? '' : centsToAmount(saved.minOrderCents));
  const [units, setUnits] = useState(saved.minUnits === null ? '' : String(saved.minUnits));
  const [errors, setErrors] = useState<Errors & { form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = minimumOf(amount, units);
    if ('errors' in typed) return setErrors(typed.errors);
    setErrors({});
    save.mutate(typed.body, {
      onSuccess: () => toast.success('Venta por mayor guardada'),
      onError: (e) =>
        setErrors(
          isApiError(e) && (e.field === 'minOrderCents' || e.field === 'minUnits')
            ? { [e.field]: e.message }
            : { form: isApiError(e) ? e.message : FAILED },
        ),
    });
  };

  return (
    <Section
      icon={<Boxes className="size-4" />}
      title="Venta por mayor"
      description="Una compra mínima para todos los pedidos de tu tienda: tus clientes la ven antes de llegar al carrito."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          id="wholesale-min-amount"
          label="Compra mínima ($)"
          error={errors.minOrderCents}
          hint="El total de los productos, a sus precios por mayor. Déjalo vacío si no pides un monto mínimo."
        >
          {(control) => (
            <Input
              inputMode="decimal"
              placeholder="50000"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field
          id="wholesale-min-units"
          label="Unidades mínimas"
          error={errors.minUnits}
          hint="Con un monto y unidades, alcanza con llegar a uno de los dos."
        >
          {(control) => (
            <Input
              inputMode="numeric"
              placeholder="12"
              value={units}
              onChange={(e) => setUnits(e.target.value)}
              {...control}
            />
          )}
        </Field>
        {errors.form && <p className="text-sm text-destructive">{errors.form}</p>}
        <Button type="submit" disabled={save.isPending}>
          Guardar venta por mayor
        </Button>
      </form>
    </Section>
  );
}
