import { withAllStores } from '@vidriera/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informedShop } from './helpers/informed-shop';
import { DnsStandIn } from './helpers/dns-stand-in';
import { Browser, createTestApp, runSchedulesNow, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * A store's own domain (docs/product/stores.md, "Dominio propio";
 * docs/decisions/023-own-domain.md): the owner enters it, sets the records the
 * app shows at their DNS provider (here a local DNS server, DNS_SERVERS), and
 * once verified the store answers there and hands out only links to it.
 */

const DOMAIN = 'www.mitienda.com.ar';
const HOST = `${DOMAIN}:3000`;
const dns = new DnsStandIn();
let t: TestApp;
let shop: Awaited<ReturnType<typeof informedShop>>;
let otherStoreId: string;
let otherOwner: Browser;

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
const allowed = async (domain: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` })).statusCode;
const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

/** Sets the records the app asked for, as the owner would at their DNS provider. */
function publishRecords(
  domain: { records: { txt: { name: string; value: string }; cname: { value: string } } },
  cname = true,
) {
  dns.set(domain.records.txt.name, { txt: [domain.records.txt.value] });
  if (cname) dns.set(DOMAIN, { cname: domain.records.cname.value });
}

beforeAll(async () => {
  const servers = await dns.start();
  dns.set('tiendas.localhost', { a: ['192.0.2.10'] });
  t = await createTestApp({ RATE_LIMIT: 'false', DNS_SERVERS: servers });
  shop = await informedShop(t);
});
afterAll(async () => {
  await t.close();
  await dns.stop();
});

describe('entering a domain', () => {
  it('refuses what is not a domain of the owner’s, in Spanish', async () => {
    const cases: [string, string][] = [
      ['https://www.mitienda.com.ar', 'Escribe solo el dominio, sin http:// ni https://.'],
      ['www.mitienda.com.ar/tienda', 'Escribe solo el dominio, sin barras ni rutas.'],
      ['www.mitienda.com.ar:8080', 'Escribe el dominio sin número de puerto.'],
      ['mitienda', 'El dominio debe tener al menos un punto, como www.mitienda.com.ar.'],
      ['192.0.2.4', 'Escribe un dominio, no una dirección IP.'],
      ['otra.tiendas.localhost', 'Ese dominio es de Vidriera. Escribe un dominio tuyo.'],
      ['mi_tienda..com', 'El dominio no es válido. Revisa que sea como www.mitienda.com.ar.'],
      ['', 'Escribe el dominio, por ejemplo www.mitienda.com.ar.'],
    ];
    for (const [domain, message] of cases) {
      const res = await shop.owner.put('/api/stores/mine/domain', { domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().message, domain).toBe(message);
    }
    expect((await shop.owner.get('/api/stores/mine/domain')).json().domain).toBeNull();
  });

  it('keeps an internationalised domain as punycode, lowercase and without the final dot', async () => {
    const res = await shop.owner.put('/api/stores/mine/domain', { domain: ' WWW.Ñandú.com.ar. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().domain.domain).toBe('www.xn--and-6ma2c.com.ar');
  });

  it('shows the CNAME and TXT records to set, with the store’s token', async () => {
    const res = await shop.owner.put('/api/stores/mine/domain', { domain: DOMAIN });
    const domain = res.json().domain;
    expect(domain.status).toBe('pending');
    expect(domain.records.cname).toEqual({ name: DOMAIN, value: 'tiendas.localhost' });
    expect(domain.records.txt.name).toBe(`_vidriera.${DOMAIN}`);
    expect(domain.records.txt.value).toMatch(/^vidriera-verify=[0-9a-f]{32}$/);
    expect(await allowed(DOMAIN)).toBe(404);
    // Not served before it is verified: the store stays on its subdomain.
    expect((await page(HOST)).statusCode).toBe(404);
    expect((await page(`${shop.slug}.tiendas.localhost:3000`)).statusCode).toBe(200);
  });
});

describe('verifying against DNS', () => {
  it('says what is missing until the records are right, then verifies', async () => {
    const verify = async () => (await shop.owner.post('/api/stores/mine/domain/verify')).json().domain;
    let domain = await verify();
    expect(domain.status).toBe('pending');
    expect(domain.message).toContain('Todavía no encontramos el registro TXT');

    dns.set(domain.records.txt.name, { txt: ['vidriera-verify=otro'] });
    expect((await verify()).checkResult).toBe('txt_mismatch');

    publishRecords(domain, false);
    domain = await verify();
    expect(domain.checkResult).toBe('not_pointing');
    expect(domain.message).toContain('CNAME');
    expect(await allowed(DOMAIN)).toBe(404);

    publishRecords(domain);
    domain = await verify();
    expect(domain.status).toBe('verified');
    expect(domain.message).toBe('Dominio verificado. Tu tienda ya responde en él.');
    expect(await allowed(DOMAIN)).toBe(200);
    expect(await allowed('WWW.MITIENDA.COM.AR.')).toBe(200);
  });

  it('lets one store only hold it: another store is told it is taken', async () => {
    otherOwner = await signUpConfirmed(t, 'otra-duena@example.com');
    otherStoreId = (await otherOwner.post('/api/stores', { name: 'La Otra Tienda' })).json().store.id;
    const res = await otherOwner.put('/api/stores/mine/domain', { domain: 'WWW.mitienda.com.ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ese dominio ya está en uso en otra tienda.');
  });

  it('lets two stores claim a domain nobody proved yet, and gives it to the first that proves it', async () => {
    const third = await signUpConfirmed(t, 'tercera-duena@example.com');
    await third.post('/api/stores', { name: 'La Tercera Tienda' });
    const claims = [];
    for (const owner of [third, otherOwner])
      claims.push((await owner.put('/api/stores/mine/domain', { domain: 'www.disputado.com.ar' })).json().domain);
    dns.set('_vidriera.www.disputado.com.ar', { txt: claims.map((c) => c.records.txt.value) });
    dns.set('www.disputado.com.ar', { cname: 'tiendas.localhost' });
    expect((await third.post('/api/stores/mine/domain/verify')).json().domain.status).toBe('verified');
    const second = (await otherOwner.post('/api/stores/mine/domain/verify')).json().domain;
    expect(second.status).toBe('pending');
    expect(second.message).toBe('Ese dominio ya está en uso en otra tienda.');
    await otherOwner.delete('/api/stores/mine/domain');
  });
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
