import type { RouteObject } from 'react-router';

/** "Carritos abandonados" under /admin (docs/product/abandoned-checkouts.md). */
export const abandonedCheckoutRoutes: RouteObject[] = [
  {
    path: 'abandoned-checkouts',
    lazy: () => import('./pages/abandoned-checkouts-page').then((m) => ({ Component: m.AbandonedCheckoutsPage })),
  },
];
