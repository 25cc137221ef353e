import { Badge } from '@/components/ui/badge';
import type { ProductSummary } from '../../api/types';

export const variantCountLabel = (n: number) => `${n} ${n === 1 ? 'variante' : 'variantes'}`;

/** "N variante(s)" and, when the product has attributes, "Con atributos". */
export function VariantBadges({ product }: { product: ProductSummary }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="secondary">{variantCountLabel(product.variantCount)}</Badge>
      {product.hasAttributes && <Badge variant="outline">Con atributos</Badge>}
    </div>
  );
}

/** Total stock; destructive when nothing is left. */
export function StockBadge({ stock }: { stock: number }) {
  return <Badge variant={stock <= 0 ? 'destructive' : 'outline'}>{stock}</Badge>;
}

export function StatusBadge({ active, className }: { active: boolean; className?: string }) {
  return (
    <Badge variant={active ? 'success' : 'secondary'} className={className}>
      {active ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
