import { adminOrderSchema, ORDER_STATUSES, storefrontOrderEditSchema } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { authOf } from '../auth/access';
import { currentStoreId } from '../stores/current-store';
import { changeOrderStatus, deleteOrder, ORDER_NOT_FOUND } from './change-order-status';
import { getOrderDetail, listOrders, productOptions } from './order-repository';
import { createAdminOrder, updateAdminOrder, updateStorefrontOrder } from './save-admin-order';

const idParams = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
const listQuery = z.object({
  status: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.enum(ORDER_STATUSES, { error: 'Estado inválido' }).optional()),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga').optional(),
});
const statusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }) });
const optionsQuery = z.object({ q: z.string().trim().max(100, 'La búsqueda es demasiado larga').default('') });

/** The owner's orders: list, detail, create, edit, status changes and deletion — each with its stock effect. */
export function registerOrderRoutes(app: FastifyInstance, { db }: AppContext): void {
  const access = { access: 'user' as const };

  app.get('/api/orders', { config: access }, async (request) => {
    const filters = parseInput(listQuery, request.query);
    return { orders: await listOrders(db, await currentStoreId(db, request), filters) };
  });

  app.get('/api/orders/product-options', { config: access }, async (request) => {
    const { q } = parseInput(optionsQuery, request.query);
    return { products: await productOptions(db, await currentStoreId(db, request), q) };
  });

  app.get('/api/orders/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const order = await getOrderDetail(db, await currentStoreId(db, request), id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return { order };
  });

  app.post('/api/orders', { config: access }, async (request, reply) => {
    const input = parseInput(adminOrderSchema, request.body);
    const storeId = await currentStoreId(db, request);
    const id = await createAdminOrder(db, storeId, input, authOf(request).user.id);
    return reply.status(201).send({ order: await getOrderDetail(db, storeId, id) });
  });

  app.put('/api/orders/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const storeId = await currentStoreId(db, request);
    const existing = await db.selectFrom('orders').select('source').where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
    if (!existing) throw notFound(ORDER_NOT_FOUND);
    const actorId = authOf(request).user.id;
    if (existing.source === 'storefront') await updateStorefrontOrder(db, storeId, id, parseInput(storefrontOrderEditSchema, request.body), actorId);
    else await updateAdminOrder(db, storeId, id, parseInput(adminOrderSchema, request.body), actorId);
    return { order: await getOrderDetail(db, storeId, id) };
  });

  app.patch('/api/orders/:id/status', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(statusBody, request.body);
    const storeId = await currentStoreId(db, request);
    const stockEffect = await changeOrderStatus(db, storeId, id, status, authOf(request).user.id);
    return { order: await getOrderDetail(db, storeId, id), stockEffect };
  });

  app.delete('/api/orders/:id', { config: access }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await deleteOrder(db, await currentStoreId(db, request), id);
    return reply.status(204).send();
  });
}
