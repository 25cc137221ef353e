/**
 * The single-page app's addresses on the main host (landing, sign-in, admin,
 * super-admin). The server answers these with the app and 200, any other
 * path with the app's not-found page and 404 (docs/product/storefront.md,
 * "Addresses"). apps/web/src/app/router.test.ts checks that the router and
 * this list name the same screens: a new screen is one line here too.
 */
export const APP_PATHS = [
  '/',
  '/auth',
  '/auth/callback',
  '/auth/reset-password',
  '/admin',
  '/admin/update-password',
  '/admin/security',
  '/admin/second-step',
  '/admin/store-setup',
  '/admin/settings',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/:id/edit',
  '/admin/products/legacy',
  '/admin/products/legacy/new',
  '/admin/products/legacy/:id/edit',
  '/admin/searches',
  '/admin/attributes',
  '/admin/categories',
  '/admin/orders',
  '/admin/orders/new',
  '/admin/orders/:orderId',
  '/admin/orders/:orderId/edit',
  '/admin/discounts',
  '/admin/customers',
  '/admin/customers/:customerId',
  '/admin/statistics',
  '/admin/promotions',
  '/admin/abandoned-checkouts',
  '/super-admin',
  '/super-admin/clients',
  '/super-admin/jobs',
] as const;

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string[]): boolean {
  const parts = segments(pattern);
  return parts.length === path.length && parts.every((part, i) => part.startsWith(':') || part === path[i]);
}

/** Whether a path (without query) is one of the app's screens; a trailing slash is allowed, as the router allows it. */
export function isAppPath(path: string): boolean {
  if (path.includes('//')) return false;
  const parts = segments(path);
  return APP_PATHS.some((pattern) => matches(pattern, parts));
}
