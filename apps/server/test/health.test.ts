import { API_ERRORS, DATABASE_UNAVAILABLE_MESSAGE } from '@vidriera/core';
import { createDb } from '@vidriera/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('GET /api/health (the proxy’s check, docs/DEPLOY.md)', () => {
  it('answers 200 while the database answers, never kept by a cache', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', replica: 'none' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in Spanish once the instance is stopping, while it still serves the rest, each answer closing its connection', async () => {
    t = await createTestApp();
    t.ctx.draining.start();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ code: 'UNAVAILABLE', message: API_ERRORS.UNAVAILABLE.message });
    expect(health.headers.connection).toBe('close');
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.headers.connection).toBe('close');
  });

  it('answers 503 in Spanish once the database is gone, so the proxy sends traffic elsewhere', async () => {
    t = await createTestApp();
    await t.db.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('reports a replica that does not answer and stays healthy: the storefront reads the primary meanwhile', async () => {
    // Nothing listens on port 9: the connection is refused at once.
    const replica = await createDb({
      databaseUrl: 'postgres://vidriera@127.0.0.1:9/vidriera',
      connectionTimeoutMs: 1000,
    });
    try {
      t = await createTestApp({ RATE_LIMIT: 'false' }, { replica: replica.db });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', replica: 'unavailable' });

      const owner = await signUpConfirmed(t, 'replica@example.com');
      const { slug } = (await owner.post('/api/stores', { name: 'Tienda Réplica' })).json().store as { slug: string };
      await owner.post('/api/catalogue/products', {
        name: 'Mate de calabaza',
        priceCents: 1250000,
        variants: [{ sku: 'MATE-1', stock: 4 }],
      });
      for (const url of [
        `/api/public/stores/${slug}`,
        `/api/public/stores/${slug}/products`,
        `/api/public/stores/${slug}/products?q=mate`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
      const items = (await t.app.inject({ method: 'GET', url: `/api/public/stores/${slug}/products` })).json()
        .items as { name: string; priceCents: number }[];
      expect(items).toMatchObject([{ name: 'Mate de calabaza' }]);
    } finally {
      await replica.close();
    }
  });
});
