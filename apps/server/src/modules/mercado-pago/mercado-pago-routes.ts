import {
  MP_CHECKOUT_PREPARING,
  MP_OAUTH_EXPIRED,
  MP_NOT_AN_MP_ORDER,
  MP_NOT_CONNECTED,
  MP_SIGNATURE_INVALID,
  orderRoutes,
  publicRoutes,
  storeRoutes,
} from '@vidriera/core';
import { enterStoreFound } from '@vidriera/db';
import { apiError, AppError, conflict, invalid, notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { ORDER_NOT_FOUND } from '@vidriera/core';
import { getOrderDetail } from '../orders/order-repository';
import { shopperOrderOfRoute } from '../orders/shopper-order';
import { enqueueCheckout } from './checkout-preference';
import { credentialBox } from './credential-box';
import { connectMercadoPago, disconnectMercadoPago, type MercadoPagoDeps, readMercadoPagoSettings, setMercadoPagoOptions } from './mercado-pago-account';
import { authorizationUrl, completeOAuth } from './mercado-pago-oauth';
import { loadCredentials } from './store-credentials';
import { checkNotificationSignature } from './notification-signature';
import { checkOrderPayment, enqueuePaymentRead } from './payment-check';

/** What the Mercado Pago code needs from the running server. */
export function mercadoPagoDeps({ db, config, secret }: Pick<AppContext, 'db' | 'config' | 'secret'>): MercadoPagoDeps & { secret: string; shopDomain: string } {
  const { MP_CLIENT_ID: clientId, MP_CLIENT_SECRET: clientSecret, MP_WEBHOOK_SECRET: webhookSecret } = config;
  return {
    db,
    box: credentialBox(secret),
    apiUrl: config.MERCADO_PAGO_API_URL,
    publicUrl: config.PUBLIC_URL,
    shopDomain: config.SHOP_DOMAIN,
    reservationSeconds: config.RESERVATION_TTL,
    oauth: clientId && clientSecret && webhookSecret ? { clientId, clientSecret, webhookSecret, authUrl: config.MERCADO_PAGO_AUTH_URL } : null,
    secret,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Mercado Pago per order (docs/product/orders.md, "Paying with Mercado
 * Pago"): the owner's connection and "Revisar pago", the shopper's "Pagar
 * con Mercado Pago", and the notifications Mercado Pago sends
 * (docs/SECURITY.md, "Mercado Pago notifications").
 */
export function registerMercadoPagoRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, config, jobs } = ctx;
  const deps = mercadoPagoDeps(ctx);

  addRoute(app, storeRoutes.mercadoPago, (request) => readMercadoPagoSettings(deps, storeOf(request).id));

  addRoute(app, storeRoutes.connectMercadoPago, (request) => connectMercadoPago(deps, storeOf(request).id, request.body));

  addRoute(app, storeRoutes.mercadoPagoOptions, async (request) => {
    const storeId = storeOf(request).id;
    if (!(await readMercadoPagoSettings(deps, storeId)).connected) throw conflict('MERCADO_PAGO_NOT_CONNECTED', MP_NOT_CONNECTED);
    return setMercadoPagoOptions(deps, storeId, request.body.confirmOnPayment);
  });

  addRoute(app, storeRoutes.disconnectMercadoPago, (request) => disconnectMercadoPago(deps, storeOf(request).id));

  addRoute(app, storeRoutes.authorizeMercadoPago, (request) => ({
    authorizationUrl: authorizationUrl(deps, storeOf(request).id),
  }));

  // Mercado Pago sends the owner's browser back here; the answer is a page of the app, saying how it went.
  addRoute(app, storeRoutes.mercadoPagoOAuthCallback, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { code, state } = request.query;
    try {
    if (!code || !state) throw invalid('code', MP_OAUTH_EXPIRED);
    await completeOAuth(deps, storeOf(request).id, { code, state });
    } catch (error) {
    const reason = error instanceof AppError ? error.code : 'ERROR';
    request.log.warn({ reason }, 'no se completó la conexión de Mercado Pago');
    return reply.redirect(`/admin/settings?mercadoPago=${reason === 'MERCADO_PAGO_UNAVAILABLE' ? 'no-disponible' : 'error'}`, 302);
    }
    return reply.redirect('/admin/settings?mercadoPago=conectado', 302);
  });

  addRoute(app, orderRoutes.checkMercadoPago, async (request) => {
    const storeId = storeOf(request).id;
    await checkOrderPayment(deps, storeId, request.params.id);
    // A payment that confirmed the order queued its low-stock check.
    jobs.wake();
    const order = await getOrderDetail(db, storeId, request.params.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order };
  });

  addRoute(app, publicRoutes.payWithMercadoPago, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const order = await shopperOrderOfRoute(db, request, config.RATE_LIMIT);
    if (order.paymentMethod !== 'mercadopago' || order.status === 'cancelled') throw conflict('NOT_A_MERCADO_PAGO_ORDER', MP_NOT_AN_MP_ORDER);
    if (order.mercadoPago?.checkoutUrl) return { checkoutUrl: order.mercadoPago.checkoutUrl };
    const storeId = (await db.selectFrom('orders').select('store_id').where('id', '=', order.id).executeTakeFirstOrThrow()).store_id;
    if (!(await loadCredentials(deps, storeId))) throw conflict('MERCADO_PAGO_NOT_CONNECTED', MP_NOT_CONNECTED);
    if (await enqueueCheckout(db, { storeId, orderId: order.id })) jobs.wake();
    return { checkoutUrl: null, message: MP_CHECKOUT_PREPARING };
  });

  addRoute(
    app,
    publicRoutes.mercadoPagoNotification,
    async (request) => {
      const { storeId } = request.params;
      const bodyId = request.body?.data?.id;
      const dataId = request.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId));
      const type = request.query.type ?? request.body?.type ?? request.query.topic;
      const store = UUID.test(storeId)
        ? await enterStoreFound(() => db.selectFrom('mercado_pago_accounts').select('store_id as id').where('store_id', '=', storeId).executeTakeFirst())
        : undefined;
      const credentials = store && (await loadCredentials(deps, store.id));
      if (!credentials) throw notFound(MP_NOT_CONNECTED);
      if (!dataId) throw invalid('data.id', 'Falta el id de la notificación (data.id).');
      const requestId = request.headers['x-request-id'];
      const check = checkNotificationSignature(credentials.webhookSecret, { signature: request.headers['x-signature'], requestId, dataId });
      if (check !== 'valid') {
        request.log.warn({ storeId, check }, 'notificación de Mercado Pago rechazada');
        throw apiError('INVALID_SIGNATURE', MP_SIGNATURE_INVALID);
      }
      // Only payments matter; other topics (merchant orders…) are acknowledged and left alone.
      if (type !== 'payment' || !/^\d{1,20}$/.test(dataId) || !requestId) return { received: true };
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
      if (queued) jobs.wake();
      return { received: true };
    },
    { bodyLimit: 16 * 1024 },
  );
}
