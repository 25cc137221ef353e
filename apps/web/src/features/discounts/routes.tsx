import type { RouteObject } from 'react-router';

/** "Descuentos" under /admin: the store's discount codes. */
export const discountRoutes: RouteObject[] = [
  {
    path: 'discounts',
    lazy: () => import('./pages/discounts-page').then((m) => ({ Component: m.DiscountsPage })),
  },
];
