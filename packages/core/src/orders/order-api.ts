import { z } from 'zod';
import { noContent } from '../shared/common-contracts';
import {
  lowStockPageSchema,
  lowStockQuerySchema,
  orderDetailSchema,
  orderListQuerySchema,
  ordersCancelledSchema,
  ordersOverviewSchema,
  ordersPageSchema,
  orderStatusChangedSchema,
  paymentStatusBodySchema,
  productOptionsAnswerSchema,
} from './order-contracts';
import { dispatchBodySchema, shippingFeeBodySchema } from './delivery-schemas';
import { adminOrderSchema, storefrontOrderEditSchema } from './order-input';
import { ORDER_STATUSES } from './orders';
import { orderExportQuerySchema } from './order-export';
import { cancelPendingByAddressSchema, cancelPendingByPhoneSchema } from './reservation-policy';
import { defineRoute } from '../shared/define-route';

export const ORDER_NOT_FOUND = 'Pedido no encontrado.';

export const orderIdParamsSchema = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });
export const orderStatusBodySchema = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }) });
export const productOptionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga').default(''),
});
const orderAnswer = z.object({ order: orderDetailSchema });
const access = 'owner';

/** The owner's orders (docs/product/orders.md): list, detail, create, edit, status changes and deletion. */
export const orderRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/orders',
    access,
    summary: 'Una página de pedidos, los más nuevos primero',
    query: orderListQuerySchema,
    responses: { 200: ordersPageSchema },
  }),
  overview: defineRoute({
    method: 'GET',
    path: '/api/orders/overview',
    access,
    summary: 'Resumen del panel',
    responses: { 200: ordersOverviewSchema },
  }),
  productOptions: defineRoute({
    method: 'GET',
    path: '/api/orders/product-options',
    access,
    summary: 'Productos que el formulario de pedido puede vender, por nombre',
    query: productOptionsQuerySchema,
    responses: { 200: productOptionsAnswerSchema },
  }),
  lowStock: defineRoute({
    method: 'GET',
    path: '/api/orders/low-stock',
    access,
    summary: 'Variantes con poco stock',
    query: lowStockQuerySchema,
    responses: { 200: lowStockPageSchema },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/orders/export.csv',
    access,
    summary: 'Los pedidos de un período como planilla CSV, para el contador',
    query: orderExportQuerySchema,
    produces: 'text/csv',
    responses: {},
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/orders/:id',
    access,
    summary: 'Un pedido con sus líneas e historial',
    params: orderIdParamsSchema,
    responses: { 200: orderAnswer },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/orders',
    access,
    summary: 'Crear un pedido desde el panel',
    errors: [409],
    body: adminOrderSchema,
    responses: { 201: orderAnswer },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/orders/:id',
    access,
    summary: 'Editar un pedido: uno de la tienda conserva sus líneas (solo datos del cliente y entrega)',
    params: orderIdParamsSchema,
    body: z.union([adminOrderSchema, storefrontOrderEditSchema]),
    bodyCheckedByHandler: true,
    errors: [409],
    responses: { 200: orderAnswer },
  }),
  setStatus: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id/status',
    access,
    summary: 'Cambiar el estado (mueve el stock según docs/product/orders.md); stock insuficiente: 409',
    params: orderIdParamsSchema,
    body: orderStatusBodySchema,
    errors: [409],
    responses: { 200: orderStatusChangedSchema },
  }),
  setPayment: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id/payment',
    access,
    summary: 'Marcar el pago como recibido o pendiente',
    params: orderIdParamsSchema,
    body: paymentStatusBodySchema,
    responses: { 200: orderAnswer },
  }),
  setShippingFee: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id/shipping-fee',
    access,
    summary: 'Fijar el costo de envío de un pedido con envío a cotizar',
    errors: [409],
    params: orderIdParamsSchema,
    body: shippingFeeBodySchema,
    responses: { 200: orderAnswer },
  }),
  dispatch: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id/dispatch',
    access,
    summary: 'Marcar el pedido como enviado (con su seguimiento) o listo para retirar',
    errors: [409],
    params: orderIdParamsSchema,
    body: dispatchBodySchema,
    responses: { 200: orderAnswer },
  }),
  createShipment: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/shipment',
    access,
    summary: 'Crear el envío con el transportista que eligió quien compra ("Crear envío" o "Reintentar")',
    errors: [409],
    params: orderIdParamsSchema,
    responses: { 200: orderAnswer },
  }),
  shipmentLabel: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/shipment/label',
    access,
    summary: 'La etiqueta del envío creado, en PDF, tal como la da el transportista (OCA)',
    errors: [503],
    params: orderIdParamsSchema,
    produces: 'application/pdf',
    responses: {},
  }),
  cancelPendingByPhone: defineRoute({
    method: 'POST',
    path: '/api/orders/cancel-pending-by-phone',
    access,
    summary: 'Cancelar los pedidos pendientes de un teléfono',
    body: cancelPendingByPhoneSchema,
    responses: { 200: ordersCancelledSchema },
  }),
  cancelPendingByAddress: defineRoute({
    method: 'POST',
    path: '/api/orders/cancel-pending-by-address',
    access,
    summary: 'Cancelar los pedidos pendientes hechos desde una dirección',
    body: cancelPendingByAddressSchema,
    responses: { 200: ordersCancelledSchema },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/orders/:id',
    access,
    summary: 'Eliminar un pedido',
    params: orderIdParamsSchema,
    responses: { 204: noContent },
  }),
  checkMercadoPago: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/mercado-pago/check',
    access,
    summary: 'Revisar pago: lee en Mercado Pago el pago del pedido',
    errors: [409],
    params: orderIdParamsSchema,
    responses: { 200: orderAnswer },
  }),
} as const;
