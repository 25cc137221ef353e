import { withAllStores } from '@vidriera/db';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, runSchedulesNow, signUpConfirmed } from './helpers/test-app';
import { DOMAIN, HOST, ownDomainAppForFile } from './helpers/own-domain-app';

/**
 * A store's own domain (docs/product/stores.md, "Dominio propio"; docs/decisions/023-own-domain.md): once verified the
 * store answers there and hands out only links to it, keeps it while DNS cannot be asked, and leaves it when removed.
 */
const { t, dns, shop, page, allowed, meta, publishRecords } = ownDomainAppForFile();
let otherStoreId: string;

// Where the owner leaves the store in own-domain.test.ts: DOMAIN verified, and another store beside it.
beforeAll(async () => {
  publishRecords((await shop.owner.put('/api/stores/mine/domain', { domain: DOMAIN })).json().domain);
  expect((await shop.owner.post('/api/stores/mine/domain/verify')).json().domain.status).toBe('verified');
  const otherOwner = await signUpConfirmed(t, 'otra-duena@example.com');
  otherStoreId = (await otherOwner.post('/api/stores', { name: 'La Otra Tienda' })).json().store.id;
});

describe('the store on its own domain', () => {
  it('answers there, and its tags, feed, order links and WhatsApp message use the domain', async () => {
    const res = await page(HOST);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${shop.name}</title>`);
    expect(meta(res.body, 'og:url')).toBe(`http://${HOST}/`);
    expect(res.body).toContain(`<link rel="canonical" href="http://${HOST}/">`);
    expect(res.body).not.toContain('tiendas.localhost');

    // A picture, without which the feed leaves the product out (feed-without-pictures.test.ts).
    await t.db.db
      .insertInto('product_images')
      .values({ store_id: shop.storeId, product_id: shop.productId, position: 0, url: '/uploads/products/foto' })
      .execute();
    const feed = await t.app.inject({ method: 'GET', url: `/api/public/stores/${shop.slug}/feed.xml` });
    expect(feed.body).toContain(`<link>http://${HOST}/product/`);
    expect(feed.body).not.toContain(`${shop.slug}.tiendas.localhost`);

    const order = await new Browser(t.app, `http://${HOST}`).request(
      'POST',
      `/api/public/stores/${shop.slug}/orders`,
      {
        items: [{ variantId: shop.red, quantity: 1 }],
        customerName: 'Rocío Gómez',
        customerPhone: '11 6666-7777',
        customerEmail: 'rocio@example.com',
      },
      { 'idempotency-key': 'dominio-propio-1' },
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(t.mails.find((m) => m.to === 'rocio@example.com')?.link).toBe(order.json().orderUrl);
    expect(order.json().orderUrl).toMatch(new RegExp(`^http://${HOST}/order/[0-9a-f-]+\\?token=`));
    expect(decodeURIComponent(order.json().whatsappUrl)).toContain(`http://${HOST}/order/`);
    const shopperPage = await page(
      HOST,
      new URL(order.json().orderUrl).pathname + new URL(order.json().orderUrl).search,
    );
    expect(shopperPage.statusCode).toBe(200);

    expect((await shop.owner.get('/api/stores/mine')).json().store.url).toBe(`http://${HOST}/`);
  });

  it('moves the old subdomain and /store/{slug} there for good (301), path and query kept', async () => {
    const sub = await page(`${shop.slug}.tiendas.localhost:3000`, '/search?q=remera');
    expect(sub.statusCode).toBe(301);
    expect(sub.headers.location).toBe(`http://${HOST}/search?q=remera`);
    const path = await page('localhost:3000', `/store/${shop.slug}/cart`);
    expect(path.statusCode).toBe(301);
    expect(path.headers.location).toBe(`http://${HOST}/cart`);
  });

  it('takes orders from pages on the domain, and still refuses other sites', async () => {
    const from = (origin: string) =>
      new Browser(t.app, origin).request(
        'POST',
        `/api/public/stores/${shop.slug}/orders`,
        { items: [{ variantId: shop.red, quantity: 1 }], customerName: 'Ana', customerPhone: '11 5555-1212' },
        { 'idempotency-key': `o-${origin}` },
      );
    expect((await from(`http://${HOST}`)).statusCode).toBe(201);
    expect((await from(`https://${HOST}`)).statusCode).toBe(403);
    expect((await from('http://www.mitienda.com.ar.evil.example:3000')).statusCode).toBe(403);
  });

  it('builds no link from the Host header: a spoofed forwarded host or an unverified domain gets nothing of the store', async () => {
    const spoofed = await page(HOST, '/', { 'x-forwarded-host': 'evil.example' });
    expect(spoofed.body).not.toContain('evil.example');
    await withAllStores(() =>
      t.db.db
        .insertInto('store_domains')
        .values({ store_id: otherStoreId, domain: 'www.ajena.com.ar', token: 'b'.repeat(32) })
        .execute(),
    );
    const unverified = await page('www.ajena.com.ar');
    expect(unverified.statusCode).toBe(404);
    expect(unverified.body).toContain('<title>Vidriera</title>'); // the missing store's page, titled as the site
  });
});

describe('when the records go away', () => {
  const row = () =>
    withAllStores(() =>
      t.db.db.selectFrom('store_domains').selectAll().where('store_id', '=', shop.storeId).executeTakeFirstOrThrow(),
    );

  it('keeps serving while DNS cannot be asked', async () => {
    await dns.stop();
    const domain = (await shop.owner.post('/api/stores/mine/domain/verify')).json().domain;
    expect(domain.checkResult).toBe('dns_error');
    expect(domain.status).toBe('verified');
    expect(domain.failingSince).toBeNull();
    await dns.start(dns.port);
  });

  it('keeps a verified domain through a grace after its TXT is removed, then the periodic check takes it away', async () => {
    const txt = (await row()).token;
    dns.remove(`_vidriera.${DOMAIN}`);
    await runSchedulesNow(t);
    let now = await row();
    expect(now.check_result).toBe('txt_missing');
    expect(now.verified_at).not.toBeNull();
    expect(now.failing_since).not.toBeNull();
    expect((await page(HOST)).statusCode).toBe(200);

    // The records come back within the grace: nothing was lost.
    dns.set(`_vidriera.${DOMAIN}`, { txt: [`vidriera-verify=${txt}`] });
    await runSchedulesNow(t);
    expect((await row()).failing_since).toBeNull();

    dns.remove(`_vidriera.${DOMAIN}`);
    await runSchedulesNow(t);
    await withAllStores(() =>
      sql`update store_domains set failing_since = now() - interval '73 hours' where store_id = ${shop.storeId}`.execute(
        t.db.db,
      ),
    );
    await runSchedulesNow(t);
    now = await row();
    expect(now.verified_at).toBeNull();
    expect(await allowed(DOMAIN)).toBe(404);
    expect((await page(HOST)).statusCode).toBe(404);
    expect((await page(`${shop.slug}.tiendas.localhost:3000`)).statusCode).toBe(200);

    dns.set(`_vidriera.${DOMAIN}`, { txt: [`vidriera-verify=${txt}`] });
    await runSchedulesNow(t);
    expect((await row()).verified_at).not.toBeNull();
  });
});

describe('removing the domain', () => {
  it('stops serving it at once, and the store’s pages and links are back on the subdomain', async () => {
    const sub = `${shop.slug}.tiendas.localhost:3000`;
    // A page kept while the domain was the store's is not sent again on the subdomain (ADR 007).
    expect((await page(sub)).statusCode).toBe(301);
    expect((await shop.owner.delete('/api/stores/mine/domain')).json()).toEqual({ domain: null });
    expect(await allowed(DOMAIN)).toBe(404);
    // The host is no store's any more: no store page answers there (the app's own page does, as on any unknown host).
    expect((await page(HOST)).body).not.toContain(`<title>${shop.name}</title>`);
    const back = await page(sub);
    expect(back.statusCode).toBe(200);
    expect(meta(back.body, 'og:url')).toBe(`http://${sub}/`);
    expect((await shop.owner.get('/api/stores/mine')).json().store.url).toBe(`http://${sub}/`);
  });
});
