import { formatPrice } from '@vidriera/core';
import { Badge } from '@/components/ui/badge';
import type { PublicProduct, PublicVariant } from '../api/types';

/** Name, category, price (the chosen variant's, else the base price) and description. */
export function ProductDetails({ product, variant }: { product: PublicProduct; variant: PublicVariant | null }) {
  return (
    <div className="space-y-3">
      {product.category && <Badge variant="secondary">{product.category.name}</Badge>}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
      <p className="text-2xl font-bold text-primary sm:text-3xl">{formatPrice(variant?.finalPriceCents ?? product.priceCents)}</p>
      {product.description && <p className="whitespace-pre-line text-muted-foreground">{product.description}</p>}
    </div>
  );
}
