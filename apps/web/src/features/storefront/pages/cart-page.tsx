import { type StorePageContext, storeHref } from '@vidriera/core';
import { ArrowLeft } from 'lucide-react';
import { Island } from '@/components/island';
import { Button } from '@/components/ui/button';
import { CartSummary } from '../components/cart-summary';
import { StoreLayout } from '../components/store-layout';
import Cart from '../islands/cart';
import CartCheckout from '../islands/cart-checkout';
import { CART_PAINTED } from '../lib/cart-paint';

/**
 * The cart: it lives in the shopper's browser, so the page is the header, the
 * title, the lines' island (run at load), the summary the page's script paints
 * and the order form, whose code waits for the shopper's first touch. All but
 * the lines are in the HTML, so the page is drawn, and named, before any code
 * arrives. The page's script marks the layout `data-painted` once it has
 * counted the stored lines, which shows the summary and the form, and
 * `data-empty` while the cart is empty, which hides them (lib/cart-paint.ts).
 */
export function CartPage({ base, store }: StorePageContext) {
  const home = storeHref(base, 'index', {});
  return (
    <StoreLayout context={{ base, store }}>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:px-6 sm:py-8">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">Carrito de Compras</h1>
          <Button asChild variant="ghost" size="sm">
            <a href={home}>
              <ArrowLeft aria-hidden="true" />
              Seguir comprando
            </a>
          </Button>
        </div>
        <noscript
          dangerouslySetInnerHTML={{
            __html:
              '<p class="py-16 text-center text-muted-foreground">Activa JavaScript para ver tu carrito y hacer tu pedido.</p>',
          }}
        />
        <CartContents base={base} home={home} store={store} />
      </main>
    </StoreLayout>
  );
}

/** The store's settings the cart's body reads. */
type CartStore = Pick<
  StorePageContext['store'],
  'slug' | 'whatsappNumber' | 'paymentMethods' | 'transferDiscountPercent' | 'delivery' | 'carrierShipping'
>;

/** The page's body under its title: the lines, the summary and the order form. */
export function CartContents({ base, home, store }: { base: string; home: string; store: CartStore }) {
  return (
    <div
      className="group grid grid-cols-1 gap-6 data-empty:block lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
      {...{ [CART_PAINTED.layout]: store.slug }}
    >
      <Island of={Cart} load="load" props={{ slug: store.slug, base, home }} />
      {/* Shown once the page's script has counted the lines: their placeholder then has its height, so nothing here moves. */}
      <div className="invisible space-y-4 group-data-painted:visible group-data-empty:hidden lg:sticky lg:top-24">
        <CartSummary slug={store.slug} />
        <Island
          of={CartCheckout}
          load="use"
          props={{
            slug: store.slug,
            hasWhatsapp: Boolean(store.whatsappNumber),
            paymentMethods: store.paymentMethods,
            transferDiscountPercent: store.transferDiscountPercent,
            delivery: store.delivery,
            carrierShipping: store.carrierShipping,
          }}
        />
      </div>
    </div>
  );
}
