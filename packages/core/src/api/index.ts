import type { RouteDef } from './define-route';
import { catalogueRoutes } from './catalogue';
import { orderRoutes } from './orders';

export * from './define-route';
export * from './catalogue';
export * from './orders';

/** Every route of the table, by area (docs/decisions/027-route-table.md). */
export const API_ROUTES = { catalogue: catalogueRoutes, orders: orderRoutes } as const;

/** The table as a list: the server's check that every entry is registered, and documentation. */
export const allRoutes = (): RouteDef[] => Object.values(API_ROUTES).flatMap((area) => Object.values(area) as RouteDef[]);
