import { z } from 'zod';
import {
  promotionListSchema,
  promotionOrdersSchema,
  promotionSchema,
  promotionViewSchema,
} from './promotion-contracts';
import { defineRoute } from '../shared/define-route';

export const PROMOTION_NOT_FOUND = 'Promoción no encontrada.';
export const promotionIdParamsSchema = z.object({ id: z.uuid({ error: PROMOTION_NOT_FOUND }) });
export const promotionPausedSchema = z.object({ paused: z.boolean({ error: 'Indica si la promoción queda pausada' }) });

const access = 'owner';
const params = promotionIdParamsSchema;
const answer = z.object({ promotion: promotionViewSchema });

/** "Promociones" (docs/product/orders.md, "Promociones"): the owner's automatic promotions. */
export const promotionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/promotions',
    access,
    summary: 'Las promociones automáticas de la tienda, con sus pedidos y lo que restaron',
    responses: { 200: promotionListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/promotions',
    access,
    summary: 'Crear una promoción',
    body: promotionSchema,
    responses: { 201: answer },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/promotions/:id',
    access,
    summary: 'Editar una promoción',
    params,
    body: promotionSchema,
    responses: { 200: answer },
  }),
  setPaused: defineRoute({
    method: 'PATCH',
    path: '/api/promotions/:id/paused',
    access,
    summary: 'Pausar o reanudar una promoción',
    params,
    body: promotionPausedSchema,
    responses: { 200: answer },
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/promotions/:id/duplicate',
    access,
    summary: 'Duplicar una promoción (la copia queda pausada)',
    params,
    responses: { 201: answer },
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/promotions/:id/orders',
    access,
    summary: 'Los pedidos que tomaron la promoción y lo que les restó',
    params,
    responses: { 200: promotionOrdersSchema },
  }),
} as const;
