import { formatPrice } from '@vidriera/core';
import { useSyncExternalStore } from 'react';
import { defineIsland } from '@/components/island';
import { useHydrated } from '@/lib/hydration';
import { PriceBefore } from '../components/price-before';
import { readChosenPrice, subscribeChosenPrice } from '../lib/chosen-price';

export interface ProductPriceProps {
  productId: string;
  /** The price before the shopper chooses: the preselected variant's, else the base price. */
  priceCents: number;
  /** That variant's price before a promotion (shown as "Antes"), else null. */
  compareAtCents: number | null;
}

/** The product's price and its "Antes", following the variant chosen in the purchase form's island (lib/chosen-price.ts). */
function ProductPrice({ productId, priceCents, compareAtCents }: ProductPriceProps) {
  const hydrated = useHydrated();
  const chosen = useSyncExternalStore(
    subscribeChosenPrice,
    () => readChosenPrice(productId),
    () => undefined,
  );
  const shown = (hydrated ? chosen : undefined) ?? { priceCents, compareAtCents };
  return (
    <div className="space-y-1">
      <p className="text-2xl font-bold text-primary sm:text-3xl">{formatPrice(shown.priceCents)}</p>
      <PriceBefore priceCents={shown.priceCents} compareAtCents={shown.compareAtCents} />
    </div>
  );
}

export default defineIsland('storefront/product-price', ProductPrice);
