import { allRoutes, orderRoutes, publicRoutes, superAdminRoutes } from '@vidriera/core';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { accessPlugin, areaAccess, type RouteAccess } from '../src/modules/auth/access';
import { scopeToPublicStore } from '../src/modules/storefront/public-store-scope';
import { registerRouteSchemas } from '../src/plugins/route-schemas';
import { addRoute } from '../src/shared/route';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Routes registered the old way (`app.get(url, { config: { access }, schema })`),
 * not from the route table in packages/core/src/api (docs/decisions/027-route-table.md).
 * The old way still works, but a route added so fails this test, naming it,
 * until it is moved into the table or, knowingly, listed here.
 */
const OUTSIDE_TABLE: string[] = [
  // better-auth's own routes (sign-up, sign-in, two-step verification), one catch-all: apps/server/src/modules/auth/auth-routes.ts.
  'GET /api/auth/*',
  'POST /api/auth/*',
];

let t: TestApp;
let routes: RouteAccess[];

beforeAll(async () => {
  t = await createTestApp();
  const probe = await buildApp({ config: loadConfig({ DATA_DIR: t.dataDir, DEMO: 'false' }), db: t.db.db, logger: false, webDistDir: '.tmp/no-web' });
  routes = probe.routes;
  await probe.app.close();
});
afterAll(() => t.close());

describe('the route table', () => {
  it('is what the server registers: every entry once, with the access it declares', () => {
    for (const entry of allRoutes()) {
      const registered = routes.filter((r) => r.method === entry.method && r.url === entry.path);
      expect(registered, `${entry.method} ${entry.path}`).toEqual([{ method: entry.method, url: entry.path, access: entry.access, inTable: true }]);
    }
  });

  it('is described whole by /api/openapi.json, each operation with who may call it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const entry of allRoutes()) {
      if (entry.path.endsWith('/openapi.json')) continue;
      const path = entry.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[entry.method.toLowerCase()];
      expect(operation?.['x-access'], `${entry.method} ${entry.path}`).toBe(entry.access);
      expect(Boolean(operation.security), `${entry.method} ${entry.path} asks for the session`).toBe(entry.access !== 'public');
    }
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/auth/'))).toBe(false);
  });

  it('lists every /api route registered outside it, for converting later', () => {
    const outside = routes.filter((r) => !r.inTable).map((r) => `${r.method} ${r.url}`);
    expect(outside.sort(), 'routes registered outside packages/core/src/api: convert them or list them in OUTSIDE_TABLE').toEqual([...OUTSIDE_TABLE].sort());
  });
});

describe('an area', () => {
  /** Starts a server with one area registered under `prefix`; rejects with the start-up error. */
  async function start(prefix: string, area: FastifyPluginAsync) {
    const app = Fastify({ logger: false });
    registerRouteSchemas(app);
    try {
      await app.register(accessPlugin, { auth: t.ctx.auth, db: t.db.db, config: t.ctx.config });
      await app.register(area, { prefix });
      await app.ready();
    } finally {
      await app.close();
    }
  }
  const unused = () => {
    throw new Error('no se llama');
  };

  it('starts with the routes its prefix holds and its access allows', async () => {
    await expect(
      start('/api/orders', async (area) => {
        areaAccess(area, 'owner');
        addRoute(area, orderRoutes.list, unused);
      }),
    ).resolves.toBeUndefined();
  });

  it('does not start with a route outside its prefix, or one declaring an access it does not allow', async () => {
    await expect(
      start('/api/orders', async (area) => {
        areaAccess(area, 'owner');
        addRoute(area, superAdminRoutes.overview, unused);
      }),
    ).rejects.toThrow('La ruta /api/super-admin/overview no está bajo /api/orders');
    await expect(
      start('/api/super-admin', async (area) => {
        areaAccess(area, 'owner');
        addRoute(area, superAdminRoutes.overview, unused);
      }),
    ).rejects.toThrow('declara super_admin, que su área no admite (owner)');
  });

  it('with the publicStore pre-handler does not start with a route that does not say how it finds its store', async () => {
    await expect(
      start('/api/public/stores/:slug', async (area) => {
        scopeToPublicStore(area, { primary: t.db.db, replica: null });
        addRoute(area, publicRoutes.store, unused);
      }),
    ).rejects.toThrow('no dice cómo encuentra su tienda');
  });
});
