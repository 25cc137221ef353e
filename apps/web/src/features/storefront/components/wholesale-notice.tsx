import { formatPrice, type WholesaleMinimum, wholesaleMinimumText } from '@vidriera/core';

/**
 * The store's wholesale minimum, said on every page before the cart (docs/product/orders.md, "Precios por mayor"):
 * "Compra mínima por mayor: $50.000,00 o 12 unidades." Nothing when the store sets none.
 */
export function WholesaleNotice({ minimum }: { minimum: WholesaleMinimum }) {
  const text = wholesaleMinimumText(minimum, formatPrice);
  if (!text) return null;
  return (
    <p data-testid="wholesale-minimum" className="bg-primary/10 px-4 py-2 text-center text-sm font-medium text-primary">
      {text}
    </p>
  );
}
