import { catalogueRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { listAttributes } from './attribute-repository';
import { createAttribute, deleteAttribute, getAttribute, updateAttribute } from './attribute-service';

/** The owner's attributes and their values. */
export function registerAttributeRoutes(app: ApiApp, { db }: AppContext): void {
  addRoute(app, routes.listAttributes, async (request) => ({
    attributes: await listAttributes(db, storeOf(request).id),
  }));

  addRoute(app, routes.createAttribute, async (request) => {
    const storeId = storeOf(request).id;
    const id = await createAttribute(db, storeId, request.body);
    return { attribute: await getAttribute(db, storeId, id) };
  });

  addRoute(app, routes.updateAttribute, async (request) => {
    const storeId = storeOf(request).id;
    await updateAttribute(db, storeId, request.params.id, request.body);
    return { attribute: await getAttribute(db, storeId, request.params.id) };
  });

  addRoute(app, routes.deleteAttribute, async (request) => {
    await deleteAttribute(db, storeOf(request).id, request.params.id);
  });
}
