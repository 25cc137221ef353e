import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import type { ServerProcess } from './server-process';
import { manyInstancesForFile, orderAt, PUBLIC_URL, setPriceAt } from './many-instances-cluster';
import { confirmationLink, httpsGet as httpsGetVia, productPagePrice, until } from './many-instances-helpers';

/**
 * Two app instances behind Caddy (deploy/Caddyfile, round robin), on a
 * PostgreSQL primary with a streaming replica made by pg_basebackup
 * (docs/DEPLOY.md, docs/decisions/024): what must be shared is shared, the
 * replica never shows a shopper anything older than the primary, and an
 * instance that loses its database is left out by the proxy.
 */
const { cluster, a, b, caddy, link, dataDir } = manyInstancesForFile();
const owner = new HttpClient(PUBLIC_URL);
let slug: string;
let productId: string;
let variantId: string;
let productPath: string;

const pagePrice = (base: string) => productPagePrice(`${base}${productPath}`);
const httpsGet = (name: string) => httpsGetVia({ port: caddy.httpsPort, ca: caddy.rootCertificate() }, name);
const order = (base: string, body: Record<string, unknown>, address?: string) =>
  orderAt(base, { slug, variantId }, body, address);
const setPrice = (base: string, priceCents: number, stock: number) =>
  setPriceAt(owner, base, { productId, variantId }, priceCents, stock);

