import { type StorePageContext, storeHref } from '@vidriera/core';
import { Island } from '@/components/island';
import { StoreLayout } from '../components/store-layout';
import Cart from '../islands/cart';

/** The cart: it lives in the shopper's browser, so the page is the header and the cart's island. */
export function CartPage({ base, store }: StorePageContext) {
  return (
    <StoreLayout context={{ base, store }}>
      <noscript
        dangerouslySetInnerHTML={{ __html: '<p class="px-6 py-16 text-center text-muted-foreground">Activa JavaScript para ver tu carrito y hacer tu pedido.</p>' }}
      />
      <Island
        of={Cart}
        load="load"
        props={{
          slug: store.slug,
          base,
          home: storeHref(base, 'index', {}),
          hasWhatsapp: Boolean(store.whatsappNumber),
          paymentMethods: store.paymentMethods,
          transferDiscountPercent: store.transferDiscountPercent,
          delivery: store.delivery,
        }}
      />
    </StoreLayout>
  );
}
