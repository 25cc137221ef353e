import { Navigate, type RouteObject, useParams } from 'react-router';

/**
 * The public store. `storePathRoutes` live under /store/:slug on the main host;
 * `shopHostRoutes` are the whole app on {slug}.{SHOP_DOMAIN} (index, product, cart; anything else → /).
 * Screens are lazy chunks. The server renders the index and product pages
 * (entry-server.tsx); the browser then brings them to life (main.tsx).
 */

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
