import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allAuthCalls, allRoutes, errorStatusesOf, orderRoutes, publicRoutes, superAdminRoutes } from '@vidriera/core';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/shared/config';
import { accessPlugin, areaAccess, type RouteAccess } from '../src/modules/auth/access';
import { scopeToPublicStore } from '../src/modules/public-store/public-store-scope';
import { registerRouteSchemas } from '../src/plugins/route-schemas';
import { addRoute } from '../src/shared/route';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Routes registered the old way (`app.get(url, { config: { access }, schema })`),
 * not from the route table in packages/core/src/<area>/<area>-api.ts (docs/decisions/027-route-table.md).
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
  const probe = await buildApp({
    config: loadConfig({ DATA_DIR: t.dataDir, DEMO: 'false' }),
    db: t.db.db,
    logger: false,
    webDistDir: '.tmp/no-web',
  });
  routes = probe.routes;
  await probe.app.close();
});
afterAll(() => t.close());

describe('the route table', () => {
  it('is what the server registers: every entry once, with the access it declares', () => {
    for (const entry of allRoutes()) {
      const registered = routes.filter((r) => r.method === entry.method && r.url === entry.path);
      expect(registered, `${entry.method} ${entry.path}`).toEqual([
        { method: entry.method, url: entry.path, access: entry.access, inTable: true },
      ]);
    }
  });

  it('is described whole by /api/openapi.json, each operation with its name, who may call it and only the statuses it may answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const names = new Set<string>();
    for (const entry of allRoutes()) {
      const path = entry.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[entry.method.toLowerCase()];
      const label = `${entry.method} ${entry.path}`;
      expect(operation?.['x-access'], label).toBe(entry.access);
      expect(operation.security, `${label} asks for the session, or says it needs none`).toEqual(
        entry.access === 'public' ? [] : [{ session: [] }],
      );
      expect(operation.summary, label).toBe(entry.summary);
      expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z]+$/);
      names.add(operation.operationId);
      const errors = Object.keys(operation.responses)
        .map(Number)
        .filter((status) => status >= 400);
      expect(errors, label).toEqual(errorStatusesOf(entry));
    }
    expect(names.size).toBe(allRoutes().length);
    const feed = doc.paths['/api/public/stores/{slug}/feed.xml'].get.responses;
    expect(Object.keys(feed[200].content)).toEqual(['application/rss+xml']);
    expect(Object.keys(doc.paths['/api/catalogue/products/export.csv'].get.responses[200].content)).toEqual([
      'text/csv',
    ]);
    // Reading a product changes nothing: no Origin check, no lock conflict, no body to refuse.
    expect(Object.keys(doc.paths['/api/public/stores/{slug}/products/{id}'].get.responses)).toEqual([
      '200',
      '400',
      '404',
      '422',
      '500',
    ]);
    expect(doc.paths['/api/health'].get.responses[503]).toBeDefined();
    // Each error status lists the error table's codes it may carry.
    expect(doc.paths['/api/catalogue/products'].post.responses[409].description).toContain('`SKU_TAKEN`');
  });

  it('describes the calls of the auth library the web makes, and the web writes no other /api/auth/ path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const call of allAuthCalls()) {
      const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
      expect(operation?.summary, call.path).toBe(call.summary);
      expect(operation.requestBody.content['application/json'].schema.type, call.path).toBe('object');
    }
    expect(doc.paths['/api/auth/sign-in/email'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/sign-up/email'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const written = sourceFiles(join(import.meta.dirname, '../../web/src')).filter((file) =>
      /['`]\/api\/auth\//.test(readFileSync(file, 'utf8')),
    );
    expect(written, 'the web calls the auth library through AUTH_CALLS (packages/core/src/auth/auth-calls.ts)').toEqual(
      [],
    );
  });

  it('lists every /api route registered outside it, for converting later', () => {
    const outside = routes.filter((r) => !r.inTable).map((r) => `${r.method} ${r.url}`);
    expect(
      outside.sort(),
      'routes registered outside packages/core/src/<area>/<area>-api.ts: convert them or list them in OUTSIDE_TABLE',
    ).toEqual([...OUTSIDE_TABLE].sort());
  });
});

describe('an area', () => {
  /** Starts a server with one area registered under `prefix`; rejects with the start-up error. */
  async function start(prefix: string, area: FastifyPluginAsync) {
    const app = Fastify({ logger: false });
    registerRouteSchemas(app);
    try {
      await app.register(accessPlugin, { auth: t.auth, db: t.db.db, config: t.ctx.config });
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

/** The web's source files, its tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [path] : [];
  });
}
