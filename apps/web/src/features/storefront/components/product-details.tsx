import type { PublicProduct, PublicVariant } from '@vidriera/core';
import { Island } from '@/components/island';
import { Badge } from '@/components/ui/badge';
import ProductPrice from '../islands/product-price';

/** Name, category, price (the chosen variant's, else the base price: an island when variants cost different amounts) and description. */
export function ProductDetails({ product, variant }: { product: PublicProduct; variant: PublicVariant | null }) {
  const priceCents = variant?.finalPriceCents ?? product.priceCents;
  const onePrice = product.variants.every((v) => v.finalPriceCents === priceCents);
  return (
    <div className="space-y-3">
      {product.category && <Badge variant="secondary">{product.category.name}</Badge>}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
      {onePrice ? <ProductPrice productId={product.id} priceCents={priceCents} /> : <Island of={ProductPrice} load="visible" props={{ productId: product.id, priceCents }} />}
      {product.description && <p className="whitespace-pre-line text-muted-foreground">{product.description}</p>}
    </div>
  );
}
