import { MP_OAUTH_EXPIRED, ORDER_NOT_FOUND, orderRoutes, storeRoutes } from '@vidriera/core';
import { AppError, conflict, invalid, notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { authOf, storeOf } from '../auth/access';
import { getOrderDetail } from '../orders/order-repository';
import {
  connectMercadoPago,
  disconnectMercadoPago,
  mercadoPagoDeps,
  readMercadoPagoSettings,
  setMercadoPagoOptions,
} from './mercado-pago-account';
import { authorizationUrl, completeOAuth } from './mercado-pago-oauth';
import { checkOrderPayment } from './payment-check';

/**
 * Mercado Pago per order (docs/product/orders.md, "Paying with Mercado
 * Pago"), the owner's side: the connection and "Revisar pago". The
 * shopper's "Pagar con Mercado Pago" and the notifications Mercado Pago
 * sends are public: mercado-pago-public-routes.ts.
 */
export function registerMercadoPagoRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, jobs } = ctx;
  const deps = mercadoPagoDeps(ctx);

  addRoute(app, storeRoutes.mercadoPago, (request) => readMercadoPagoSettings(deps, storeOf(request).id));

  addRoute(app, storeRoutes.connectMercadoPago, (request) =>
    connectMercadoPago(deps, storeOf(request).id, request.body),
  );

  addRoute(app, storeRoutes.mercadoPagoOptions, async (request) => {
    const storeId = storeOf(request).id;
    if (!(await readMercadoPagoSettings(deps, storeId)).connected) throw conflict('MERCADO_PAGO_NOT_CONNECTED');
    return setMercadoPagoOptions(deps, storeId, request.body.confirmOnPayment);
  });

  addRoute(app, storeRoutes.disconnectMercadoPago, (request) => disconnectMercadoPago(deps, storeOf(request).id));

  addRoute(app, storeRoutes.authorizeMercadoPago, (request) => ({
    authorizationUrl: authorizationUrl(deps, { storeId: storeOf(request).id, sessionId: authOf(request).sessionId }),
  }));

  // Mercado Pago sends the owner's browser back here; the answer is a page of the app, saying how it went.
  addRoute(app, storeRoutes.mercadoPagoOAuthCallback, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { code, state } = request.query;
    try {
      if (!code || !state) throw invalid('code', MP_OAUTH_EXPIRED);
      await completeOAuth(
        deps,
        { storeId: storeOf(request).id, sessionId: authOf(request).sessionId },
        { code, state },
      );
    } catch (error) {
      const reason = error instanceof AppError ? error.code : 'ERROR';
      request.log.warn({ reason }, 'no se completó la conexión de Mercado Pago');
      return reply.redirect(
        `/admin/settings?mercadoPago=${reason === 'MERCADO_PAGO_UNAVAILABLE' ? 'no-disponible' : 'error'}`,
        302,
      );
    }
    return reply.redirect('/admin/settings?mercadoPago=conectado', 302);
  });

  addRoute(app, orderRoutes.checkMercadoPago, async (request) => {
    const storeId = storeOf(request).id;
    await checkOrderPayment(deps, storeId, request.params.id, request.log);
    // A payment that confirmed the order queued its low-stock check.
    jobs.wake();
    const order = await getOrderDetail(db, storeId, request.params.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order };
  });
}
