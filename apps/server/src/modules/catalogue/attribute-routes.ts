import { attributeCreateSchema, attributeUpdateSchema } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { currentStoreId } from '../stores/current-store';
import { listAttributes } from './attribute-repository';
import { createAttribute, deleteAttribute, updateAttribute } from './attribute-service';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

export function registerAttributeRoutes(app: FastifyInstance, { db }: AppContext): void {
  const access = { access: 'user' as const };

  app.get('/api/catalogue/attributes', { config: access }, async (request) => {
    const storeId = await currentStoreId(db, request);
    return { attributes: await listAttributes(db, storeId) };
  });

  app.post('/api/catalogue/attributes', { config: access }, async (request, reply) => {
    const input = parseInput(attributeCreateSchema, request.body);
    const storeId = await currentStoreId(db, request);
    const id = await createAttribute(db, storeId, input);
    const [attribute] = await listAttributes(db, storeId, [id]);
    return reply.status(201).send({ attribute });
  });

  app.put('/api/catalogue/attributes/:id', { config: access }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(attributeUpdateSchema, request.body);
    const storeId = await currentStoreId(db, request);
    await updateAttribute(db, storeId, id, input);
    const [attribute] = await listAttributes(db, storeId, [id]);
    return { attribute };
  });

  app.delete('/api/catalogue/attributes/:id', { config: access }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await deleteAttribute(db, await currentStoreId(db, request), id);
    return reply.status(204).send();
  });
}
