import { type ReactNode, useCallback, useMemo } from 'react';
import { useHydratedValue } from '@/lib/use-hydrated';
import { CartContext, type CartContextValue } from '../hooks/use-cart';
import { addCartLine, type CartLine, cartItemCount, cartTotalCents, setCartLineQuantity } from '../lib/cart-line';
import { cartStorageKey, readCart, subscribeCart, writeCart } from '../lib/cart-storage';

const NO_LINES: CartLine[] = [];

/**
 * The shop's cart, kept in local storage under the shop's key (see cart-storage.ts).
 * A page rendered on the server shows an empty cart; the stored one appears as
 * soon as the page comes alive.
 */
export function CartProvider({ slug, children }: { slug: string | null; children: ReactNode }) {
  const key = cartStorageKey(slug);
  const subscribe = useCallback((onChange: () => void) => subscribeCart(key, onChange), [key]);
  const items = useHydratedValue(subscribe, () => readCart(key), NO_LINES);

  const value = useMemo<CartContextValue>(() => {
    const update = (change: (lines: CartLine[]) => CartLine[]) => {
      const current = readCart(key);
      const next = change(current);
      if (next !== current) writeCart(key, next);
    };
    return {
      items,
      itemCount: cartItemCount(items),
      totalCents: cartTotalCents(items),
      addItem: (line) => update((lines) => addCartLine(lines, line)),
      updateQuantity: (variantId, quantity) => update((lines) => setCartLineQuantity(lines, variantId, quantity)),
      updatePrice: (variantId, priceCents) =>
        update((lines) =>
          lines.some((l) => l.variant_id === variantId && l.price !== priceCents)
            ? lines.map((l) => (l.variant_id === variantId ? { ...l, price: priceCents } : l))
            : lines,
        ),
      removeItem: (variantId) => update((lines) => lines.filter((l) => l.variant_id !== variantId)),
      clearCart: () => update(() => []),
    };
  }, [items, key]);

  return <CartContext value={value}>{children}</CartContext>;
}
