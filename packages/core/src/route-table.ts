import { accountRoutes } from './auth/account-api';
import { carrierRoutes } from './carriers/carriers-api';
import { catalogueRoutes } from './catalogue/catalogue-api';
import { discountRoutes } from './discounts/discount-api';
import { domainRoutes } from './domains/domain-api';
import type { RouteDef } from './shared/define-route';
import { orderRoutes } from './orders/order-api';
import { publicRoutes } from './storefront/public-api';
import { storeRoutes } from './stores/store-api';
import { superAdminRoutes } from './super-admin/super-admin-api';

/** Every route of the table, by area (docs/decisions/027-route-table.md). */
export const API_ROUTES = {
  account: accountRoutes,
  stores: storeRoutes,
  catalogue: catalogueRoutes,
  orders: orderRoutes,
  discounts: discountRoutes,
  carriers: carrierRoutes,
  domains: domainRoutes,
  superAdmin: superAdminRoutes,
  public: publicRoutes,
} as const;

/** The table as a list: the server's check that every entry is registered, and documentation. */
export const allRoutes = (): RouteDef[] =>
  Object.values(API_ROUTES).flatMap((area) => Object.values(area) as RouteDef[]);
