import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { solveOrderChallenge } from './helpers/order-challenge';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * Behind one reverse proxy (TRUST_PROXY=1) the client's address is the one
 * the proxy appends to X-Forwarded-For; whatever the client wrote before it
 * is not trusted, so a forged header gives no fresh address and widens no limit.
 */

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.77';
const TOO_MANY = 'TOO_MANY_REQUESTS';

let t: TestApp;
let slug: string;
let variants: string[];
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', ORDER_RATE_LIMIT: '2' });
  const owner = await signUpConfirmed(t, 'proxy-duena@example.com', 'tucan-verde-19', '192.0.2.10');
  const fixture = await catalogueFixture(owner, 'Moda Proxy');
  await owner.put('/api/stores/mine', { name: 'Moda Proxy', whatsappNumber: '1155550000', reservedSharePercent: 100 });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product as {
    variants: { id: string }[];
  };
  slug = fixture.store.slug;
  variants = product.variants.map((v) => v.id);
});
afterAll(() => t.close());

/** A request as the proxy forwards it: the client's forged entries, then the address the proxy saw. */
function viaProxy(
  method: 'GET' | 'POST',
  url: string,
  forged: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: PROXY,
    headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `${forged}, ${CLIENT}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).statusCode);
  return out;
}

describe('spoofed X-Forwarded-For with TRUST_PROXY=1', () => {
  it('does not widen the sign-in limit', async () => {
    const codes = await statuses(11, (i) =>
      viaProxy('POST', '/api/auth/sign-in/email', `198.51.100.${i}`, {
        email: 'nadie@example.com',
        password: 'probando1',
      }),
    );
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const codesAcrossAccounts = await statuses(21, (i) =>
      viaProxy('POST', '/api/auth/sign-in/email', `198.51.100.${i}`, {
        email: `cuenta${i}@example.com`,
        password: 'probando1',
      }),
    );
    expect(codesAcrossAccounts.at(-1)).toBe(429);
  });

  it('does not widen the sign-up limit', async () => {
    const codes = await statuses(6, (i) =>
      viaProxy('POST', '/api/auth/sign-up/email', `198.51.100.${i}`, {
        firstName: 'Eva',
        lastName: 'Proxy',
        email: `eva${i}@example.com`,
        password: 'tucan-verde-19',
        callbackURL: '/auth/callback',
      }),
    );
    expect(codes).toEqual([...Array(5).fill(200), 429]);
  });

  it('does not widen the password-reset limit', async () => {
    const codes = await statuses(6, (i) =>
      viaProxy('POST', '/api/auth/request-password-reset', `198.51.100.${i}`, {
        email: 'quien@example.com',
        redirectTo: '/auth/reset-password',
      }),
    );
    expect(codes).toEqual([...Array(5).fill(200), 429]);
  });

  it('does not widen the storefront order limit (nor skip the proof of work asked of a second order)', async () => {
    const order = async (i: number) => {
      const send = (solution?: Record<string, string>) =>
        viaProxy(
          'POST',
          `/api/public/stores/${slug}/orders`,
          `198.51.100.${i}`,
          { items: [{ variantId: variants[0], quantity: 1 }], customerName: 'Rocío', customerPhone: `11 4000-000${i}` },
          {
            'idempotency-key': `proxy-${i}-abcd`,
            ...solution,
          },
        );
      const first = await send();
      if (first.statusCode !== 428) return first;
      return send({ 'x-altcha': solveOrderChallenge(first.json().challenge) });
    };
    const codes = await statuses(3, order);
    expect(codes).toEqual([201, 201, 429]);
    const placed = await t.db.db
      .selectFrom('orders')
      .select('placed_from')
      .where('source', '=', 'storefront')
      .execute();
    expect(placed.map((o) => o.placed_from)).toEqual([CLIENT, CLIENT]);
  });

  it('still tells real clients apart by the address the proxy saw', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${slug}/orders`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.78', 'idempotency-key': 'otro-cliente-abcd' },
      payload: {
        items: [{ variantId: variants[0], quantity: 1 }],
        customerName: 'Otra',
        customerPhone: '11 4000-1111',
      },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers a limit in Spanish', async () => {
    const res = await viaProxy('POST', '/api/auth/sign-up/email', '198.51.100.250', {
      firstName: 'Eva',
      lastName: 'Proxy',
      email: 'eva-ultima@example.com',
      password: 'tucan-verde-19',
    });
    expect(res.json()).toMatchObject({
      code: TOO_MANY,
      message: 'Demasiados intentos. Espera un momento y vuelve a intentar.',
    });
  });
});

describe('a forwarded address that is not an IP address', () => {
  it('counts the order by the proxy’s own address instead of failing (no 500)', async () => {
    const hop = 'x'.repeat(100);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/stores/${slug}/orders`,
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': hop, 'idempotency-key': 'salto-no-ip-abcd' },
      payload: {
        items: [{ variantId: variants[1], quantity: 1 }],
        customerName: 'Rara',
        customerPhone: '11 4000-2222',
      },
    });
    expect(res.statusCode).toBe(201);
    const order = await t.db.db
      .selectFrom('orders')
      .select('placed_from')
      .where('id', '=', res.json().orderId)
      .executeTakeFirstOrThrow();
    expect(order.placed_from).toBe('10.0.0.9');
  });
});

describe('X-Forwarded-Host', () => {
  const preview = (app: TestApp, forwardedHost: string) =>
    app.app.inject({
      method: 'GET',
      url: '/',
      headers: {
        host: 'localhost:3000',
        'x-forwarded-host': forwardedHost,
        'user-agent': 'WhatsApp/2.23.20.0 A',
        accept: 'text/html',
      },
    });

  it('is ignored even from a trusted proxy (TRUST_PROXY=1) unless TRUST_FORWARDED_HOST=true', async () => {
    const res = await preview(t, `${slug}.tiendas.localhost:3000`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<title>Moda Proxy</title>');
  });

  it('names the shop from the trusted proxy with TRUST_FORWARDED_HOST=true', async () => {
    const forwarding = await createTestApp({ RATE_LIMIT: 'false', TRUST_PROXY: '1', TRUST_FORWARDED_HOST: 'true' });
    try {
      const owner = await signUpConfirmed(forwarding, 'reenvia@example.com');
      await owner.post('/api/stores', { name: 'Moda Reenviada' });
      const res = await preview(forwarding, 'moda-reenviada.tiendas.localhost:3000');
      expect(res.body).toContain('<title>Moda Reenviada</title>');
    } finally {
      await forwarding.close();
    }
  });

  it('is ignored when no proxy is trusted', async () => {
    const direct = await createTestApp({ RATE_LIMIT: 'false' });
    try {
      const owner = await signUpConfirmed(direct, 'directa@example.com');
      await owner.post('/api/stores', { name: 'Moda Directa' });
      const res = await preview(direct, 'moda-directa.tiendas.localhost:3000');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<title>Moda Directa</title>');
    } finally {
      await direct.close();
    }
  });
});
