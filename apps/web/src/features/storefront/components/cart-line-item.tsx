import { formatPrice, productPathSegment, storeHref } from '@vidriera/core';
import { AlertCircle, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type LineProblem, problemText } from '../lib/cart-check';
import type { CartLine } from '../lib/cart-line';
import { AttributeBadge } from '@/components/attribute-badge';
import { PriceBefore } from './price-before';
import { ProductImage } from './product-image';
import { QuantityControl } from './quantity-control';

interface CartLineItemProps {
  /** The store's base address, for the link to the line's product. */
  base: string;
  line: CartLine;
  problem: LineProblem | undefined;
  /** Units available now, when known: the + button stops there. */
  available: number | undefined;
  priceChanged: boolean;
  /** The variant's price before a promotion, when known (shown only above the line's price). */
  compareAtCents: number | null;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** A cart line: picture, name, attribute badges, unit price, −/+, remove and subtotal. */
export function CartLineItem({
  base,
  line,
  problem,
  available,
  priceChanged,
  compareAtCents,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  return (
    <li className="flex gap-3 p-4 sm:gap-4">
      <a
        href={storeHref(base, 'product', { segment: productPathSegment(line.name, line.product_id) })}
        className="size-20 shrink-0 overflow-hidden rounded-lg border sm:size-24"
      >
        <ProductImage base={line.image} alt={line.name} sizes="96px" />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h2 className="font-semibold leading-snug wrap-anywhere">{line.name}</h2>
            {line.attributes.length > 0 && (
              <div className="flex flex-wrap gap-1">
                {line.attributes.map((attribute) => (
                  <AttributeBadge key={attribute.name} hexColor={attribute.hexColor} className="font-normal">
                    {attribute.name}: {attribute.value}
                  </AttributeBadge>
                ))}
              </div>
            )}
            <p className="text-sm text-muted-foreground">
              {formatPrice(line.price)} c/u
              {priceChanged && <span className="ml-2 text-xs font-medium text-amber-700">Precio actualizado</span>}
            </p>
            <PriceBefore priceCents={line.price} compareAtCents={compareAtCents} />
          </div>
          <Button
            variant="remove"
            size="icon"
            className="-mt-1 -mr-2"
            aria-label={`Eliminar ${line.name}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {problem && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-destructive" role="alert">
            <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
            {problemText(problem)}
            {problem.kind === 'short' && problem.available > 0 && (
              <Button variant="destructiveLink" size="inline" onClick={() => onQuantityChange(problem.available)}>
                Ajustar a {problem.available}
              </Button>
            )}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityControl
            value={line.quantity}
            onChange={onQuantityChange}
            max={available}
            label={`Cantidad de ${line.name}`}
            disabled={problem?.kind === 'gone'}
          />
          <p className="font-semibold tabular-nums">{formatPrice(line.price * line.quantity)}</p>
        </div>
      </div>
    </li>
  );
}
