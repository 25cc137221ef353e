import { Navigate, type RouteObject, useParams } from 'react-router';
import { shopSlugFromLocation } from '@/lib/shop-host';
import { warmUpStorefront } from './api/warm-start';

/**
 * The public store. `storePathRoutes` live under /store/:slug on the main host;
 * `shopHostRoutes` are the whole app on {slug}.{SHOP_DOMAIN} (index, product, cart; anything else → /).
 * Screens are lazy chunks; a store page opened directly starts its API calls
 * while they download (see warm-start.ts).
 */
warmUpStorefront(window.location, shopSlugFromLocation());

const layout: Omit<RouteObject, 'children' | 'index'> = {
  lazy: () => import('./components/store-layout').then((m) => ({ Component: m.StoreLayout })),
};

const pages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./pages/store-index-page').then((m) => ({ Component: m.StoreIndexPage })),
  },
  {
    path: 'product/:productId',
    lazy: () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  {
    path: 'cart',
    lazy: () => import('@/features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
  },
];

function ToStoreIndex() {
  const { slug } = useParams();
  return <Navigate to={slug ? `/store/${slug}` : '/'} replace />;
}

export const storePathRoutes: RouteObject[] = [{ ...layout, children: [...pages, { path: '*', Component: ToStoreIndex }] }];

export const shopHostRoutes: RouteObject[] = [{ ...layout, children: [...pages, { path: '*', element: <Navigate to="/" replace /> }] }];
