import type { RouteObject } from 'react-router';

/** "Estadísticas" under /admin: its chunk alone carries the chart library (store pages never load it). */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    lazy: () => import('./pages/statistics-page').then((m) => ({ Component: m.StatisticsPage })),
  },
];
