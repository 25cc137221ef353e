import { z } from 'zod';
import {
  discountCodeCheckResultSchema,
  discountCodeCheckSchema,
  discountCodeListSchema,
  discountCodeSchema,
  discountCodeUsesSchema,
  discountCodeViewSchema,
} from './discount-contracts';
import { storeParamsSchema } from '../storefront/public-contracts';
import { defineRoute } from '../shared/define-route';

export const DISCOUNT_CODE_NOT_FOUND = 'Código de descuento no encontrado.';
export const discountCodeIdParamsSchema = z.object({ id: z.uuid({ error: DISCOUNT_CODE_NOT_FOUND }) });
export const discountCodePausedSchema = z.object({ paused: z.boolean({ error: 'Indica si el código queda pausado' }) });

const access = 'owner';
const params = discountCodeIdParamsSchema;
const codeAnswer = z.object({ code: discountCodeViewSchema });

/** "Descuentos" (docs/product/orders.md, "Discount codes"): the owner's codes, and the cart's check of one. */
export const discountRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/discount-codes',
    access,
    summary: 'Los códigos de descuento de la tienda',
    responses: { 200: discountCodeListSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/discount-codes',
    access,
    summary: 'Crear un código de descuento',
    errors: [409],
    body: discountCodeSchema,
    responses: { 201: codeAnswer },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/discount-codes/:id',
    access,
    summary: 'Editar un código de descuento',
    errors: [409],
    params,
    body: discountCodeSchema,
    responses: { 200: codeAnswer },
  }),
  setPaused: defineRoute({
    method: 'PATCH',
    path: '/api/discount-codes/:id/paused',
    access,
    summary: 'Pausar o reanudar un código',
    params,
    body: discountCodePausedSchema,
    responses: { 200: codeAnswer },
  }),
  uses: defineRoute({
    method: 'GET',
    path: '/api/discount-codes/:id/uses',
    access,
    summary: 'Los pedidos que usaron el código',
    params,
    responses: { 200: discountCodeUsesSchema },
  }),
  check: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/discount-codes/check',
    access: 'public',
    summary: 'Revisar un código de descuento para las líneas de un carrito (el pedido lo aplica de nuevo)',
    params: storeParamsSchema,
    body: discountCodeCheckSchema,
    errors: [429],
    responses: { 200: discountCodeCheckResultSchema },
  }),
} as const;
