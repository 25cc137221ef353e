import { ORDER_CHALLENGE_HEADER, publicRoutes } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPart } from './plugins/api-document';
import { answerRouteNotFound } from './plugins/error-handler';
import { addErrorAnswers } from './plugins/route-schemas';
import type { AreaOptions } from './shared/app-context';
import { addRoute } from './shared/route';
import { registerAbandonedCheckoutPublicRoutes } from './modules/abandoned-checkouts/abandoned-checkout-routes';
import { areaAccess } from './modules/auth/access';
import { registerQuoteRoute } from './modules/carriers/carriers-routes';
import { registerDiscountCheckRoute } from './modules/discounts/discount-check-route';
import {
  mercadoPagoNotifications,
  registerMercadoPagoPayRoute,
} from './modules/mercado-pago/mercado-pago-public-routes';
import { registerStorefrontOrderRoutes } from './modules/orders/storefront-order-routes';
import { registerPublicCatalogueRoutes } from './modules/storefront/public-catalogue-routes';
import { scopeToPublicStore } from './modules/public-store/public-store-scope';

/**
 * Any site may call the public API: it takes no cookie (docs/SECURITY.md). A
 * preflight (OPTIONS, which no route has) reaches this plugin's not-found
 * handler and is answered here, before it.
 */
function openToOtherSites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', `content-type, idempotency-key, ${ORDER_CHALLENGE_HEADER}`);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}

/**
 * A store's public API, under /api/public/stores/:slug: its profile,
 * catalogue, products, feed and cart, the shopper's order, the cart's
 * discount code, the cart saved with the shopper's tick (abandoned checkouts), "Pagar con Mercado Pago". Its `publicStore` pre-handler
 * finds the store each route names and scopes the request to it.
 */
const storefrontPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  scopeToPublicStore(app, { primary: ctx.db, replica: ctx.replica });
  registerPublicCatalogueRoutes(app, ctx);
  registerStorefrontOrderRoutes(app, ctx);
  registerDiscountCheckRoute(app, ctx);
  registerQuoteRoute(app, ctx);
  registerMercadoPagoPayRoute(app, ctx);
  registerAbandonedCheckoutPublicRoutes(app, ctx);
};

/**
 * The public API, under /api/public (docs/API.md): no sign-in, open to any
 * site, usable by a merchant's own site; never reveals inactive stores or
 * products, customers or owners. Every route is public; answers are not
 * marked private (the catalogue sets its own short shared caching). Its
 * OpenAPI document is the whole one's /api/public part.
 */
export const publicApi: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'public');
  app.addHook('onRoute', addErrorAnswers);
  openToOtherSites(app);
  app.setNotFoundHandler(answerRouteNotFound);
  addRoute(app, publicRoutes.openApi, () => publicPart(app.swagger()));
  await app.register(storefrontPlugin, { prefix: '/stores/:slug', ctx });
  await app.register(mercadoPagoNotifications, { prefix: '/mercado-pago', ctx });
};
