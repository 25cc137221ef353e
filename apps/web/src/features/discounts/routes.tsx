import type { RouteObject } from 'react-router';

/** "Descuentos" and "Promociones" under /admin: the store's discount codes and automatic promotions. */
export const discountRoutes: RouteObject[] = [
  {
    path: 'discounts',
    lazy: () => import('./pages/discounts-page').then((m) => ({ Component: m.DiscountsPage })),
  },
  {
    path: 'promotions',
    lazy: () => import('./pages/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  },
];
