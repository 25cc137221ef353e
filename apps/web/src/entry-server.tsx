import type { StorePage } from '@vidriera/core';
import { renderToString } from 'react-dom/server';
import { CartPage } from '@/features/storefront/pages/cart-page';
import { OrderNotFoundPage, OrderPage } from '@/features/storefront/pages/order-page';
import { ProductNotFoundPage } from '@/features/storefront/pages/product-not-found-page';
import { ProductPage } from '@/features/storefront/pages/product-page';
import { SearchPage } from '@/features/storefront/pages/search-page';
import { StoreIndexPage } from '@/features/storefront/pages/store-index-page';
import { StoreNotFoundPage } from '@/features/storefront/pages/store-not-found-page';
import { HydratedContext } from '@/lib/hydration';

/*
 * The server's renderer of store pages (built with `vite build --ssr`, loaded
 * by the server): HTML that works without JavaScript, with islands marked in
 * it for store-entry.tsx to bring to life. The server reads the page's data
 * (the public API's answers) and hands it here; nothing is fetched.
 */

function Page({ page }: { page: StorePage }) {
  switch (page.kind) {
    case 'index':
      return <StoreIndexPage {...page} />;
    case 'product':
      return <ProductPage {...page} />;
    case 'cart':
      return <CartPage {...page} />;
    case 'search':
      return <SearchPage {...page} />;
    case 'product-not-found':
      return <ProductNotFoundPage {...page} />;
    case 'order':
      return <OrderPage {...page} />;
    case 'order-not-found':
      return <OrderNotFoundPage {...page} />;
    case 'store-not-found':
      return <StoreNotFoundPage {...page} />;
  }
}

/** The markup of a store page's <body>. */
export function renderStorePage(page: StorePage): string {
  return renderToString(
    <HydratedContext value={false}>
      <Page page={page} />
    </HydratedContext>,
  );
}
