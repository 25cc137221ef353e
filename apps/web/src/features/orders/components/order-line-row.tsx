import {
  centsToAmount,
  formatPrice,
  type OrderFormLine,
  type OrderFormValues,
  parseAmountToCents,
} from '@vidriera/core';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import type { OrderLineAttribute } from '../api/get-order';
import type { ProductOption } from '../api/get-product-options';
import {
  isOptionAvailable,
  type RemainingStock,
  resolveVariant,
  selectOption,
  type VariantAttribute,
  variantAttributes,
} from '../utils/variant-options';
import { AttributeSelect } from './attribute-select';
import { OrderLineAttributes } from '@/components/order-lines';

interface OrderLineRowProps {
  index: number;
  /** The product as the picker knows it; absent when it is no longer for sale. */
  product: ProductOption | undefined;
  /** What the order kept of the line, shown when the product is no longer for sale. */
  snapshot: OrderLineAttribute[];
  remaining: RemainingStock;
  onRemove: () => void;
}

/** One product of the order: attribute selects that choose the variant, quantity within stock, price and subtotal. */
export function OrderLineRow({ index, product, snapshot, remaining, onRemove }: OrderLineRowProps) {
  const { register, setValue, formState } = useFormContext<OrderFormValues>();
  // Undefined for one render while a removed line's row unmounts.
  const line: OrderFormLine | undefined = useWatch<OrderFormValues, `items.${number}`>({ name: `items.${index}` });
  const attributes = useMemo(() => (product ? variantAttributes(product) : []), [product]);
  const variant = product && line ? resolveVariant(product, attributes, line.selections) : undefined;
  const max = variant ? remaining(variant) : undefined;
  const errors = formState.errors.items?.[index];
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  const id = (name: string) => `order-line-${index}-${name}`;

  if (!line) return null;

  function choose(attribute: VariantAttribute, key: string) {
    if (!product || !line) return;
    const selections = selectOption(product, attributes, line.selections, attribute.id, key, remaining);
    const next = resolveVariant(product, attributes, selections);
    setValue(`items.${index}.selections`, selections, options);
    if (next?.id === line.variantId) return;
    setValue(`items.${index}.variantId`, next?.id ?? '', options);
    setValue(`items.${index}.quantity`, 1, options);
    if (next) setValue(`items.${index}.price`, centsToAmount(next.finalPriceCents), options);
  }

  function changeQuantity(input: HTMLInputElement) {
    if (!line) return;
    const text = input.value;
    const quantity = text.trim() === '' ? Number.NaN : Number(text);
    if (max !== undefined && quantity > max) {
      setValue(`items.${index}.quantity`, max, options);
      // At the limit already, the value does not change and nothing re-renders: the input shows it itself.
      input.value = String(max);
      toast.error('Stock Insuficiente', { description: `La cantidad máxima disponible es ${max}.` });
      return;
    }
    setValue(`items.${index}.quantity`, quantity, options);
  }

  const subtotal = (Number.isFinite(line.quantity) ? line.quantity : 0) * (parseAmountToCents(line.price) ?? 0);
  return (
    <li
      aria-label={`Producto ${index + 1}: ${line.productName}`}
      className="space-y-4 rounded-lg border bg-background p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <p className="font-medium">{line.productName}</p>
          {!product && <OrderLineAttributes attributes={snapshot} />}
          {!product && !line.variantId && (
            <p className="text-sm text-destructive">Este producto ya no está disponible. Quítalo del pedido.</p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onRemove}
          aria-label={`Quitar ${line.productName}`}
          title="Quitar"
        >
          <Trash2 />
        </Button>
      </div>

      {attributes.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {attributes.map((attribute, attributeIndex) => {
            const previous = attributes[attributeIndex - 1];
            return (
              <AttributeSelect
                key={attribute.id}
                id={id(`attribute-${attribute.id}`)}
                label={attribute.displayName}
                options={attribute.options}
                value={line.selections[attribute.id]}
                disabled={Boolean(previous && !line.selections[previous.id])}
                isAvailable={(key) =>
                  Boolean(
                    product && isOptionAvailable(product, attributes, line.selections, attribute.id, key, remaining),
                  )
                }
                onChange={(key) => choose(attribute, key)}
              />
            );
          })}
        </div>
      )}
      {errors?.variantId?.message && <p className="text-sm text-destructive">{errors.variantId.message}</p>}

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field id={id('quantity')} label="Cantidad" error={errors?.quantity?.message}>
          <Input
            id={id('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            disabled={!line.variantId}
            value={Number.isFinite(line.quantity) ? line.quantity : ''}
            onChange={(event) => changeQuantity(event.currentTarget)}
            aria-invalid={errors?.quantity ? true : undefined}
          />
        </Field>
        <Field id={id('price')} label="Precio unitario" error={errors?.price?.message}>
          <Input
            id={id('price')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            aria-invalid={errors?.price ? true : undefined}
            {...register(`items.${index}.price`)}
          />
        </Field>
        <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end sm:justify-end">
          {max !== undefined && <span className="text-xs text-muted-foreground">Disponible: {max}</span>}
          <span className="text-sm">
            Subtotal: <strong>{formatPrice(subtotal)}</strong>
          </span>
        </div>
      </div>
    </li>
  );
}