describe('two instances behind Caddy, a primary and a streaming replica', () => {
  it('keeps a session made through one instance valid on the other', async () => {
    const email = 'duena@example.com';
    const signUp = await owner.request(`${caddy.url}/api/auth/sign-up/email`, {
      method: 'POST',
      body: {
        firstName: 'Dueña',
        lastName: 'Replicada',
        name: 'Dueña Replicada',
        email,
        password: 'tormenta-azul-3',
        callbackURL: '/auth/callback',
      },
    });
    expect(signUp.status).toBe(200);
    const link = new URL(await confirmationLink(join(dataDir, 'mail'), email));
    expect((await owner.navigate(`${a.url}${link.pathname}${link.search}`)).status).toBe(302);
    expect((await owner.request(`${a.url}/api/me`)).status).toBe(200);
    expect((await owner.request(`${b.url}/api/me`)).status).toBe(200);

    const created = await owner.request(`${caddy.url}/api/stores`, {
      method: 'POST',
      body: { name: 'Mates del Sur', whatsappNumber: '1155550100' },
    });
    slug = (created.json().store as { slug: string }).slug;
    const product = await owner.request(`${b.url}/api/catalogue/products`, {
      method: 'POST',
      body: { name: 'Mate de calabaza', priceCents: 150000, variants: [{ sku: 'MATE-1', stock: 10 }] },
    });
    const saved = product.json().product as { id: string; variants: { id: string }[] };
    productId = saved.id;
    variantId = saved.variants[0]?.id ?? '';
    const listed = (await (await fetch(`${caddy.url}/api/public/stores/${slug}/products`)).json()) as {
      items: { slug: string }[];
    };
    productPath = `/store/${slug}/product/${listed.items[0]?.slug}`;
  });

  it('shows a price changed through one instance on the other’s store page at once', async () => {
    expect(await pagePrice(b.url)).toBe('1500.00');
    await setPrice(a.url, 175000, 10);
    expect(await pagePrice(b.url)).toBe('1750.00');
    for (let i = 0; i < 4; i++) expect(await pagePrice(caddy.url)).toBe('1750.00');
  });

  it('counts an address’s orders on both instances: the limit reached through one holds through the other', async () => {
    const address = '203.0.113.7';
    const rounds: [ServerProcess, ServerProcess][] = [
      [a, b],
      [b, a],
    ];
    for (const [i, [placeOn, cancelOn]] of rounds.entries()) {
      const placed = await order(placeOn.url, { customerPhone: `115555020${i}` }, address);
      expect(placed.status).toBe(201);
      const { orderId } = (await placed.json()) as { orderId: string };
      // Cancelled, so only the hourly count of created orders (ORDER_RATE_LIMIT=2) stands in the way of the next.
      expect(
        (
          await owner.request(`${cancelOn.url}/api/orders/${orderId}/status`, {
            method: 'PATCH',
            body: { status: 'cancelled' },
          })
        ).status,
      ).toBe(200);
    }
    for (const instance of [a, b]) {
      const refused = await order(instance.url, { customerPhone: '1155550209' }, address);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('counts wrong shopper links on both instances: guessing through one is stopped on the other', async () => {
    const guess = (instance: ServerProcess) =>
      fetch(`${instance.url}/api/public/stores/${slug}/orders/${randomUUID()}?token=adivinado`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }).then((r) => r.status);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push(await guess(i % 2 ? b : a));
    expect(answers).toEqual(Array(30).fill(404));
    expect([await guess(a), await guess(b)]).toEqual([429, 429]);
  });

  it('releases an expired reservation once, whichever instance’s worker gets to it', async () => {
    const placed = await order(caddy.url, { customerPhone: '1155550300', customerEmail: 'compradora@example.com' });
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    // Two days ago, past the store's grace period; both instances' workers (polling every second) now race for the clean-ups.
    await cluster.query(
      'primary',
      `update stock_reservations set expires_at = now() - interval '2 days' where order_id = $1`,
      [orderId],
    );
    await cluster.query(
      'primary',
      `update jobs set run_at = now() where kind in ('housekeeping.expired-reservations', 'housekeeping.expired-orders') and state = 'pending'`,
    );
    await until('el pedido vencido', async () => {
      const [row] = await cluster.query<{ expired: boolean }>(
        'primary',
        'select expired_at is not null as expired from orders where id = $1',
        [orderId],
      );
      return row?.expired;
    });
    const [state] = await cluster.query<{
      closed: number;
      mails: number;
      reserved: number;
      reservations: number;
      stock: number;
    }>(
      'primary',
      `select (select count(*) from order_status_history where order_id = $1 and to_status = 'cancelled')::int as closed,
        (select count(*) from jobs where kind = 'shopper.order-mail' and payload->>'orderId' = $1::text and payload->>'event' = 'expired')::int as mails,
        (select count(*) from stock_reservations where order_id = $1)::int as reservations,
        v.reserved_units as reserved, v.stock
      from product_variants v where v.id = $2`,
      [orderId, variantId],
    );
    expect(state).toEqual({ closed: 1, mails: 1, reservations: 0, reserved: 0, stock: 10 });
  });

  it('reads store pages from the replica, and from the primary while the replica lags: the shopper never sees the past', async () => {
    // A search nobody made yet is drawn now, from the replica (the replica has the store's latest version).
    expect((await fetch(`${b.url}/store/${slug}/search?q=calabaza`)).status).toBe(200);
    const replicaReaders = await cluster.query<{ n: number }>(
      'replica',
      `select count(*)::int as n from pg_stat_activity where application_name = 'vidriera-replica'`,
    );
    expect(replicaReaders[0]?.n).toBeGreaterThan(0);

    await cluster.query('replica', 'select pg_wal_replay_pause()');
    await until(
      'la réplica en pausa',
      async () =>
        (await cluster.query<{ s: string }>('replica', 'select pg_get_wal_replay_pause_state() as s'))[0]?.s ===
        'paused',
    );
    await setPrice(a.url, 199000, 1);
    const [stale] = await cluster.query<{ price_cents: number }>(
      'replica',
      'select price_cents from products where id = $1',
      [productId],
    );
    expect(Number(stale?.price_cents)).toBe(175000);

    // Store pages, the product through the public API and the catalogue: the new price, on both instances.
    for (const base of [a.url, b.url, caddy.url, caddy.url]) expect(await pagePrice(base)).toBe('1990.00');
    const product = (await (await fetch(`${caddy.url}/api/public/stores/${slug}/products/${productId}`)).json()) as {
      variants: { finalPriceCents: number; available: number | null }[];
    };
    expect(product.variants[0]).toMatchObject({ finalPriceCents: 199000 });
    // Stock at order time is the primary's: one unit left.
    const tooMany = await order(caddy.url, { customerPhone: '1155550400', items: [{ variantId, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    const placed = await order(caddy.url, { customerPhone: '1155550401' });
    expect(placed.status).toBe(201);
    const { orderId, orderUrl } = (await placed.json()) as { orderId: string; orderUrl: string };
    // The order's own page right after ordering: the replica has not even seen the order.
    const token = new URL(orderUrl).searchParams.get('token') ?? '';
    for (const base of [a.url, b.url]) {
      const mine = await fetch(
        `${base}/api/public/stores/${slug}/orders/${orderId}?token=${encodeURIComponent(token)}`,
      );
      expect(mine.status).toBe(200);
      expect(((await mine.json()) as { totalCents: number }).totalCents).toBe(199000);
    }

    await cluster.query('replica', 'select pg_wal_replay_resume()');
    await until('la réplica al día', async () => {
      const [row] = await cluster.query<{ price_cents: number }>(
        'replica',
        'select price_cents from products where id = $1',
        [productId],
      );
      return Number(row?.price_cents) === 199000;
    });
    expect(await pagePrice(b.url)).toBe('1990.00');
  });

  it('serves a verified shop domain over HTTPS with a certificate obtained on demand, and gives an unverified one none', async () => {
    const domain = 'www.mates-del-sur.test';
    await cluster.query(
      'primary',
      `insert into store_domains (store_id, domain, token, verified_at, check_result) select id, $2, 'token-de-prueba-0123456789', now(), 'verified' from stores where slug = $1`,
      [slug, domain],
    );
    const page = await httpsGet(domain);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Mates del Sur</title>');
    // Caddy asked the app (GET /api/domains/allowed) and was refused: no certificate, the handshake fails.
    await expect(httpsGet('www.tienda-ajena.test')).rejects.toThrow();
    await expect(httpsGet(`${slug}-falsa.example.com`)).rejects.toThrow();
    // The rest of this file uses the store's /store/{slug} address, which a verified domain would redirect.
    await cluster.query('primary', 'delete from store_domains where domain = $1', [domain]);
  });

  it('lets an instance that lost its database say so, and Caddy stops sending it traffic', async () => {
    await link.cut();
    await until('B se declara no disponible', async () => (await fetch(`${b.url}/api/health`)).status === 503);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    // B itself can no longer draw a store page…
    expect((await fetch(`${b.url}${productPath}`)).status).toBe(500);
    // …and once Caddy's health check has seen it, every request through the proxy goes to A.
    await until('Caddy deja afuera a B', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${caddy.url}${productPath}`).then((r) => r.status)),
      );
      return statuses.every((s) => s === 200);
    });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${caddy.url}${productPath}`)).status);
    expect(statuses).toEqual(Array(20).fill(200));
  });
});
