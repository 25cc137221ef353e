import type { RouteObject } from 'react-router';

/** Order screens under /admin: list, new, edit. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    lazy: () => import('./pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'orders/new',
    lazy: () => import('./pages/order-form-page').then((m) => ({ Component: m.OrderFormPage })),
  },
  {
    // The seller's link in the WhatsApp message and the e-mail: the list with that order open.
    path: 'orders/:orderId',
    lazy: () => import('./pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'orders/:orderId/edit',
    lazy: () => import('./pages/order-form-page').then((m) => ({ Component: m.OrderFormPage })),
  },
];
