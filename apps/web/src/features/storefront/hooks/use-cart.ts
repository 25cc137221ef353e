import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/hydration';
import { addCartLine, type CartLine, cartItemCount, cartTotalCents, setCartLineQuantity } from '../lib/cart-line';
import { cartStorageKey } from '../lib/cart-key';
import { readCart, subscribeCart, writeCart } from '../lib/cart-storage';

const NO_LINES: CartLine[] = [];

/**
 * The shop's cart as every island of the page shares it: one store per tab
 * (lib/cart-storage.ts), no provider. An island's first render (and the
 * server's) sees an empty cart, as the server could not know it; the stored
 * one shows on the island's next render.
 */
export function useCart(slug: string) {
  const key = cartStorageKey(slug);
  const hydrated = useHydrated();
  const subscribe = useCallback((onChange: () => void) => subscribeCart(key, onChange), [key]);
  const stored = useSyncExternalStore(
    subscribe,
    () => readCart(key),
    () => NO_LINES,
  );
  const items = hydrated ? stored : NO_LINES;

  const update = (change: (lines: CartLine[]) => CartLine[]) => {
    const current = readCart(key);
    const next = change(current);
    if (next !== current) writeCart(key, next);
  };
  return {
    items,
    /** Sum of quantities, for the cart buttons' badge. */
    itemCount: cartItemCount(items),
    totalCents: cartTotalCents(items),
    /** Adds a line; the same variant again adds to its quantity (docs/product/storefront.md). */
    addItem: (line: CartLine) => update((lines) => addCartLine(lines, line)),
    /** Sets a line's quantity, never below 1. */
    updateQuantity: (variantId: string, quantity: number) =>
      update((lines) => setCartLineQuantity(lines, variantId, quantity)),
    /** Updates a line's unit price (after the store changed it). */
    updatePrice: (variantId: string, priceCents: number) =>
      update((lines) =>
        lines.some((l) => l.variant_id === variantId && l.price !== priceCents)
          ? lines.map((l) => (l.variant_id === variantId ? { ...l, price: priceCents } : l))
          : lines,
      ),
    removeItem: (variantId: string) => update((lines) => lines.filter((l) => l.variant_id !== variantId)),
    clearCart: () => update(() => []),
  };
}

export type Cart = ReturnType<typeof useCart>;
