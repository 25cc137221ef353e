import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { Attribute } from '../../api/types';
import { formatSignedPrice, parseSignedAmountToCents } from '../../utils/amounts';
import type { ProductFormValues } from '../../utils/product-form';
import { variantLabel } from '../../utils/variant-combinations';
import { variantGridClass } from './variant-grid';
import { VariantExtras } from './variant-extras';
import { VariantNumberInput } from './variant-number-inputs';
import { VariantPictures } from './variant-pictures';
import { VariantValueInput } from './variant-value-input';

interface VariantRowProps {
  form: UseFormReturn<ProductFormValues>;
  index: number;
  chosen: Attribute[];
  tracksStock: boolean;
  onRemove: () => void;
}

/** A labelled cell: the label shows on a phone; on a wide screen the table header names the column. */
function Cell({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 space-y-1 ${className ?? ''}`}>
      <Label htmlFor={id} className="text-xs text-muted-foreground lg:sr-only">
        {label}
      </Label>
      {children}
      {error && <p className="text-xs text-destructive">{error}</p>}
    </div>
  );
}

/** One variant: a value per attribute, SKU, stock, price adjustment, final price, active, remove. */
export function VariantRow({ form, index, chosen, tracksStock, onRemove }: VariantRowProps) {
  const { control, register, formState } = form;
  const variant = useWatch({ control, name: `variants.${index}` });
  const price = useWatch({ control, name: 'price' });
  const errors = formState.errors.variants?.[index];
  const prefix = `variant-${index}`;
  const label = variantLabel(variant, chosen, index);
  const base = parseSignedAmountToCents(price);
  const adjustment = variant.adjustment.trim() ? parseSignedAmountToCents(variant.adjustment) : 0;
  // A server message about the whole variant or its values (`variants.2`, `variants.2.values`).
  const valuesMessage = (errors?.values as { message?: unknown } | undefined)?.message;
  const rowError = errors?.message ?? (typeof valuesMessage === 'string' ? valuesMessage : undefined);
  const finalPrice = base === null || adjustment === null ? '—' : formatSignedPrice(base + adjustment);

  // One button for each layout; the hidden one is out of the accessibility tree.
  const removeButton = (className?: string) => (
    <Button
      variant="remove"
      size="icon"
      className={className}
      onClick={onRemove}
      aria-label={`Quitar variante ${index + 1}`}
      title="Quitar variante"
    >
      <Trash2 />
    </Button>
  );

  return (
    <li
      aria-label={`Variante ${index + 1}`}
      className="space-y-2 rounded-lg border p-3 lg:rounded-none lg:border-0 lg:border-t lg:px-0 lg:py-3"
    >
      <div className="flex items-center justify-between gap-2 lg:hidden">
        <p className="text-sm font-medium">
          Variante {index + 1} · <span className="text-muted-foreground">{label}</span>
        </p>
        {removeButton('-my-2 -mr-2')}
      </div>
      <div className={variantGridClass}>
        {chosen.length === 0 ? (
          <p className="col-span-full text-sm font-medium lg:col-span-1 lg:pt-2.5">{label}</p>
        ) : (
          chosen.map((attribute) => {
            const id = `${prefix}-attribute-${attribute.id}`;
            return (
              <Cell
                key={attribute.id}
                id={id}
                label={attribute.displayName}
                error={errors?.values?.[attribute.id]?.message}
              >
                <Controller
                  control={control}
                  name={`variants.${index}.values.${attribute.id}`}
                  render={({ field, fieldState }) => (
                    <VariantValueInput
                      id={id}
                      attribute={attribute}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      invalid={Boolean(fieldState.error)}
                    />
                  )}
                />
              </Cell>
            );
          })
        )}
        <Cell id={`${prefix}-sku`} label="SKU" error={errors?.sku?.message}>
          <Input
            id={`${prefix}-sku`}
            maxLength={64}
            placeholder="Opcional"
            aria-invalid={errors?.sku ? true : undefined}
            {...register(`variants.${index}.sku`)}
          />
        </Cell>
        {tracksStock && (
          <Cell id={`${prefix}-stock`} label="Stock" error={errors?.stock?.message}>
            <VariantNumberInput
              kind="stock"
              id={`${prefix}-stock`}
              invalid={Boolean(errors?.stock)}
              registration={register(`variants.${index}.stock`)}
            />
          </Cell>
        )}
        <Cell id={`${prefix}-adjustment`} label="Ajuste de precio ($)" error={errors?.adjustment?.message}>
          <VariantNumberInput
            kind="priceChange"
            id={`${prefix}-adjustment`}
            invalid={Boolean(errors?.adjustment)}
            registration={register(`variants.${index}.adjustment`)}
          />
        </Cell>
        <div className="min-w-0 space-y-1">
          <p className="text-xs text-muted-foreground lg:sr-only">Precio final</p>
          <p className="flex h-10 items-center font-medium" data-testid="variant-final-price">
            {finalPrice}
          </p>
        </div>
        <Cell id={`${prefix}-active`} label="Activa">
          <div className="flex h-10 items-center">
            <Controller
              control={control}
              name={`variants.${index}.isActive`}
              render={({ field }) => (
                <Switch id={`${prefix}-active`} checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          </div>
        </Cell>
        <div className="hidden justify-end lg:flex">{removeButton()}</div>
      </div>
      <VariantExtras prefix={prefix} index={index} />
      <VariantPictures form={form} index={index} />
      {rowError && <p className="text-sm text-destructive">{rowError}</p>}
    </li>
  );
}
