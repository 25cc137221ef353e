import { abandonedCheckoutRoutes } from './abandoned-checkouts/abandoned-checkout-api';
import { accountRoutes } from './auth/account-api';
import { carrierRoutes } from './carriers/carriers-api';
import { catalogueRoutes } from './catalogue/catalogue-api';
import { customerRoutes } from './customers/customer-api';
import { statisticsRoutes } from './statistics/statistics-api';
import { discountRoutes } from './discounts/discount-api';
import { promotionRoutes } from './discounts/promotion-api';
import { domainRoutes } from './domains/domain-api';
import type { RouteDef } from './shared/define-route';
import { orderRoutes } from './orders/order-api';
import { publicRoutes } from './storefront/public-api';
import { pushRoutes } from './push/push-api';
import { measurementRoutes } from './measurement/measurement-api';
import { storeRoutes } from './stores/store-api';
import { superAdminRoutes } from './super-admin/super-admin-api';

/** Every route of the table, by area (docs/decisions/027-route-table.md). */
export const API_ROUTES = {
  account: accountRoutes,
  stores: storeRoutes,
  catalogue: catalogueRoutes,
  orders: orderRoutes,
  customers: customerRoutes,
  statistics: statisticsRoutes,
  discounts: discountRoutes,
  promotions: promotionRoutes,
  push: pushRoutes,
  abandonedCheckouts: abandonedCheckoutRoutes,
  measurement: measurementRoutes,
  carriers: carrierRoutes,
  domains: domainRoutes,
  superAdmin: superAdminRoutes,
  public: publicRoutes,
} as const;

/** The table as a list: the server's check that every entry is registered, and documentation. */
export const allRoutes = (): RouteDef[] =>
  Object.values(API_ROUTES).flatMap((area) => Object.values(area) as RouteDef[]);
