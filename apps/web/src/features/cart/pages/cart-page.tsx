import { orderableUnits } from '@vidriera/core';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePublicStore } from '@/features/storefront/api/get-public-store';
import { useDocumentTitle } from '@/features/storefront/hooks/use-document-title';
import { useStoreHome, useStoreSlug } from '@/features/storefront/hooks/use-store-slug';
import { toast } from '@/lib/toast';
import { useCartVariants } from '../api/get-cart-variants';
import { CartCheckout } from '../components/cart-checkout';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../hooks/use-cart';
import { cartProblems } from '../lib/cart-check';

/** The cart: lines checked against today's price and stock, the summary, and the WhatsApp order. */
export function CartPage() {
  const slug = useStoreSlug();
  const home = useStoreHome();
  const navigate = useNavigate();
  const { data: store } = usePublicStore(slug);
  const cart = useCart();
  const variants = useCartVariants(
    slug,
    cart.items.map((line) => line.variant_id),
  );
  // Prices as the shopper saw them when the page opened, to point out the ones that changed.
  const [openedPrices] = useState(() => new Map(cart.items.map((line) => [line.variant_id, line.price])));
  useDocumentTitle(store ? `Carrito - ${store.name}` : null);

  // The store may have changed a price since the line was added: the cart follows it.
  const { updatePrice } = cart;
  useEffect(() => {
    for (const variant of variants.data?.variants ?? []) {
      const line = cart.items.find((l) => l.variant_id === variant.id);
      if (line && line.price !== variant.finalPriceCents) updatePrice(variant.id, variant.finalPriceCents);
    }
  }, [variants.data, cart.items, updatePrice]);

  const problems = variants.data ? cartProblems(cart.items, variants.data.variants) : new Map();
  const available = new Map(variants.data?.variants.map((v) => [v.id, orderableUnits(v.availableStock)]));

  const recheck = async (): Promise<boolean> => {
    const fresh = await variants.refetch();
    if (!fresh.data) return true; // Could not ask: the server checks again when the order is created.
    const blocked = cartProblems(cart.items, fresh.data.variants).size > 0;
    if (blocked) toast.error('Error', { description: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.' });
    return !blocked;
  };

  if (cart.items.length === 0) {
    return (
      <main className="flex flex-1 items-center justify-center px-6 py-16">
        <div className="text-center">
          <ShoppingCart className="mx-auto mb-4 size-14 text-muted-foreground" aria-hidden="true" />
          <h1 className="mb-6 text-2xl font-bold">Tu carrito está vacío</h1>
          <Button asChild size="lg">
            <Link to={home}>Ir a la Tienda</Link>
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:px-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Carrito de Compras</h1>
        <Button asChild variant="ghost" size="sm">
          <Link to={home}>
            <ArrowLeft aria-hidden="true" />
            Seguir comprando
          </Link>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
        <ul className="divide-y rounded-xl border bg-card" aria-label="Productos del carrito">
          {cart.items.map((line) => (
            <CartLineItem
              key={line.variant_id}
              line={line}
              problem={problems.get(line.variant_id)}
              available={available.get(line.variant_id)}
              priceChanged={(openedPrices.get(line.variant_id) ?? line.price) !== line.price}
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
            slug={slug}
            hasWhatsapp={store ? Boolean(store.whatsappNumber) : true}
            blocked={problems.size > 0}
            recheck={recheck}
            onOrdered={() => void navigate(home)}
          />
        </div>
      </div>
    </main>
  );
}
