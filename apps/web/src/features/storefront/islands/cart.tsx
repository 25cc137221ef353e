import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineIsland } from '@/components/island';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { CartLineItem } from '../components/cart-line-item';
import { useCart } from '../hooks/use-cart';
import { useCartVariants } from '../hooks/use-cart-variants';
import { cartStorageKey } from '../lib/cart-key';
import { readCart } from '../lib/cart-storage';

export interface CartProps {
  slug: string;
  /** The store's base address (links to its products) and index. */
  base: string;
  home: string;
}

/**
 * The cart's lines: kept in this browser, so the server sends a placeholder
 * and the island shows them, checked against today's price and stock (a
 * check the order form shares, hooks/use-cart-variants.ts), or says the cart
 * is empty. The summary is painted by the page's script and the order form is
 * an island of its own, taken over on use (pages/cart-page.tsx).
 */
function Cart({ slug, base, home }: CartProps) {
  const hydrated = useHydrated();
  const cart = useCart(slug);
  const { variants, problems } = useCartVariants(slug, cart.items);
  const { items, updatePrice } = cart;
  // Prices as the shopper saw them when the page opened, to point out the ones that changed (the server has none).
  const [openedPrices] = useState(
    () =>
      new Map(
        typeof window === 'undefined'
          ? []
          : readCart(cartStorageKey(slug)).map((line) => [line.variant_id, line.price]),
      ),
  );

  // The store may have changed a price since the line was added: the cart follows it.
  useEffect(() => {
    for (const variant of variants ?? []) {
      const line = items.find((l) => l.variant_id === variant.id);
      if (line && line.price !== variant.finalPriceCents) updatePrice(variant.id, variant.finalPriceCents);
    }
  }, [variants, items, updatePrice]);

  // As tall as the lines it stands for (theme.css).
  if (!hydrated)
    return <Skeleton className="cart-lines-placeholder rounded-xl" role="status" aria-label="Cargando carrito" />;

  if (cart.items.length === 0) {
    return (
      <div className="py-12 text-center">
        <ShoppingCart className="mx-auto mb-4 size-14 text-muted-foreground" aria-hidden="true" />
        <h2 className="mb-6 text-2xl font-bold">Tu carrito está vacío</h2>
        <Button asChild size="lg">
          <a href={home}>Ir a la Tienda</a>
        </Button>
      </div>
    );
  }

  const available = new Map(variants?.map((v) => [v.id, v.availableStock ?? undefined]));
  const compareAt = new Map(variants?.map((v) => [v.id, v.compareAtPriceCents]));
  return (
    <ul className="divide-y rounded-xl border bg-card" aria-label="Productos del carrito">
      {cart.items.map((line) => (
        <CartLineItem
          key={line.variant_id}
          base={base}
          line={line}
          problem={problems.get(line.variant_id)}
          available={available.get(line.variant_id)}
          priceChanged={(openedPrices.get(line.variant_id) ?? line.price) !== line.price}
          compareAtCents={compareAt.get(line.variant_id) ?? null}
          onQuantityChange={(quantity) => cart.updateQuantity(line.variant_id, quantity)}
          onRemove={() => {
            cart.removeItem(line.variant_id);
            toast.success('Producto eliminado', { description: 'El producto ha sido eliminado del carrito.' });
          }}
        />
      ))}
    </ul>
  );
}

export default defineIsland('storefront/cart', Cart);
