import { centsToAmount, formatPrice, type OrderFormValues } from '@vidriera/core';
import { PackageOpen } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OrderLine } from '../api/get-order';
import type { ProductOption } from '../api/get-product-options';
import { linesTotalCents } from '../utils/order-form-values';
import { remainingStock } from '../utils/line-stock';
import { resolveVariant, selectionsOnAdd, variantAttributes } from '../utils/variant-options';
import { OrderLineRow } from './order-line-row';
import { ProductPickerDialog } from './product-picker-dialog';

interface OrderLinesCardProps {
  products: Record<string, ProductOption>;
  onProductLoaded: (product: ProductOption) => void;
  /** Units per variant this order already holds (given back while editing). */
  held: Map<string, number>;
  /** The lines the order had, for products no longer for sale. */
  originalLines: OrderLine[];
}

/** The order's products: add with the picker, choose each variant, quantities within stock, running total. */
export function OrderLinesCard({ products, onProductLoaded, held, originalLines }: OrderLinesCardProps) {
  const { control, formState } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });
  const listError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  function add(product: ProductOption) {
    onProductLoaded(product);
    const attributes = variantAttributes(product);
    const selections = selectionsOnAdd(product, attributes, remainingStock(lines, held, null));
    const variant = resolveVariant(product, attributes, selections);
    append({
      productId: product.id,
      productName: product.name,
      selections,
      variantId: variant?.id ?? '',
      quantity: 1,
      price: centsToAmount(variant?.finalPriceCents ?? product.priceCents),
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg">Productos del Pedido</CardTitle>
        <ProductPickerDialog remaining={remainingStock(lines, held, null)} onPick={add} />
      </CardHeader>
      <CardContent className="space-y-4">
        {fields.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
            <PackageOpen className="size-8 opacity-60" aria-hidden="true" />
            Agrega productos al pedido con «Agregar producto».
          </div>
        ) : (
          <ul className="space-y-3">
            {fields.map((field, index) => {
              const line = lines[index];
              return (
                <OrderLineRow
                  key={field.id}
                  index={index}
                  product={line ? products[line.productId] : undefined}
                  snapshot={originalLines.find((o) => o.variantId && o.variantId === line?.variantId)?.attributes ?? []}
                  remaining={remainingStock(lines, held, index)}
                  onRemove={() => remove(index)}
                />
              );
            })}
          </ul>
        )}
        {listError && <p className="text-sm text-destructive">{listError}</p>}
        <div className="flex items-center justify-between border-t pt-4">
          <span className="text-lg font-semibold">Total</span>
          <span className="text-2xl font-bold text-primary">{formatPrice(linesTotalCents(lines))}</span>
        </div>
      </CardContent>
    </Card>
  );
}
