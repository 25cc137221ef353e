import { type StorePageContext, storeHref } from '@vidriera/core';
import { ArrowLeft } from 'lucide-react';
import { Island } from '@/components/island';
import { Button } from '@/components/ui/button';
import { StoreLayout } from '../components/store-layout';
import Cart from '../islands/cart';

/**
 * The cart: it lives in the shopper's browser, so the page is the header, the
 * title and the cart's island. The title is in the HTML so the page is drawn,
 * and named, before the cart's code arrives.
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
          dangerouslySetInnerHTML={{ __html: '<p class="py-16 text-center text-muted-foreground">Activa JavaScript para ver tu carrito y hacer tu pedido.</p>' }}
        />
        <Island
          of={Cart}
          load="load"
          props={{
            slug: store.slug,
            base,
            home,
            hasWhatsapp: Boolean(store.whatsappNumber),
            paymentMethods: store.paymentMethods,
            transferDiscountPercent: store.transferDiscountPercent,
            delivery: store.delivery,
          }}
        />
      </main>
    </StoreLayout>
  );
}
