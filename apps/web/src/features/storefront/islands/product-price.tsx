import { formatPrice } from '@vidriera/core';
import { useSyncExternalStore } from 'react';
import { defineIsland } from '@/components/island';
import { useHydrated } from '@/lib/hydration';
import { readChosenPrice, subscribeChosenPrice } from '../lib/chosen-price';

export interface ProductPriceProps {
  productId: string;
  /** The price before the shopper chooses: the preselected variant's, else the base price. */
  priceCents: number;
}

/** The product's price, following the variant chosen in the purchase form's island (lib/chosen-price.ts). */
function ProductPrice({ productId, priceCents }: ProductPriceProps) {
  const hydrated = useHydrated();
  const chosen = useSyncExternalStore(subscribeChosenPrice, () => readChosenPrice(productId), () => undefined);
  return <p className="text-2xl font-bold text-primary sm:text-3xl">{formatPrice((hydrated ? chosen : undefined) ?? priceCents)}</p>;
}

export default defineIsland('storefront/product-price', ProductPrice);
