import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { registerMercadoPagoRoutes } from './mercado-pago-routes';

/**
 * The owner's Mercado Pago, under /api: the connection (/api/stores/mine/mercado-pago,
 * the OAuth return at /api/mercado-pago/oauth/callback) and "Revisar pago"
 * (/api/orders/:id/mercado-pago/check). The shopper's payment and the
 * notifications are public (mercado-pago-public-routes.ts).
 */
export const mercadoPagoPlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  registerMercadoPagoRoutes(app, ctx);
};
