import { matchRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '@/features/auth/routes';
import { catalogueRoutes } from '@/features/catalogue/routes';
import { orderRoutes } from '@/features/orders/routes';
import { shopHostRoutes, storePathRoutes } from '@/features/storefront/routes';
import { storeAdminRoutes } from '@/features/stores/routes';
import { superAdminRoutes } from '@/features/super-admin/routes';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import { RouteError } from './route-error';

/*
 * Every screen is its own chunk (route `lazy`), so a shopper opening a store
 * never downloads the admin, and the landing page stays small.
 */
const shell = (children: RouteObject[]): RouteObject[] => [
  { Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: RouteFallback, children },
];

const notFound: RouteObject = {
  path: '*',
  lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

const mainRoutes = shell([
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
    ],
  },
  {
    path: '/super-admin',
    lazy: () => import('@/features/super-admin/components/super-admin-guard').then((m) => ({ Component: m.SuperAdminGuard })),
    children: superAdminRoutes,
  },
  { path: '/store/:slug', children: storePathRoutes },
  notFound,
]);

/** The app's routes; on a shop subdomain ({slug}.{SHOP_DOMAIN}) the app is only that store. */
export function appRoutes(hostSlug: string | null): RouteObject[] {
  return hostSlug ? shell(shopHostRoutes) : mainRoutes;
}

/**
 * Loads the screens the address needs before the router starts, so a page the
 * server rendered is brought to life with the same screens (no fallback first).
 */
export async function loadRouteScreens(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}
