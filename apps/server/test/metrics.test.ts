import { API_ERRORS } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { METRICS_TOKEN_REFUSED } from '../src/metrics-route';
import { appForFile } from './helpers/file-app';
import { adminBody, ordersShops } from './helpers/orders-shop';
import { metricSample as sample, scrapeMetrics } from './helpers/metrics-scrape';
import { Browser } from './helpers/test-app';

/**
 * GET /metrics, what Prometheus scrapes (docs/DEPLOY.md, "Metrics"): refused without METRICS_TOKEN, and what an
 * operator reads in it moves with what the shop does.
 */
const TOKEN = 'un-token-de-metricas-de-32-caracteres-o-mas';
const t = appForFile({ RATE_LIMIT: 'false', METRICS_TOKEN: TOKEN });
const { shop } = ordersShops(t);

const scrape = () => scrapeMetrics(t, TOKEN);

describe('who may read the metrics', () => {
  const off = appForFile();

  it('answers 404 in Spanish while METRICS_TOKEN is not set: the endpoint is off', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: API_ERRORS.NOT_FOUND.message });
  });

  it('answers 401 in Spanish without the token or with another one, asking for a bearer token', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-que-no-es-el-de-las-metricas', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: METRICS_TOKEN_REFUSED });
    }
  });

  it('answers Prometheus’ text format with the token, never kept by a cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sample(res.body, 'vidriera_database_up')).toBe(1);
    // The process's own figures: memory and the event loop's delay.
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});

describe('what an order moves', () => {
  it('counts an order, its request by the route’s pattern, its e-mail and its job; a retry counts for nothing', async () => {
    const s = await shop(5);
    const before = await scrape();
    const key = { 'idempotency-key': 'metricas-pedido-1' };
    const body = { items: [{ variantId: s.red, quantity: 1 }], customerName: 'Cliente', customerPhone: '1166667777' };
    const url = `/api/public/stores/${s.fixture.store.slug}/orders`;
    const shopper = new Browser(t.app);
    for (const attempt of [1, 2])
      expect((await shopper.request('POST', url, body, key)).statusCode, `${attempt}`).toBe(201);
    const after = await scrape();

    const orders = { source: 'storefront' };
    expect(sample(after, 'vidriera_orders_created_total', orders)).toBe(
      sample(before, 'vidriera_orders_created_total', orders) + 1,
    );
    const route = { method: 'POST', route: '/api/public/stores/:slug/orders', status_code: '201' };
    expect(sample(after, 'vidriera_http_requests_total', route)).toBe(
      sample(before, 'vidriera_http_requests_total', route) + 2,
    );
    // Labels carry patterns, never an address: the store's slug is nowhere in the figures.
    expect(after).not.toContain(s.fixture.store.slug);
    const latency = { method: 'POST', route: '/api/public/stores/:slug/orders' };
    expect(sample(after, 'vidriera_http_request_duration_seconds_count', latency)).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'vidriera_mails_total', { result: 'sent' })).toBeGreaterThan(
      sample(before, 'vidriera_mails_total', { result: 'sent' }),
    );
    const mailJob = { kind: 'owner.new-order', result: 'done' };
    expect(sample(after, 'vidriera_job_attempts_total', mailJob)).toBe(
      sample(before, 'vidriera_job_attempts_total', mailJob) + 1,
    );
  });

  it('counts an order refused for lack of stock', async () => {
    const s = await shop(2);
    const before = await scrape();
    const refused = await new Browser(t.app).request(
      'POST',
      `/api/public/stores/${s.fixture.store.slug}/orders`,
      { items: [{ variantId: s.red, quantity: 3 }], customerName: 'Cliente', customerPhone: '1166667777' },
      { 'idempotency-key': 'metricas-sin-stock' },
    );
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    const after = await scrape();
    const storefront = { source: 'storefront' };
    expect(sample(after, 'vidriera_stock_refusals_total', storefront)).toBe(
      sample(before, 'vidriera_stock_refusals_total', storefront) + 1,
    );
    expect(sample(after, 'vidriera_orders_created_total', storefront)).toBe(
      sample(before, 'vidriera_orders_created_total', storefront),
    );
  });

  it('counts the orders the owner types in, and the ones refused for lack of stock, apart', async () => {
    const s = await shop(2);
    const before = await scrape();
    expect((await s.owner.post('/api/orders', adminBody(s.red, 1))).statusCode).toBe(201);
    expect((await s.owner.post('/api/orders', adminBody(s.red, 5))).json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
    const after = await scrape();
    const admin = { source: 'admin' };
    expect(sample(after, 'vidriera_orders_created_total', admin)).toBe(
      sample(before, 'vidriera_orders_created_total', admin) + 1,
    );
    expect(sample(after, 'vidriera_stock_refusals_total', admin)).toBe(
      sample(before, 'vidriera_stock_refusals_total', admin) + 1,
    );
  });

  it('shows the jobs waiting and e-mails the mail server refused, by kind', async () => {
    const s = await shop(5);
    t.setJobs('manual');
    t.mailer.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    try {
      const before = await scrape();
      await s.shopperOrder(1);
      const queued = await scrape();
      expect(sample(queued, 'vidriera_jobs_waiting', { kind: 'owner.new-order' })).toBeGreaterThanOrEqual(1);
      expect(
        sample(queued, 'vidriera_jobs_oldest_waiting_seconds', { kind: 'owner.new-order' }),
      ).toBeGreaterThanOrEqual(0);
      await t.ctx.jobs.drain();
      const failed = await scrape();
      expect(sample(failed, 'vidriera_mails_total', { result: 'failed' })).toBe(
        sample(before, 'vidriera_mails_total', { result: 'failed' }) + 1,
      );
      const retry = { kind: 'owner.new-order', result: 'retry' };
      expect(sample(failed, 'vidriera_job_attempts_total', retry)).toBe(
        sample(before, 'vidriera_job_attempts_total', retry) + 1,
      );
      // Due again later: it waits no more, until its time comes.
      expect(sample(failed, 'vidriera_jobs_waiting', { kind: 'owner.new-order' })).toBe(0);
    } finally {
      t.mailer.failWith = null;
      t.setJobs('after-request');
    }
  });
});
