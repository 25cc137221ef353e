import { attributeCreateSchema, attributeSchema, attributeUpdateSchema, noContent } from '@vidriera/core';
import { z } from 'zod';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { storeOf } from '../auth/access';
import { listAttributes } from './attribute-repository';
import { createAttribute, deleteAttribute, getAttribute, updateAttribute } from './attribute-service';
import { idParams } from './id-params';

const attributeAnswer = z.object({ attribute: attributeSchema });

/** The owner's attributes and their values. */
export function registerAttributeRoutes(app: ApiApp, { db }: AppContext): void {
  const config = { access: 'owner' as const };

  app.get('/api/catalogue/attributes', { config, schema: { response: { 200: z.object({ attributes: z.array(attributeSchema) }) } } }, async (request) => ({
    attributes: await listAttributes(db, storeOf(request).id),
  }));

  app.post('/api/catalogue/attributes', { config, schema: { body: attributeCreateSchema, response: { 201: attributeAnswer } } }, async (request, reply) => {
    const storeId = storeOf(request).id;
    const id = await createAttribute(db, storeId, request.body);
    return reply.status(201).send({ attribute: await getAttribute(db, storeId, id) });
  });

  app.put(
    '/api/catalogue/attributes/:id',
    { config, schema: { params: idParams, body: attributeUpdateSchema, response: { 200: attributeAnswer } } },
    async (request) => {
      const storeId = storeOf(request).id;
      await updateAttribute(db, storeId, request.params.id, request.body);
      return { attribute: await getAttribute(db, storeId, request.params.id) };
    },
  );

  app.delete('/api/catalogue/attributes/:id', { config, schema: { params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await deleteAttribute(db, storeOf(request).id, request.params.id);
    return reply.status(204).send();
  });
}
