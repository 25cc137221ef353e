import type { RouteObject } from 'react-router';

/** Owner screens of the stores area, under /admin (session already required). */
export const storeAdminRoutes: RouteObject[] = [
  {
    path: 'store-setup',
    lazy: () => import('./pages/store-setup-page').then((m) => ({ Component: m.StoreSetupPage })),
  },
  {
    path: 'settings',
    lazy: () => import('./pages/store-settings-page').then((m) => ({ Component: m.StoreSettingsPage })),
  },
];
