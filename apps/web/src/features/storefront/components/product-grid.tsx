import { type PublicProductCard, storeHref, VARIANT_QUERY } from '@vidriera/core';
import type { ImagePriority } from './product-image';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/**
 * 2 columns on phones, 3 on large screens, 4 on extra large (docs/product/storefront.md): plain HTML, each card a
 * link, to the variant the search or the filters chose when they chose one (its colour and size preselected).
 */
export function ProductGrid({
  items,
  base,
  hasBanner,
}: {
  items: PublicProductCard[];
  base: string;
  hasBanner: boolean;
}) {
  // The first row is on screen at once: load it eagerly; without a banner the first picture is the page's largest.
  const priority = (index: number): ImagePriority =>
    index === 0 && !hasBanner ? 'high' : index < 2 ? 'eager' : 'lazy';
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <ProductCard
            item={item}
            href={storeHref(base, 'product', { segment: item.slug }, { [VARIANT_QUERY]: item.variantId ?? undefined })}
            imagePriority={priority(index)}
          />
        </li>
      ))}
    </ul>
  );
}
