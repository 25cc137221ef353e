import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { CartContext, type CartContextValue } from '../hooks/use-cart';
import { addCartLine, type CartLine, cartItemCount, cartTotalCents, setCartLineQuantity } from '../lib/cart-line';
import { cartStorageKey, loadCart, saveCart } from '../lib/cart-storage';

/**
 * The shop's cart, kept in local storage under the shop's key: loaded again
 * when the shop changes, saved on every change, and followed across tabs.
 */
export function CartProvider({ slug, children }: { slug: string | null; children: ReactNode }) {
  const key = cartStorageKey(slug);
  const [state, setState] = useState(() => ({ key, items: loadCart(key) }));
  // Another shop: read its cart before anything renders or saves (no effect round trip).
  const current = state.key === key ? state : { key, items: loadCart(key) };
  if (current !== state) setState(current);
  const { items } = current;

  useEffect(() => saveCart(key, items), [key, items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setState({ key, items: loadCart(key) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const value = useMemo<CartContextValue>(() => {
    const update = (change: (lines: CartLine[]) => CartLine[]) =>
      setState((prev) => {
        const next = change(prev.items);
        return next === prev.items ? prev : { key: prev.key, items: next };
      });
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
  }, [items]);

  return <CartContext value={value}>{children}</CartContext>;
}
