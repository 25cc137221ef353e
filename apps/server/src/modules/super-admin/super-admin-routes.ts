import {
  clientCreatedSchema,
  createClientSchema,
  JOB_NOT_DEAD,
  JOB_NOT_FOUND,
  jobListQuerySchema,
  jobListSchema,
  jobRetriedSchema,
  overviewSchema,
  storeActiveSchema,
  storeUrl,
} from '@vidriera/core';
import { z } from 'zod';
import { conflict, notFound } from '../../shared/app-error';
import { listJobs, retryDeadJob } from '../jobs/jobs-repository';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { toStoreDto } from '../stores/store-dto';
import { createClientAccount } from './create-client';
import { listStoresWithStats, salesByDay, setStoreActive } from './super-admin-repository';

const storeParams = z.object({ id: z.uuid({ error: 'Identificador de tienda inválido.' }) });
const jobParams = z.object({ id: z.uuid({ error: 'Identificador de trabajo inválido.' }) });
const activeBody = z.object({ isActive: z.boolean({ error: 'Indica si la tienda queda activa (true o false).' }) });
const SALES_DAYS = 30;

/** Everything the super administrator sees and does; every route requires super_admin. */
export function registerSuperAdminRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, config, auth, jobs } = ctx;
  const access = { access: 'super_admin' as const };

  app.get('/api/super-admin/overview', { config: access, schema: { response: { 200: overviewSchema } } }, async () => {
    const [rows, sales] = await Promise.all([listStoresWithStats(db), salesByDay(db, SALES_DAYS)]);
    const stores = rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      ownerEmail: r.owner_email,
      isActive: r.is_active,
      products: Number(r.products),
      orders: Number(r.orders),
      salesCents: Number(r.sales_cents),
      pendingOrders: Number(r.pending_orders),
      pendingCents: Number(r.pending_cents),
      cancelledOrders: Number(r.cancelled_orders),
      createdAt: new Date(r.created_at).toISOString(),
      url: storeUrl(r.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, r.own_domain),
    }));
    return {
      totals: {
        stores: stores.length,
        activeStores: stores.filter((s) => s.isActive).length,
        salesCents: stores.reduce((sum, s) => sum + s.salesCents, 0),
        orders: stores.reduce((sum, s) => sum + s.orders, 0),
        pendingOrders: stores.reduce((sum, s) => sum + s.pendingOrders, 0),
        pendingCents: stores.reduce((sum, s) => sum + s.pendingCents, 0),
        cancelledOrders: stores.reduce((sum, s) => sum + s.cancelledOrders, 0),
        owners: new Set(rows.map((r) => r.owner_id)).size,
      },
      stores,
      salesByDay: sales.map((d) => ({ date: d.day, salesCents: Number(d.sales_cents), orders: Number(d.orders) })),
    };
  });

  app.patch(
    '/api/super-admin/stores/:id',
    { config: access, schema: { params: storeParams, body: activeBody, response: { 200: storeActiveSchema } } },
    async (request) => {
      const updated = await setStoreActive(db, request.params.id, request.body.isActive);
      if (!updated) throw notFound('Tienda no encontrada.');
      return { id: updated.id, isActive: updated.is_active };
    },
  );

  app.post('/api/super-admin/clients', { config: access, schema: { body: createClientSchema, response: { 201: clientCreatedSchema } } }, async (request, reply) => {
    const input = request.body;
    const { store, password } = await createClientAccount(db, auth, input);
    const dto = toStoreDto(store, config);
    return reply.status(201).send({
      success: true as const,
      storeUrl: dto.url,
      storeSlug: dto.slug,
      storeName: dto.name,
      email: input.email.toLowerCase(),
      password,
      firstName: input.firstName,
      whatsappNumber: input.whatsappNumber ?? null,
      adminUrl: `${config.PUBLIC_URL}/auth`,
    });
  });

  app.get('/api/super-admin/jobs', { config: access, schema: { querystring: jobListQuerySchema, response: { 200: jobListSchema } } }, async (request) =>
    listJobs(db, request.query.view),
  );

  app.post(
    '/api/super-admin/jobs/:id/retry',
    { config: access, schema: { params: jobParams, response: { 200: jobRetriedSchema } } },
    async (request) => {
      const { found, job } = await retryDeadJob(db, request.params.id);
      if (!job) throw found ? conflict('JOB_NOT_DEAD', JOB_NOT_DEAD) : notFound(JOB_NOT_FOUND);
      jobs.wake();
      return { job };
    },
  );
}
