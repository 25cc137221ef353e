import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';
import { pathText, requestArb } from './helpers/fuzz-arbitraries';

/**
 * Generated bad requests across every route, signed in and not: malformed,
 * oversized, wrong-typed, unicode-heavy and boundary values, NUL characters
 * and lone surrogates, deep nesting, huge numbers and repeated keys. None may
 * be answered 5xx; every refusal carries a Spanish message; a refused request
 * changes nothing in the database.
 */

// 5,000 generated requests in CI (FUZZ_RUNS and FUZZ_SEED for a longer or another hunt by hand).
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const AUTH_PATHS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
  '/api/auth/sign-out',
  '/api/auth/get-session',
  '/api/auth/verify-email',
  '/api/auth/update-user',
  '/api/auth/two-factor/enable',
  '/api/auth/two-factor/verify-totp',
  '/api/auth/two-factor/verify-backup-code',
];
const ENGLISH =
  /\b(the|is|are|must|should|invalid|required|expected|not found|failed|cannot|unexpected|body|request|received)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|un|una|es|para|con|debe|tienes|inválid[oa]|ruta|solicitud|datos)\b/i;

let t: TestApp;
let callers: { name: string; browser: Browser }[];
let ids: string[];

async function fingerprint(): Promise<string> {
  const result = await sql<Record<string, unknown>>`
    select (select count(*) from users) u, (select count(*) from stores) s, (select max(updated_at) from stores) su,
      (select count(*) from categories) c, (select count(*) from products) p, (select max(updated_at) from products) pu,
      (select count(*) from product_variants) v, (select coalesce(sum(stock), 0) from product_variants) vs,
      (select count(*) from attributes) a, (select count(*) from attribute_values) av, (select count(*) from product_images) pi,
      (select count(*) from orders) o, (select max(updated_at) from orders) ou, (select count(*) from stock_reservations) r,
      (select count(*) from accounts) ac, (select max(updated_at) from accounts) acu, (select count(*) from user_roles) ur
  `.execute(t.db.db);
  return JSON.stringify(result.rows[0]);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa@vidriera.test' });
  const owner = await signUpConfirmed(t, 'fuzz-duena@example.com');
  const fixture = await catalogueFixture(owner, 'Tienda Fuzz');
  await owner.put('/api/stores/mine', { name: 'Tienda Fuzz', whatsappNumber: '1155550009' });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product;
  const order = (
    await owner.post('/api/orders', {
      customerName: 'Fuzz',
      paymentMethod: 'cash',
      status: 'pending',
      items: [{ variantId: product.variants[0].id, quantity: 1, unitPriceCents: 100 }],
    })
  ).json().order;
  ids = [
    fixture.store.id,
    product.id,
    product.variants[0].id,
    fixture.category.id,
    fixture.color.id,
    order.id,
    fixture.store.slug,
  ];
  callers = [
    { name: 'anónimo', browser: new Browser(t.app) },
    { name: 'dueña', browser: owner },
    { name: 'super admin', browser: await signUpConfirmed(t, 'jefa@vidriera.test') },
  ];
  await enrolTwoFactor(callers[2]?.browser ?? owner, 'tucan-verde-19');
});
afterAll(() => t.close());

describe('generated bad requests', () => {
  it(`answers ${RUNS} of them without a 5xx, in Spanish, changing nothing when refused`, async () => {
    const routes = [
      ...t.routes.filter((r) => !r.url.startsWith('/api/auth/')),
      ...AUTH_PATHS.flatMap((url) => [
        { method: 'POST', url, access: 'public' as const },
        { method: 'GET', url, access: 'public' as const },
      ]),
    ];
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(requestArb(routes.length), async (req) => {
        const route = routes[req.route] ?? routes[0];
        if (!route) return;
        const fill = () => pathText(req.useRealId ? (ids[req.realId] ?? '') : req.param).slice(0, 6000) || 'x';
        const path = route.url.replace(/:[a-zA-Z]+/g, fill);
        const query = new URLSearchParams(req.query).toString();
        const url = query ? `${path}?${query}` : path;
        const label = `${route.method} ${url.slice(0, 160)}`;
        const before = route.method === 'GET' ? '' : await fingerprint();
        const caller = callers[req.caller]?.browser ?? new Browser(t.app);
        const res =
          req.rawBody !== undefined && route.method !== 'GET'
            ? await caller.request(route.method as 'POST', url, req.rawBody, { 'content-type': 'application/json' })
            : await caller.request(route.method as 'GET', url, route.method === 'GET' ? undefined : (req.body ?? null));
        expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          refused++;
          const body = res.json() as { code?: unknown; message?: unknown };
          expect(typeof body.code, label).toBe('string');
          expect(typeof body.message, label).toBe('string');
          const message = String(body.message);
          expect(message, label).not.toMatch(ENGLISH);
          expect(message, label).toMatch(SPANISH);
          expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |syntax error/i);
          if (route.method !== 'GET') expect(await fingerprint(), `${label} cambió la base`).toBe(before);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  }, 600_000);
});
