import {
  adminOrderSchema,
  cancelPendingByAddressSchema,
  cancelPendingByPhoneSchema,
  dispatchBodySchema,
  shippingFeeBodySchema,
  ordersCancelledSchema,
  noContent,
  ORDER_STATUSES,
  orderDetailSchema,
  orderListQuerySchema,
  ordersOverviewSchema,
  paymentStatusBodySchema,
  orderStatusChangedSchema,
  ordersPageSchema,
  lowStockPageSchema,
  lowStockQuerySchema,
  productOptionsAnswerSchema,
  storefrontOrderEditSchema,
} from '@vidriera/core';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { authOf, storeOf } from '../auth/access';
import { cancelPendingOrdersOf } from './cancel-pending-orders';
import { changeOrderStatus, ORDER_NOT_FOUND } from './change-order-status';
import { deleteOrder } from './delete-order';
import { recordDispatch, setShippingFee } from './order-dispatch';
import { setPaymentStatus } from './order-payment';
import { markOrderOpened } from './open-order';
import { getOrderDetail, listOrders, productOptions } from './order-repository';
import { lowStockPage, ordersOverview } from './orders-overview';
import { createAdminOrder, updateAdminOrder, updateStorefrontOrder } from './save-admin-order';

const idParams = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
const statusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }) });
const optionsQuery = z.object({ q: z.string().trim().max(100, 'La búsqueda es demasiado larga').default('') });
const orderAnswer = z.object({ order: orderDetailSchema });

/** The owner's orders: list, detail, create, edit, status changes and deletion — each with its stock effect. */
export function registerOrderRoutes(app: ApiApp, { db, jobs, config: appConfig }: AppContext): void {
  const config = { access: 'owner' as const };
  const detail = async (storeId: string, id: string) => {
    const order = await getOrderDetail(db, storeId, id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  app.get('/api/orders', { config, schema: { querystring: orderListQuerySchema, response: { 200: ordersPageSchema } } }, async (request) =>
    listOrders(db, storeOf(request).id, request.query),
  );

  app.get('/api/orders/overview', { config, schema: { response: { 200: ordersOverviewSchema } } }, async (request) =>
    ordersOverview(db, storeOf(request).id),
  );

  app.get(
    '/api/orders/product-options',
    { config, schema: { querystring: optionsQuery, response: { 200: productOptionsAnswerSchema } } },
    async (request) => productOptions(db, storeOf(request).id, request.query.q),
  );

  app.get('/api/orders/low-stock', { config, schema: { querystring: lowStockQuerySchema, response: { 200: lowStockPageSchema } } }, async (request) =>
    lowStockPage(db, storeOf(request).id, request.query.page),
  );

  // The owner opening a storefront order lengthens its reservation (open-order.ts).
  app.get('/api/orders/:id', { config, schema: { params: idParams, response: { 200: orderAnswer } } }, async (request) => {
    const storeId = storeOf(request).id;
    await markOrderOpened(db, storeId, request.params.id, appConfig.RESERVATION_TTL);
    return { order: await detail(storeId, request.params.id) };
  });

  app.post('/api/orders', { config, schema: { body: adminOrderSchema, response: { 201: orderAnswer } } }, async (request, reply) => {
    const storeId = storeOf(request).id;
    const id = await createAdminOrder(db, storeId, request.body, authOf(request).user.id);
    return reply.status(201).send({ order: await detail(storeId, id) });
  });

  /** The body's shape depends on the order: a storefront order keeps its lines, so it is read after the order is. */
  app.put('/api/orders/:id', { config, schema: { params: idParams, response: { 200: orderAnswer } } }, async (request) => {
    const storeId = storeOf(request).id;
    const { id } = request.params;
    const existing = await db.selectFrom('orders').select('source').where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
    if (!existing) throw notFound(ORDER_NOT_FOUND);
    const actorId = authOf(request).user.id;
    if (existing.source === 'storefront') await updateStorefrontOrder(db, storeId, id, parseInput(storefrontOrderEditSchema, request.body), actorId);
    else await updateAdminOrder(db, storeId, id, parseInput(adminOrderSchema, request.body), actorId);
    jobs.wake();
    return { order: await detail(storeId, id) };
  });

  app.patch(
    '/api/orders/:id/status',
    { config, schema: { params: idParams, body: statusBody, response: { 200: orderStatusChangedSchema } } },
    async (request) => {
      const storeId = storeOf(request).id;
      const stockEffect = await changeOrderStatus(db, storeId, request.params.id, request.body.status, authOf(request).user.id);
      const order = await detail(storeId, request.params.id);
      // The change queued its e-mails with it: the low-stock check, the shopper's (change-order-status.ts).
      jobs.wake();
      return { order, stockEffect };
    },
  );

  app.patch(
    '/api/orders/:id/payment',
    { config, schema: { params: idParams, body: paymentStatusBodySchema, response: { 200: orderAnswer } } },
    async (request) => {
      const storeId = storeOf(request).id;
      await setPaymentStatus(db, storeId, request.params.id, request.body.paymentStatus);
      jobs.wake();
      return { order: await detail(storeId, request.params.id) };
    },
  );

  app.patch(
    '/api/orders/:id/shipping-fee',
    { config, schema: { params: idParams, body: shippingFeeBodySchema, response: { 200: orderAnswer } } },
    async (request) => {
      const storeId = storeOf(request).id;
      await setShippingFee(db, storeId, request.params.id, request.body.feeCents);
      // A Mercado Pago order queued a new checkout for its new total (order-dispatch.ts).
      jobs.wake();
      return { order: await detail(storeId, request.params.id) };
    },
  );

  app.patch(
    '/api/orders/:id/dispatch',
    { config, schema: { params: idParams, body: dispatchBodySchema, response: { 200: orderAnswer } } },
    async (request) => {
      const storeId = storeOf(request).id;
      await recordDispatch(db, storeId, request.params.id, request.body);
      // The shopper's e-mail about it was queued with the change (order-dispatch.ts).
      jobs.wake();
      return { order: await detail(storeId, request.params.id) };
    },
  );

  app.post(
    '/api/orders/cancel-pending-by-phone',
    { config, schema: { body: cancelPendingByPhoneSchema, response: { 200: ordersCancelledSchema } } },
    async (request) => {
      const cancelled = await cancelPendingOrdersOf(db, storeOf(request).id, { phone: request.body.phone }, authOf(request).user.id);
      jobs.wake();
      return { cancelled };
    },
  );

  app.post(
    '/api/orders/cancel-pending-by-address',
    { config, schema: { body: cancelPendingByAddressSchema, response: { 200: ordersCancelledSchema } } },
    async (request) => {
      const cancelled = await cancelPendingOrdersOf(db, storeOf(request).id, { placedFrom: request.body.placedFrom }, authOf(request).user.id);
      jobs.wake();
      return { cancelled };
    },
  );

  app.delete('/api/orders/:id', { config, schema: { params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await deleteOrder(db, storeOf(request).id, request.params.id);
    return reply.status(204).send();
  });
}
