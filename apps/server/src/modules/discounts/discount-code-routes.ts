import {
  discountCodeCheckResultSchema,
  discountCodeCheckSchema,
  discountCodeListSchema,
  discountCodeSchema,
  discountCodeUsesSchema,
  discountCodeViewSchema,
  ERROR_CODES,
  STORE_NOT_FOUND,
  TOO_MANY_ATTEMPTS_MESSAGE,
  storeParamsSchema,
} from '@vidriera/core';
import { enterStoreFound } from '@vidriera/db';
import { z } from 'zod';
import { AppError, notFound } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { storeOf } from '../auth/access';
import { findActiveStoreId } from '../storefront/public-store';
import { checkDiscountCode, DISCOUNT_CODE_NOT_FOUND, discountCodeUses, listDiscountCodes, saveDiscountCode, setDiscountCodePaused } from './discount-code-repository';

const idParams = z.object({ id: z.uuid({ error: DISCOUNT_CODE_NOT_FOUND }) });
const codeAnswer = z.object({ code: discountCodeViewSchema });
/** Codes the cart's check refuses, per client address and store: past them, guessing codes is answered 429 (a right code always answers). */
export const DISCOUNT_CODE_MISSES: RateLimitRule = { max: 30, windowSeconds: 600 };

const pausedBody = z.object({ paused: z.boolean({ error: 'Indica si el código queda pausado' }) });

/** The owner's discount codes ("Descuentos": list, create, edit, pause, uses) and the cart's check of a code (docs/product/orders.md). */
export function registerDiscountCodeRoutes(app: ApiApp, { db, config: appConfig }: AppContext): void {
  const config = { access: 'owner' as const };

  app.get('/api/discount-codes', { config, schema: { response: { 200: discountCodeListSchema } } }, async (request) => ({
    codes: await listDiscountCodes(db, storeOf(request).id),
  }));

  app.post('/api/discount-codes', { config, schema: { body: discountCodeSchema, response: { 201: codeAnswer } } }, async (request, reply) =>
    reply.status(201).send({ code: await saveDiscountCode(db, storeOf(request).id, null, request.body) }),
  );

  app.put('/api/discount-codes/:id', { config, schema: { params: idParams, body: discountCodeSchema, response: { 200: codeAnswer } } }, async (request) => ({
    code: await saveDiscountCode(db, storeOf(request).id, request.params.id, request.body),
  }));

  app.patch('/api/discount-codes/:id/paused', { config, schema: { params: idParams, body: pausedBody, response: { 200: codeAnswer } } }, async (request) => ({
    code: await setDiscountCodePaused(db, storeOf(request).id, request.params.id, request.body.paused),
  }));

  app.get('/api/discount-codes/:id/uses', { config, schema: { params: idParams, response: { 200: discountCodeUsesSchema } } }, async (request) =>
    discountCodeUses(db, storeOf(request).id, request.params.id),
  );

  app.post(
    '/api/public/stores/:slug/discount-codes/check',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['Tiendas'],
        summary: 'Revisar un código de descuento para las líneas de un carrito (el pedido lo aplica de nuevo)',
        params: storeParamsSchema,
        body: discountCodeCheckSchema,
        response: { 200: discountCodeCheckResultSchema },
      },
    },
    async (request, reply) => {
      const store = await enterStoreFound(() => findActiveStoreId(db, request.params.slug));
      if (!store) throw notFound(STORE_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      try {
        return await checkDiscountCode(db, store.id, request.body.code, request.body.variantIds);
      } catch (error) {
        const refused = error instanceof AppError && error.status === 422;
        if (refused && appConfig.RATE_LIMIT && !(await hitRateLimit(db, `discount-code-miss:${store.id}:${clientAddressKey(request.ip)}`, DISCOUNT_CODE_MISSES))) {
          throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, TOO_MANY_ATTEMPTS_MESSAGE);
        }
        throw error;
      }
    },
  );
}
