import { adminOrderSchema, ORDER_NOT_FOUND, orderRoutes as routes, storefrontOrderEditSchema } from '@vidriera/core';
import { notFound } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import type { ApiApp } from '../../shared/api-app';
import { parseInput } from '../../shared/parse-input';
import { addRoute } from '../../shared/route';
import { authOf, storeOf } from '../auth/access';
import { cancelPendingOrdersOf } from './cancel-pending-orders';
import { changeOrderStatus } from './change-order-status';
import { deleteOrder } from './delete-order';
import { recordDispatch, setShippingFee } from './order-dispatch';
import { setPaymentStatus } from './order-payment';
import { markOrderOpened } from './open-order';
import { getOrderDetail, listOrders } from './order-repository';
import { productOptions } from './order-product-options';
import { lowStockPage, ordersOverview } from './orders-overview';
import { createAdminOrder, updateAdminOrder, updateStorefrontOrder } from './save-admin-order';
import { countOrder } from './order-counts';
import { exportOrdersCsv } from './orders-csv-export';
import { requestShipment } from './shipments';
import { shipmentLabel } from './shipment-label';

/** The owner's orders (`orderRoutes` in packages/core/src/orders/order-api.ts): each with its stock effect. */
export function registerOrderRoutes(app: ApiApp, { db, jobs, config, metrics }: AppContext): void {
  const detail = async (storeId: string, id: string) => {
    const order = await getOrderDetail(db, storeId, id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };
  /** Answers with the order as it is now; the change may have queued e-mails or a checkout (wake the worker). */
  const answer = async (storeId: string, id: string) => {
    jobs.wake();
    return { order: await detail(storeId, id) };
  };

  addRoute(app, routes.list, (request) => listOrders(db, storeOf(request).id, request.query));
  addRoute(app, routes.overview, (request) => ordersOverview(db, storeOf(request).id));
  addRoute(app, routes.productOptions, (request) => productOptions(db, storeOf(request).id, request.query.q));
  addRoute(app, routes.lowStock, (request) =>
    lowStockPage(db, storeOf(request).id, request.query.page, request.query.soldOut),
  );

  addRoute(app, routes.exportCsv, async (request, reply) => {
    const csv = await exportOrdersCsv(db, storeOf(request).id, request.query);
    const { from, to } = request.query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pedidos-${from}-a-${to}.csv"`)
      .send(csv);
  });

  // The owner opening a storefront order lengthens its reservation (open-order.ts).
  addRoute(app, routes.get, async (request) => {
    const storeId = storeOf(request).id;
    await markOrderOpened(db, storeId, request.params.id, config.RESERVATION_TTL);
    return { order: await detail(storeId, request.params.id) };
  });

  // A new order in En Proceso or Completado may have queued the low-stock check (change-order-status.ts).
  addRoute(app, routes.create, async (request) => {
    const storeId = storeOf(request).id;
    const id = await countOrder(metrics, { source: 'admin' }, () =>
      createAdminOrder(db, storeId, request.body, authOf(request).user.id),
    );
    return answer(storeId, id);
  });

  /** The body's shape depends on the order: a storefront order keeps its lines, so it is read after the order is. */
  addRoute(app, routes.update, async (request) => {
    const storeId = storeOf(request).id;
    const { id } = request.params;
    const existing = await db
      .selectFrom('orders')
      .select('source')
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (!existing) throw notFound(ORDER_NOT_FOUND);
    const actorId = authOf(request).user.id;
    if (existing.source === 'storefront')
      await updateStorefrontOrder(db, storeId, id, parseInput(storefrontOrderEditSchema, request.body), actorId);
    else await updateAdminOrder(db, storeId, id, parseInput(adminOrderSchema, request.body), actorId);
    return answer(storeId, id);
  });

  // The change queued its e-mails with it: the low-stock check, the shopper's (change-order-status.ts).
  addRoute(app, routes.setStatus, async (request) => {
    const storeId = storeOf(request).id;
    const stockEffect = await changeOrderStatus(
      db,
      storeId,
      request.params.id,
      request.body.status,
      authOf(request).user.id,
    );
    return { ...(await answer(storeId, request.params.id)), stockEffect };
  });

  addRoute(app, routes.setPayment, async (request) => {
    const storeId = storeOf(request).id;
    await setPaymentStatus(db, storeId, request.params.id, request.body.paymentStatus);
    return answer(storeId, request.params.id);
  });

  // A Mercado Pago order queued a new checkout for its new total (order-dispatch.ts).
  addRoute(app, routes.setShippingFee, async (request) => {
    const storeId = storeOf(request).id;
    await setShippingFee(db, storeId, request.params.id, request.body.feeCents);
    return answer(storeId, request.params.id);
  });

  // The shopper's e-mail about it was queued with the change (order-dispatch.ts).
  addRoute(app, routes.dispatch, async (request) => {
    const storeId = storeOf(request).id;
    await recordDispatch(db, storeId, request.params.id, request.body);
    return answer(storeId, request.params.id);
  });

  // The shipment's job runs after the answer; the order shows it "requested" until then (shipments.ts).
  addRoute(app, routes.createShipment, async (request) => {
    const storeId = storeOf(request).id;
    await requestShipment(db, storeId, request.params.id);
    return answer(storeId, request.params.id);
  });

  addRoute(app, routes.shipmentLabel, async (request, reply) => {
    const { pdf, name } = await shipmentLabel(db, config, storeOf(request).id, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  addRoute(app, routes.cancelPendingByPhone, async (request) => {
    const cancelled = await cancelPendingOrdersOf(
      db,
      storeOf(request).id,
      { phone: request.body.phone },
      authOf(request).user.id,
    );
    jobs.wake();
    return { cancelled };
  });

  addRoute(app, routes.cancelPendingByAddress, async (request) => {
    const cancelled = await cancelPendingOrdersOf(
      db,
      storeOf(request).id,
      { placedFrom: request.body.placedFrom },
      authOf(request).user.id,
    );
    jobs.wake();
    return { cancelled };
  });

  addRoute(app, routes.delete, async (request) => {
    await deleteOrder(db, storeOf(request).id, request.params.id);
  });
}
