import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, TEST_ORIGIN } from './helpers/test-app';
import { hygieneAppForFile, openTiendaHigiene } from './helpers/tienda-higiene';

/**
 * No input gives a 500: JSON too deep or with a repeated key, oversized bodies on the auth routes, and clients that send
 * slowly are refused; nothing a customer typed reaches the log; private answers are never cached.
 */
const { t, log } = hygieneAppForFile();
let owner: Browser;
let slug: string;
let variantId: string;
let orderId: string;
beforeAll(async () => ({ owner, slug, variantId, orderId } = await openTiendaHigiene(t)));

describe('JSON bodies', () => {
  const post = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: body,
    });

  it('refuses 400,000 levels of nesting with 400 before parsing them', async () => {
    const res = await post('/api/stores', `${'['.repeat(400_000)}${']'.repeat(400_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_JSON_BODY',
      message: 'El cuerpo de la solicitud tiene demasiados niveles anidados.',
    });
    expect((await post('/api/stores', `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).json().code).toBe(
      'INVALID_JSON_BODY',
    );
  });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/public/stores/tienda-higiene/orders'])(
    'refuses them on %s with 413 before reading them whole (small bodies only)',
    async (url) => {
      const res = await post(url, `${'['.repeat(400_000)}${']'.repeat(400_000)}`);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('La solicitud es demasiado grande.');
    },
  );

  it('refuses an object that names a key twice, even spelled with escapes', async () => {
    for (const body of [
      '{"email":"a@b.co","email":"c@d.co","password":"x"}',
      '{"email":"a@b.co","\\u0065mail":"c@d.co"}',
    ]) {
      const res = await post('/api/auth/sign-in/email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID_JSON_BODY', message: 'El cuerpo de la solicitud repite un campo.' });
    }
  });

  it('takes only small flat objects on /api/auth/*', async () => {
    const big = await post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La solicitud es demasiado grande.');
    for (const body of ['[1,2,3]', '"texto"', '{"email":{"nested":{"deep":1}}}']) {
      const res = await post('/api/auth/sign-in/email', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBe('El cuerpo de la solicitud debe ser un objeto JSON con los datos pedidos.');
    }
  });
});

describe('the log', () => {
  it('keeps a database error’s cause but not the values of the statement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/falla-con-datos' });
    expect(res.statusCode).toBe(500);
    const logged = log.lines.find((l) => l.level === 50 && l.reqId === res.json().requestId);
    expect(logged?.err?.message).toContain('invalid input syntax for type uuid');
    expect(JSON.stringify(logged)).not.toMatch(/Rocío|4444|"params"|"detail"/);
  });

  it('does not write an order search (a customer’s name or phone) with the request', async () => {
    const res = await owner.get('/api/orders?q=Roc%C3%ADo%20P%C3%A9rez&status=all');
    const lines = log.lines.filter((l) => l.reqId === res.headers['x-request-id']);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toMatch(/Roc(í|%C3%AD)o/);
    expect(JSON.stringify(lines)).toContain('q=[REDACTED]');
  });

  it('has no customer name or phone from an order, placed or refused', async () => {
    const place = (customerName: string, key: string) =>
      new Browser(t.app).request(
        'POST',
        `/api/public/stores/${slug}/orders`,
        { items: [{ variantId, quantity: 1 }], customerName, customerPhone: '11 7777-3333' },
        { 'idempotency-key': key },
      );
    const ids = [
      (await place('Zulema Registro', 'log-ok-1234')).headers['x-request-id'],
      (await place('Z', 'log-mal-1234')).headers['x-request-id'],
    ];
    const lines = log.lines.filter((l) => ids.includes(l.reqId));
    expect(lines.length).toBeGreaterThan(1);
    expect(JSON.stringify(lines)).not.toMatch(/Zulema|7777/);
  });
});

describe('slow clients', () => {
  it('are cut off when the request does not arrive whole within REQUEST_TIMEOUT', async () => {
    const slow = await createTestApp({ RATE_LIMIT: 'false', REQUEST_TIMEOUT: '1' });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/public/stores/${slug}/orders HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"items":`,
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});

describe('private answers', () => {
  it.each(['/api/orders', '/api/me', '/api/auth/get-session', '/api/stores/mine', `/api/orders/ORDER`])(
    '%s carries Cache-Control: no-store',
    async (url) => {
      const res = await owner.get(url.replace('ORDER', orderId));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('while the public catalogue keeps its short shared caching', async () => {
    const res = await new Browser(t.app).get(`/api/public/stores/${slug}/products`);
    expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=25');
  });
});

describe('the public API', () => {
  it.each(['NO-EXISTE', 'con espacios', 'x'.repeat(61), 'ñandú'])(
    'answers a store address no store can have (%s) with 404',
    async (badSlug) => {
      for (const path of ['', '/products', '/products/abc', '/variants?ids=']) {
        const res = await new Browser(t.app).get(`/api/public/stores/${encodeURIComponent(badSlug)}${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Tienda no encontrada.' });
      }
    },
  );
});
