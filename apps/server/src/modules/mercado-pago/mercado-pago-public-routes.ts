import { API_ERRORS, MP_CHECKOUT_PREPARING, MP_SIGNATURE_INVALID, publicRoutes } from '@vidriera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, conflict, invalid, notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext, AreaOptions } from '../../shared/app-context';
import { shopperOrderOfRoute } from '../orders/shopper-order';
import { shopperOrderStore } from '../orders/storefront-order-routes';
import { addStoreRoute, paramsOf, scopeToPublicStore, type StoreLookUp } from '../public-store/public-store-scope';
import { enqueueCheckout } from '../orders/online-checkout';
import { mercadoPagoDeps } from './mercado-pago-account';
import { checkNotificationSignature } from './notification-signature';
import { enqueuePaymentRead } from './payment-check';
import { loadCredentials } from './store-credentials';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The shopper's "Pagar con Mercado Pago" (docs/product/orders.md, "Paying with Mercado Pago"), on the public storefront API. */
export function registerMercadoPagoPayRoute(app: ApiApp, ctx: AppContext): void {
  const { db, config, jobs } = ctx;
  const deps = mercadoPagoDeps(ctx);
  addStoreRoute(app, publicRoutes.payWithMercadoPago, shopperOrderStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    const order = await shopperOrderOfRoute(db, request, store.id, config.RATE_LIMIT);
    if (order.paymentMethod !== 'mercadopago' || order.status === 'cancelled')
      throw conflict('NOT_A_MERCADO_PAGO_ORDER');
    if (order.mercadoPago?.checkoutUrl) return { checkoutUrl: order.mercadoPago.checkoutUrl };
    if (!(await loadCredentials(deps, store.id))) throw conflict('MERCADO_PAGO_NOT_CONNECTED');
    if (await enqueueCheckout(db, { storeId: store.id, orderId: order.id })) jobs.wake();
    return { checkoutUrl: null, message: MP_CHECKOUT_PREPARING };
  });
}

/** The store a notification names by its id: one with a Mercado Pago account; any other is "not connected". */
const notifiedStore: StoreLookUp<{ id: string }> = {
  find: async (reads, request) => {
    const storeId = paramsOf(request).storeId ?? '';
    if (!UUID.test(storeId)) return undefined;
    return reads.primary
      .selectFrom('mercado_pago_accounts')
      .select('store_id as id')
      .where('store_id', '=', storeId)
      .executeTakeFirst();
  },
  missing: () => notFound(API_ERRORS.MERCADO_PAGO_NOT_CONNECTED.message),
};

/**
 * The notifications Mercado Pago sends (docs/SECURITY.md, "Mercado Pago
 * notifications"), under /api/public/mercado-pago: accepted only with a valid,
 * recent signature; the payment is read afterwards with the store's credentials.
 */
export const mercadoPagoNotifications: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  const { db, replica, jobs, metrics } = ctx;
  const deps = mercadoPagoDeps(ctx);
  scopeToPublicStore(app, { primary: db, replica });

  addStoreRoute(
    app,
    publicRoutes.mercadoPagoNotification,
    notifiedStore,
    async (request, _reply, store) => {
      const storeId = store.id;
      const bodyId = request.body?.data?.id;
      const dataId = request.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId));
      const type = request.query.type ?? request.body?.type ?? request.query.topic;
      const credentials = await loadCredentials(deps, storeId);
      if (!credentials) throw notFound(API_ERRORS.MERCADO_PAGO_NOT_CONNECTED.message);
      if (!dataId) throw invalid('data.id', 'Falta el id de la notificación (data.id).');
      const requestId = request.headers['x-request-id'];
      const check = checkNotificationSignature(credentials.webhookSecret, {
        signature: request.headers['x-signature'],
        requestId,
        dataId,
      });
      if (check !== 'valid') {
        metrics.mercadoPagoNotification('refused');
        request.log.warn({ storeId, check }, 'notificación de Mercado Pago rechazada');
        throw apiError('INVALID_SIGNATURE', MP_SIGNATURE_INVALID);
      }
      // Only payments matter; other topics (merchant orders…) are acknowledged and left alone.
      if (type !== 'payment' || !/^\d{1,20}$/.test(dataId) || !requestId) {
        metrics.mercadoPagoNotification('ignored');
        return { received: true };
      }
      const queued = await db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto('mercado_pago_notifications')
          .values({ store_id: storeId, request_id: requestId })
          .onConflict((oc) => oc.doNothing())
          .returning('request_id')
          .executeTakeFirst();
        // A replay of an accepted notification is answered the same and does nothing.
        if (!first) return false;
        await enqueuePaymentRead(trx, { storeId, paymentId: dataId });
        return true;
      });
      metrics.mercadoPagoNotification(queued ? 'queued' : 'repeated');
      if (queued) jobs.wake();
      return { received: true };
    },
    { bodyLimit: 16 * 1024 },
  );
};
