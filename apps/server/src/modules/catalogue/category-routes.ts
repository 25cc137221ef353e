import { categoryInputSchema, categorySchema, noContent, productTypeInputSchema, productTypeSchema } from '@vidriera/core';
import { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { storeOf } from '../auth/access';
import { idParams } from './id-params';
import { createCategory, deleteCategory, updateCategory } from './save-category';

const categoryAnswer = z.object({ category: categorySchema });

const toCategory = (row: { id: string; name: string; description: string | null; parent_id: string | null; created_at: Date }) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  parentId: row.parent_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Categories and product types of the owner's store. */
export function registerCategoryRoutes(app: ApiApp, { db }: AppContext): void {
  const config = { access: 'owner' as const };

  app.get('/api/catalogue/categories', { config, schema: { response: { 200: z.object({ categories: z.array(categorySchema) }) } } }, async (request) => {
    const rows = await db.selectFrom('categories').selectAll().where('store_id', '=', storeOf(request).id).orderBy('created_at', 'desc').execute();
    return { categories: rows.map(toCategory) };
  });

  app.post('/api/catalogue/categories', { config, schema: { body: categoryInputSchema, response: { 201: categoryAnswer } } }, async (request, reply) => {
    return reply.status(201).send({ category: toCategory(await createCategory(db, storeOf(request).id, request.body)) });
  });

  app.put(
    '/api/catalogue/categories/:id',
    { config, schema: { params: idParams, body: categoryInputSchema, response: { 200: categoryAnswer } } },
    async (request) => ({ category: toCategory(await updateCategory(db, storeOf(request).id, request.params.id, request.body)) }),
  );

  app.delete('/api/catalogue/categories/:id', { config, schema: { params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await deleteCategory(db, storeOf(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/catalogue/product-types', { config, schema: { response: { 200: z.object({ productTypes: z.array(productTypeSchema) }) } } }, async (request) => {
    const rows = await db.selectFrom('product_types').select(['id', 'name']).where('store_id', '=', storeOf(request).id).orderBy('name').execute();
    return { productTypes: rows };
  });

  app.post(
    '/api/catalogue/product-types',
    { config, schema: { body: productTypeInputSchema, response: { 201: z.object({ productType: productTypeSchema }) } } },
    async (request, reply) => {
      const row = await db
        .insertInto('product_types')
        .values({ store_id: storeOf(request).id, name: request.body.name })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ productType: row });
    },
  );

  app.delete('/api/catalogue/product-types/:id', { config, schema: { params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    const deleted = await db.deleteFrom('product_types').where('id', '=', request.params.id).where('store_id', '=', storeOf(request).id).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound('Tipo de producto no encontrado.');
    return reply.status(204).send();
  });
}
