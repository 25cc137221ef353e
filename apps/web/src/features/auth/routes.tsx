import type { RouteObject } from 'react-router';

/** Account screens under /admin (session already required). */
export const accountRoutes: RouteObject[] = [
  { path: 'security', lazy: () => import('./pages/security-page').then((m) => ({ Component: m.SecurityPage })) },
  {
    path: 'second-step',
    lazy: () => import('./pages/second-step-page').then((m) => ({ Component: m.SecondStepPage })),
  },
];
