import type { DeliverySettings, PaymentMethodName } from '@vidriera/core';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineIsland } from '@/components/island';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { CartCheckout } from '../components/cart-checkout';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../hooks/use-cart';
import { useCartVariants } from '../hooks/use-cart-variants';
import { cartProblems } from '../lib/cart-check';
import { cartStorageKey, readCart } from '../lib/cart-storage';

export interface CartProps {
  slug: string;
  /** The store's base address (links to its products) and index. */
  base: string;
  home: string;
  hasWhatsapp: boolean;
  paymentMethods: PaymentMethodName[];
  transferDiscountPercent: number | null;
  delivery: DeliverySettings;
}

/**
 * The cart: kept in this browser, so the server sends the page's title and a
 * placeholder, and the island shows the lines, checked against today's price and stock, the
 * summary and the WhatsApp order.
 */
function Cart({ slug, base, home, hasWhatsapp, paymentMethods, transferDiscountPercent, delivery }: CartProps) {
  const hydrated = useHydrated();
  const cart = useCart(slug);
  const { variants, recheck: askAgain } = useCartVariants(
    slug,
    cart.items.map((line) => line.variant_id),
  );
  const { items, updatePrice } = cart;
  // Prices as the shopper saw them when the page opened, to point out the ones that changed (the server has none).
  const [openedPrices] = useState(() => new Map(typeof window === 'undefined' ? [] : readCart(cartStorageKey(slug)).map((line) => [line.variant_id, line.price])));

  // The store may have changed a price since the line was added: the cart follows it.
  useEffect(() => {
    for (const variant of variants ?? []) {
      const line = items.find((l) => l.variant_id === variant.id);
      if (line && line.price !== variant.finalPriceCents) updatePrice(variant.id, variant.finalPriceCents);
    }
  }, [variants, items, updatePrice]);

  if (!hydrated) return <CartPlaceholder />;

  const problems = variants ? cartProblems(cart.items, variants) : new Map();
  const available = new Map(variants?.map((v) => [v.id, v.availableStock ?? undefined]));
  const compareAt = new Map(variants?.map((v) => [v.id, v.compareAtPriceCents]));

  const recheck = async (): Promise<boolean> => {
    const fresh = await askAgain();
    if (!fresh) return true; // Could not ask: the server checks again when the order is created.
    const blocked = cartProblems(cart.items, fresh).size > 0;
    if (blocked) toast.error('Error', { description: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.' });
    return !blocked;
  };

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

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
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
      <div className="space-y-4 lg:sticky lg:top-24">
        <CartSummary itemCount={cart.itemCount} totalCents={cart.totalCents} />
        <CartCheckout
          cart={cart}
          slug={slug}
          hasWhatsapp={hasWhatsapp}
          paymentMethods={paymentMethods}
          transferDiscountPercent={transferDiscountPercent}
          delivery={delivery}
          blocked={problems.size > 0}
          recheck={recheck}
        />
      </div>
    </div>
  );
}

/** What the server sends under the title: the cart lives in the browser, so its lines arrive with the island. */
function CartPlaceholder() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start" role="status" aria-label="Cargando carrito">
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}

export default defineIsland('storefront/cart', Cart);
