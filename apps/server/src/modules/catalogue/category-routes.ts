import { categoryInputSchema, productTypeInputSchema } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { currentStoreId } from '../stores/current-store';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const CATEGORY_NOT_FOUND = 'Categoría no encontrada.';

const toCategory = (row: { id: string; name: string; description: string | null; created_at: Date }) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Categories and product types of the owner's store. */
export function registerCategoryRoutes(app: FastifyInstance, { db }: AppContext): void {
  const access = { access: 'user' as const };

  app.get('/api/catalogue/categories', { config: access }, async (request) => {
    const storeId = await currentStoreId(db, request);
    const rows = await db.selectFrom('categories').selectAll().where('store_id', '=', storeId).orderBy('created_at', 'desc').execute();
    return { categories: rows.map(toCategory) };
  });

  app.post('/api/catalogue/categories', { config: access }, async (request, reply) => {
    const input = parseInput(categoryInputSchema, request.body);
    const storeId = await currentStoreId(db, request);
    const row = await db.insertInto('categories').values({ store_id: storeId, ...input }).returningAll().executeTakeFirstOrThrow();
    return reply.status(201).send({ category: toCategory(row) });
  });

  app.put('/api/catalogue/categories/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(categoryInputSchema, request.body);
    const storeId = await currentStoreId(db, request);
    const row = await db.updateTable('categories').set(input).where('id', '=', id).where('store_id', '=', storeId).returningAll().executeTakeFirst();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return { category: toCategory(row) };
  });

  app.delete('/api/catalogue/categories/:id', { config: access }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const storeId = await currentStoreId(db, request);
    const deleted = await db.deleteFrom('categories').where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound(CATEGORY_NOT_FOUND);
    return reply.status(204).send();
  });

  app.get('/api/catalogue/product-types', { config: access }, async (request) => {
    const storeId = await currentStoreId(db, request);
    const rows = await db.selectFrom('product_types').select(['id', 'name']).where('store_id', '=', storeId).orderBy('name').execute();
    return { productTypes: rows };
  });

  app.post('/api/catalogue/product-types', { config: access }, async (request, reply) => {
    const input = parseInput(productTypeInputSchema, request.body);
    const storeId = await currentStoreId(db, request);
    const row = await db.insertInto('product_types').values({ store_id: storeId, name: input.name }).returning(['id', 'name']).executeTakeFirstOrThrow();
    return reply.status(201).send({ productType: row });
  });

  app.delete('/api/catalogue/product-types/:id', { config: access }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const storeId = await currentStoreId(db, request);
    const deleted = await db.deleteFrom('product_types').where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound('Tipo de producto no encontrado.');
    return reply.status(204).send();
  });
}
