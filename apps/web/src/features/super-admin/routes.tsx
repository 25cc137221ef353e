import type { RouteObject } from 'react-router';

/** Super-admin screens under /super-admin (role already required). */
export const superAdminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./pages/super-admin-page').then((m) => ({ Component: m.SuperAdminPage })),
  },
  {
    path: 'clients',
    lazy: () => import('./pages/create-client-page').then((m) => ({ Component: m.CreateClientPage })),
  },
  {
    path: 'jobs',
    lazy: () => import('./pages/jobs-page').then((m) => ({ Component: m.JobsPage })),
  },
];
