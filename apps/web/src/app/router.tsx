import { abandonedCheckoutRoutes } from '@/features/abandoned-checkouts/routes';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '@/features/auth/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { orderRoutes } from '@/features/orders/routes';
import { customerRoutes } from '@/features/customers/routes';
import { statisticsRoutes } from '@/features/statistics/routes';
import { discountRoutes } from '@/features/discounts/routes';
import { storeAdminRoutes } from '@/features/stores/routes';
import { superAdminRoutes } from '@/features/super-admin/routes';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { RouteError } from './route-error';

/*
 * Every screen is its own chunk (route `lazy`), so the landing page stays
 * small. Store pages are no part of this app: the server renders them
 * (apps/web/src/entry-server.tsx) and their islands come alive on their own.
 */
const shell = (children: RouteObject[]): RouteObject[] => [
  { Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: RouteFallback, children },
];

const notFound: RouteObject = {
  path: '*',
  lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

/** The app's routes on the main host (a shop's own subdomain only serves store pages). */
export const appRoutes: RouteObject[] = shell([
  {
    path: '/',
    lazy: () => import('@/features/landing/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '/auth',
    lazy: () => import('@/features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage })),
  },
  {
    path: '/auth/callback',
    lazy: () => import('@/features/auth/pages/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
  },
  {
    path: '/auth/reset-password',
    lazy: () => import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/admin/update-password',
    lazy: () => import('@/features/auth/pages/update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })),
  },
  {
    path: '/admin',
    lazy: () => import('@/components/guards/require-session').then((m) => ({ Component: m.RequireSession })),
    children: [
      {
        index: true,
        lazy: () => import('@/features/stores/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      ...storeAdminRoutes,
      ...accountRoutes,
      ...catalogueRoutes,
      ...orderRoutes,
      ...discountRoutes,
      ...customerRoutes,
      ...statisticsRoutes,
      ...abandonedCheckoutRoutes,
    ],
  },
  {
    path: '/super-admin',
    lazy: () =>
      import('@/features/super-admin/components/super-admin-guard').then((m) => ({ Component: m.SuperAdminGuard })),
    children: superAdminRoutes,
  },
  notFound,
]);
