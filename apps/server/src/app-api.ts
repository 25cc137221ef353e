import { publicRoutes } from '@vidriera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abandonedCheckoutsPlugin } from './modules/abandoned-checkouts/abandoned-checkouts-plugin';
import { accountsPlugin } from './modules/auth/accounts-plugin';
import type { AuthAreaOptions } from './modules/auth/auth';
import { cataloguePlugin } from './modules/catalogue/catalogue-plugin';
import { customersPlugin } from './modules/customers/customers-plugin';
import { statisticsPlugin } from './modules/statistics/statistics-plugin';
import { carriersPlugin } from './modules/carriers/carriers-plugin';
import { discountsPlugin } from './modules/discounts/discounts-plugin';
import { promotionsPlugin } from './modules/discounts/promotion-routes';
import { domainsPlugin } from './modules/domains/domains-plugin';
import { mercadoPagoPlugin } from './modules/mercado-pago/mercado-pago-plugin';
import { measurementPlugin } from './modules/measurement/measurement-plugin';
import { ordersPlugin } from './modules/orders/orders-plugin';
import { pushPlugin } from './modules/push/push-plugin';
import { storesPlugin } from './modules/stores/stores-plugin';
import { superAdminPlugin } from './modules/super-admin/super-admin-plugin';
import { healthPlugin } from './modules/web/health-route';
import { addRoute } from './shared/route';
import { answerRouteNotFound } from './plugins/error-handler';
import { registerOriginCheck } from './plugins/origin-check';
import { registerPrivateAnswers } from './plugins/private-answers';
import { addErrorAnswers } from './plugins/route-schemas';

/**
 * The app's API, under /api (the public storefront API, /api/public, is a
 * plugin of its own): the session travels in a cookie, so every change must
 * come from our own pages (origin-check.ts) and no answer stays in a cache
 * (private-answers.ts), an unknown address included. Each area is a plugin
 * of its own with its prefix and its access (docs/ARCHITECTURE.md, "Areas →
 * folders").
 */
export const appApi: FastifyPluginAsyncZod<AuthAreaOptions> = async (api, { ctx, auth }) => {
  api.addHook('onRoute', addErrorAnswers);
  registerOriginCheck(api, ctx.config, ctx.db);
  registerPrivateAnswers(api);
  api.setNotFoundHandler(answerRouteNotFound);
  addRoute(api, publicRoutes.apiDocument, () => api.swagger());

  await api.register(accountsPlugin, { ctx, auth });
  await api.register(storesPlugin, { prefix: '/stores', ctx });
  await api.register(cataloguePlugin, { prefix: '/catalogue', ctx });
  await api.register(ordersPlugin, { prefix: '/orders', ctx });
  await api.register(discountsPlugin, { prefix: '/discount-codes', ctx });
  await api.register(customersPlugin, { prefix: '/customers', ctx });
  await api.register(statisticsPlugin, { prefix: '/statistics', ctx });
  await api.register(promotionsPlugin, { prefix: '/promotions', ctx });
  await api.register(pushPlugin, { prefix: '/push', ctx });
  await api.register(measurementPlugin, { prefix: '/measurement', ctx });
  await api.register(abandonedCheckoutsPlugin, { prefix: '/abandoned-checkouts', ctx });
  await api.register(carriersPlugin, { prefix: '/carriers', ctx });
  await api.register(mercadoPagoPlugin, { ctx });
  await api.register(domainsPlugin, { ctx });
  await api.register(superAdminPlugin, { prefix: '/super-admin', ctx, auth });
  await api.register(healthPlugin, { prefix: '/health', ctx });
};
