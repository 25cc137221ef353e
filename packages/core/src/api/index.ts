import { accountRoutes } from './account';
import { catalogueRoutes } from './catalogue';
import { discountRoutes } from './discounts';
import { domainRoutes } from './domains';
import type { RouteDef } from './define-route';
import { orderRoutes } from './orders';
import { publicRoutes } from './public';
import { storeRoutes } from './stores';
import { superAdminRoutes } from './super-admin';

export * from './account';
export * from './auth-base-path';
export * from './auth-calls';
export * from './catalogue';
export * from './define-route';
export * from './discounts';
export * from './domains';
export * from './orders';
export * from './public';
export * from './stores';
export * from './super-admin';

/** Every route of the table, by area (docs/decisions/027-route-table.md). */
export const API_ROUTES = {
  account: accountRoutes,
  stores: storeRoutes,
  catalogue: catalogueRoutes,
  orders: orderRoutes,
  discounts: discountRoutes,
  domains: domainRoutes,
  superAdmin: superAdminRoutes,
  public: publicRoutes,
} as const;

/** The table as a list: the server's check that every entry is registered, and documentation. */
export const allRoutes = (): RouteDef[] =>
  Object.values(API_ROUTES).flatMap((area) => Object.values(area) as RouteDef[]);
