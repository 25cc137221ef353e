import type { PublicProduct, PublicVariant } from '@vidriera/core';
import { Island } from '@/components/island';
import { Badge } from '@/components/ui/badge';
import ProductPrice from '../islands/product-price';
import ProductPurchase from '../islands/product-purchase';

/**
 * Name, category, price (the chosen variant's, else the base price, with its
 * "Antes": an island when variants cost different amounts) and description.
 */
export function ProductDetails({ product, variant }: { product: PublicProduct; variant: PublicVariant | null }) {
  const priceCents = variant?.finalPriceCents ?? product.priceCents;
  const compareAtCents = variant?.compareAtPriceCents ?? null;
  const onePrice = product.variants.every(
    (v) => v.finalPriceCents === priceCents && v.compareAtPriceCents === compareAtCents,
  );
  const props = { productId: product.id, priceCents, compareAtCents };
  return (
    <div className="space-y-3">
      {product.category && <Badge variant="secondary">{product.category.name}</Badge>}
      {product.badges.length > 0 && (
        <p className="flex flex-wrap gap-1" aria-label="Promociones">
          {product.badges.map((badge) => (
            <Badge key={badge}>{badge}</Badge>
          ))}
        </p>
      )}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
      {onePrice ? (
        <ProductPrice {...props} />
      ) : (
        <Island of={ProductPrice} load="with" wakesWith={ProductPurchase} props={props} />
      )}
      {product.descriptionHtml && (
        // Sanitised by the server (apps/server/src/shared/rich-text.ts): a few tags, no scripts, no attributes but a link's address.
        <div
          className="rich-text text-muted-foreground"
          dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
        />
      )}
    </div>
  );
}
