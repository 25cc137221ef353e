import { formatPrice } from '@vidriera/core';
import { AttributeBadge } from '@/components/attribute-badge';
import { cn } from '@/lib/utils';

/** One value of an order line's variant, as every order shape carries it. */
export interface OrderLineAttributeView {
  displayName: string;
  displayValue: string;
  hexColor?: string | null;
}

/** An order line as the seller's and the shopper's screens show it. */
export interface OrderLineView {
  productName: string;
  attributes: OrderLineAttributeView[];
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** "Color: Rojo", "Talle: M" — with a colour dot when the value has a colour. */
export function OrderLineAttributes({ attributes }: { attributes: OrderLineAttributeView[] }) {
  if (attributes.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {attributes.map((attribute) => (
        <AttributeBadge
          key={`${attribute.displayName}:${attribute.displayValue}`}
          hexColor={attribute.hexColor}
          className="gap-1.5 font-normal"
        >
          {attribute.displayName}: {attribute.displayValue}
        </AttributeBadge>
      ))}
    </div>
  );
}

/** An order's lines: name, variant, quantity × unit price and the line's total (the admin's detail and form, the shopper's order page). */
export function OrderLines({
  lines,
  className,
  itemClassName,
}: {
  lines: OrderLineView[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={cn('divide-y', className)}>
      {lines.map((line, index) => (
        <li key={index} className={cn('flex items-start justify-between gap-3', itemClassName)}>
          <div className="min-w-0 space-y-1.5">
            <p className="font-medium wrap-anywhere">{line.productName}</p>
            <OrderLineAttributes attributes={line.attributes} />
            <p className="text-sm text-muted-foreground">
              {line.quantity} × {formatPrice(line.unitPriceCents)}
            </p>
          </div>
          <p className="shrink-0 font-semibold">{formatPrice(line.totalCents)}</p>
        </li>
      ))}
    </ul>
  );
}
