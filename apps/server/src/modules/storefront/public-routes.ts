import { storefrontOrderSchema } from '@vidriera/core';
import { setTenantStore } from '@vidriera/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { createStorefrontOrder } from '../orders/create-storefront-order';
import { limitOrdersPerAddress } from './order-rate-limit';
import { publicOpenApiDocument } from './public-openapi';
import { findActiveStoreId, findPublicProduct, findPublicStore, findPublicVariants, findStoreForOrder, listStoreCatalogue } from './public-catalogue';

const STORE_NOT_FOUND = 'Tienda no encontrada.';
const slugParams = z.object({ slug: z.string().max(60, STORE_NOT_FOUND).regex(/^[a-z0-9-]+$/, STORE_NOT_FOUND) });
const productParams = slugParams.extend({ id: z.string().max(200, 'Producto no encontrado.') });
const listQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int('La página debe ser un número entero').min(1, 'La página mínima es 1').max(10_000, 'Página inválida').default(1),
  category: z.preprocess((v) => (v === 'all' || v === '' ? undefined : v), z.uuid({ error: 'Categoría inválida' }).optional()),
});
const variantsQuery = z.object({
  ids: z
    .string({ error: 'Indica las variantes' })
    .max(50 * 37, 'Demasiadas variantes')
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'Variante inválida' })).max(50, 'Demasiadas variantes')),
});
const idempotencyKey = z
  .string({ error: 'Falta el encabezado Idempotency-Key.' })
  .trim()
  .min(8, 'El encabezado Idempotency-Key debe tener al menos 8 caracteres.')
  .max(200, 'El encabezado Idempotency-Key es demasiado largo.');

/** Short shared caching: a stock change shows within seconds, repeated views are cheap. */
const publicCache = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=5, stale-while-revalidate=25');

/**
 * The public storefront API (DESIGN §7): no sign-in, usable by a merchant's own
 * site (CORS open), never reveals inactive stores or products, customers or owners.
 */
export function registerPublicRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const access = { access: 'public' as const };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/public/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', 'content-type, idempotency-key');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });

  app.get('/api/public/openapi.json', { config: access }, async () => publicOpenApiDocument(config.PUBLIC_URL));

  app.get('/api/public/stores/:slug', { config: access }, async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const store = await findPublicStore(db, slug);
    if (!store) throw notFound(STORE_NOT_FOUND);
    publicCache(reply);
    return store;
  });

  app.get('/api/public/stores/:slug/products', { config: access }, async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const { page, category } = parseInput(listQuery, request.query);
    const catalogue = await listStoreCatalogue(db, slug, page, category ?? null);
    if (!catalogue) throw notFound(STORE_NOT_FOUND);
    publicCache(reply);
    return catalogue;
  });

  app.get('/api/public/stores/:slug/products/:id', { config: access }, async (request, reply) => {
    const { slug, id } = parseInput(productParams, request.params);
    const store = await findActiveStoreId(db, slug);
    if (!store) throw notFound(STORE_NOT_FOUND);
    const product = await findPublicProduct(db, store.id, id.toLowerCase());
    if (!product) throw notFound('Producto no encontrado.');
    publicCache(reply);
    return product;
  });

  app.get('/api/public/stores/:slug/variants', { config: access }, async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const { ids } = parseInput(variantsQuery, request.query);
    const store = await findActiveStoreId(db, slug);
    if (!store) throw notFound(STORE_NOT_FOUND);
    reply.header('cache-control', 'no-store');
    return { variants: await findPublicVariants(db, store.id, ids) };
  });

  app.post('/api/public/stores/:slug/orders', { config: access, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const { slug } = parseInput(slugParams, request.params);
    const keyResult = idempotencyKey.safeParse(request.headers['idempotency-key']);
    if (!keyResult.success) throw new AppError(422, 'VALIDATION_ERROR', keyResult.error.issues[0]?.message ?? 'Falta el encabezado Idempotency-Key.', 'Idempotency-Key');
    const input = parseInput(storefrontOrderSchema, request.body);
    const store = await findStoreForOrder(db, slug, keyResult.data);
    if (!store) throw notFound(STORE_NOT_FOUND);
    setTenantStore(store.id);
    if (config.RATE_LIMIT) {
      await limitOrdersPerAddress(db, { clientAddress: request.ip, alreadySaved: store.saved_order_id !== null }, config.ORDER_RATE_LIMIT);
    }
    const result = await createStorefrontOrder(db, store, input, keyResult.data, config.RESERVATION_TTL);
    return reply.status(201).send(result);
  });
}
