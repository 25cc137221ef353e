import { z } from 'zod';
import {
  clientCreatedSchema,
  jobListQuerySchema,
  jobListSchema,
  jobRetriedSchema,
  overviewSchema,
  storeActiveSchema,
} from './super-admin-contracts';
import { createClientSchema } from '../stores/store';
import { defineRoute } from '../shared/define-route';

export const superAdminStoreParamsSchema = z.object({ id: z.uuid({ error: 'Identificador de tienda inválido.' }) });
export const jobParamsSchema = z.object({ id: z.uuid({ error: 'Identificador de trabajo inválido.' }) });
export const storeActiveBodySchema = z.object({
  isActive: z.boolean({ error: 'Indica si la tienda queda activa (true o false).' }),
});

const access = 'super_admin';

/** Everything the super administrator sees and does (docs/product/super-admin.md). */
export const superAdminRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/super-admin/overview',
    access,
    summary: 'Tiendas con sus cifras y ventas por día',
    responses: { 200: overviewSchema },
  }),
  setStoreActive: defineRoute({
    method: 'PATCH',
    path: '/api/super-admin/stores/:id',
    access,
    summary: 'Activar o suspender una tienda',
    params: superAdminStoreParamsSchema,
    body: storeActiveBodySchema,
    responses: { 200: storeActiveSchema },
  }),
  createClient: defineRoute({
    method: 'POST',
    path: '/api/super-admin/clients',
    access,
    summary: 'Crear la cuenta y la tienda de un cliente',
    errors: [409],
    body: createClientSchema,
    responses: { 201: clientCreatedSchema },
  }),
  jobs: defineRoute({
    method: 'GET',
    path: '/api/super-admin/jobs',
    access,
    summary: 'Trabajos en segundo plano por estado',
    query: jobListQuerySchema,
    responses: { 200: jobListSchema },
  }),
  retryJob: defineRoute({
    method: 'POST',
    path: '/api/super-admin/jobs/:id/retry',
    access,
    summary: 'Reintentar un trabajo muerto',
    errors: [409],
    params: jobParamsSchema,
    responses: { 200: jobRetriedSchema },
  }),
} as const;
