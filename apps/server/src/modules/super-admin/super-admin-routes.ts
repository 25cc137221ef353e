import { JOB_NOT_DEAD, JOB_NOT_FOUND, storeUrl, superAdminRoutes as routes } from '@vidriera/core';
import { conflict, notFound } from '../../shared/app-error';
import { listJobs, retryDeadJob } from '../jobs/jobs-repository';
import type { ApiApp } from '../../shared/api-app';
import type { Auth } from '../auth/auth';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { toStoreDto } from '../stores/store-dto';
import { createClientAccount } from './create-client';
import { listStoresWithStats, salesByDay, setStoreActive } from './super-admin-repository';

const SALES_DAYS = 30;

/** Everything the super administrator sees and does; every route requires super_admin. */
export function registerSuperAdminRoutes(app: ApiApp, ctx: AppContext, auth: Auth): void {
  const { db, config, jobs } = ctx;
  addRoute(app, routes.overview, async () => {
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

  addRoute(app, routes.setStoreActive, async (request) => {
    const updated = await setStoreActive(db, request.params.id, request.body.isActive);
    if (!updated) throw notFound('Tienda no encontrada.');
    return { id: updated.id, isActive: updated.is_active };
  });

  addRoute(app, routes.createClient, async (request) => {
    const input = request.body;
    const { store, password } = await createClientAccount(db, auth, input);
    const dto = toStoreDto(store, config);
    return {
      success: true as const,
      storeUrl: dto.url,
      storeSlug: dto.slug,
      storeName: dto.name,
      email: input.email.toLowerCase(),
      password,
      firstName: input.firstName,
      whatsappNumber: input.whatsappNumber ?? null,
      adminUrl: `${config.PUBLIC_URL}/auth`,
    };
  });

  addRoute(app, routes.jobs, (request) => listJobs(db, request.query.view));

  addRoute(app, routes.retryJob, async (request) => {
    const { found, job } = await retryDeadJob(db, request.params.id);
    if (!job) throw found ? conflict('JOB_NOT_DEAD', JOB_NOT_DEAD) : notFound(JOB_NOT_FOUND);
    jobs.wake();
    return { job };
  });
}
