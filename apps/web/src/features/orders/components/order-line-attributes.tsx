import { Badge } from '@/components/ui/badge';
import type { OrderLineAttribute } from '../api/get-order';
import { ColorDot } from './order-badges';

/** "Color: Rojo", "Talle: M" — with a colour dot when the value has a colour. */
export function OrderLineAttributes({ attributes }: { attributes: OrderLineAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {attributes.map((attribute) => (
        <Badge key={`${attribute.name}:${attribute.value}`} variant="outline" className="gap-1.5 font-normal">
          {attribute.hexColor && <ColorDot hexColor={attribute.hexColor} />}
          {attribute.displayName}: {attribute.displayValue}
        </Badge>
      ))}
    </div>
  );
}
