import { catalogueRoutes as routes } from '@vidriera/core';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { createCategory, deleteCategory, updateCategory } from './save-category';

const toCategory = (row: {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
  created_at: Date;
}) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  parentId: row.parent_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Categories and product types of the owner's store. */
export function registerCategoryRoutes(app: ApiApp, { db }: AppContext): void {
  addRoute(app, routes.listCategories, async (request) => {
    const rows = await db
      .selectFrom('categories')
      .selectAll()
      .where('store_id', '=', storeOf(request).id)
      .orderBy('created_at', 'desc')
      .execute();
    return { categories: rows.map(toCategory) };
  });

  addRoute(app, routes.createCategory, async (request) => ({
    category: toCategory(await createCategory(db, storeOf(request).id, request.body)),
  }));

  addRoute(app, routes.updateCategory, async (request) => ({
    category: toCategory(await updateCategory(db, storeOf(request).id, request.params.id, request.body)),
  }));

  addRoute(app, routes.deleteCategory, async (request) => {
    await deleteCategory(db, storeOf(request).id, request.params.id);
  });

  addRoute(app, routes.listProductTypes, async (request) => {
    const rows = await db
      .selectFrom('product_types')
      .select(['id', 'name'])
      .where('store_id', '=', storeOf(request).id)
      .orderBy('name')
      .execute();
    return { productTypes: rows };
  });

  addRoute(app, routes.createProductType, async (request) => {
    const row = await db
      .insertInto('product_types')
      .values({ store_id: storeOf(request).id, name: request.body.name })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    return { productType: row };
  });

  addRoute(app, routes.deleteProductType, async (request) => {
    const deleted = await db
      .deleteFrom('product_types')
      .where('id', '=', request.params.id)
      .where('store_id', '=', storeOf(request).id)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound('Tipo de producto no encontrado.');
  });
}
