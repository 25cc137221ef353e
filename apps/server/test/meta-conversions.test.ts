import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { type MetaGraphStandIn, startMetaGraphStandIn } from './helpers/meta-graph-stand-in';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * Ads measured (docs/product/measurement.md): the store's pixel ids and its Conversions API token (sealed, never
 * sent back), and the Purchase of a shopper who accepted the notice, sent server-side with the order's id as event
 * id, its value, currency and the feed's item ids, to a stand-in that answers as Meta's Graph API documents.
 */
const TOKEN = 'EAAGtokenDeLaTiendaParaConversiones123';
let meta: MetaGraphStandIn;
let t: TestApp;
let owner: Browser;
let sku = '';
beforeAll(async () => {
  meta = await startMetaGraphStandIn();
  t = await createTestApp({ RATE_LIMIT: 'false', META_GRAPH_API_URL: meta.url });
  owner = await signUpConfirmed(t, 'duena-medicion@example.com');
  const shop = await catalogueFixture(owner, 'Medición Sur');
  await owner.put('/api/stores/mine', { name: 'Medición Sur', whatsappNumber: '+54 9 11 5555-0000' });
  const many = { ...shop.productBody().variants[0], stock: 1000 };
  const product = (await owner.post('/api/catalogue/products', shop.productBody({ variants: [many] }))).json().product;
  sku = product.variants[0].sku;
  variantId = product.variants[0].id;
});
afterAll(async () => {
  await t.close();
  await meta.close();
});
let variantId = '';
let orders = 0;
async function order(body: Record<string, unknown> = {}) {
  orders++;
  const res = await new Browser(t.app, 'http://medicion-sur.tiendas.localhost:3000').request(
    'POST',
    '/api/public/stores/medicion-sur/orders',
    {
      items: [{ variantId, quantity: 2 }],
      customerName: 'Valentina',
      customerPhone: `11 4444-${5554 + orders}`,
      customerEmail: 'Valentina@Example.com',
      ...body,
    },
    { 'idempotency-key': `medicion-${orders}`, 'user-agent': 'Mozilla/5.0 (Android) Chrome/130' },
  );
  expect(res.statusCode).toBe(201);
  return res.json().orderId as string;
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Meta Pixel, Google Analytics and the Conversions API', () => {
  it('keeps the ids, seals the token and never sends it back; refuses bad ids in Spanish', async () => {
    const bad = await owner.put('/api/measurement', { metaPixelId: 'abc', ga4Id: 'UA-1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('El identificador del píxel de Meta son solo números (entre 5 y 20).');
    const saved = await owner.put('/api/measurement', {
      metaPixelId: '123456789012345',
      ga4Id: 'g-abc123xyz',
      conversionsToken: TOKEN,
    });
    expect(saved.json()).toEqual({ metaPixelId: '123456789012345', ga4Id: 'G-ABC123XYZ', conversionsToken: true });
    expect((await owner.get('/api/measurement')).body).not.toContain(TOKEN);
    const row = await t.db.db
      .selectFrom('stores')
      .select('meta_conversions_token_sealed')
      .where('slug', '=', 'medicion-sur')
      .executeTakeFirstOrThrow();
    expect(row.meta_conversions_token_sealed).toMatch(/^v1\./);
    expect(row.meta_conversions_token_sealed).not.toContain(TOKEN);
    // Left out, the kept token stays.
    const again = await owner.put('/api/measurement', { metaPixelId: '123456789012345', ga4Id: null });
    expect(again.json()).toEqual({ metaPixelId: '123456789012345', ga4Id: null, conversionsToken: true });
  });

  it('sends the Purchase of a shopper who consented, with the order’s id, value, currency and feed ids', async () => {
    meta.acceptTokens.add(TOKEN);
    const orderId = await order({ measurementConsent: true });
    expect(meta.received).toHaveLength(1);
    const [request] = meta.received;
    expect(request).toMatchObject({ pixelId: '123456789012345', accessToken: TOKEN });
    const total = await t.db.db
      .selectFrom('orders')
      .select('total_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(request?.data).toEqual([
      expect.objectContaining({
        event_name: 'Purchase',
        event_id: orderId,
        action_source: 'website',
        user_data: {
          ph: [sha256('5491144445555')],
          em: [sha256('valentina@example.com')],
          client_ip_address: '127.0.0.1',
          client_user_agent: 'Mozilla/5.0 (Android) Chrome/130',
        },
        custom_data: {
          currency: 'ARS',
          value: Number(total.total_cents) / 100,
          content_type: 'product',
          content_ids: [sku],
          contents: [{ id: sku, quantity: 2, item_price: 10000 }],
          num_items: 2,
        },
      }),
    ]);
    const job = await t.db.db
      .selectFrom('jobs')
      .select(['outcome', 'payload'])
      .where('kind', '=', 'meta.purchase')
      .executeTakeFirstOrThrow();
    expect(job.outcome).toBe('sent');
    expect(JSON.stringify(job.payload)).not.toContain(TOKEN);
  });

  it('sends nothing for a shopper who did not consent', async () => {
    const before = meta.received.length;
    await order();
    await order({ measurementConsent: false });
    expect(meta.received).toHaveLength(before);
  });

  it('ends the job with Meta’s refusal of a bad token, and sends nothing once the token is removed', async () => {
    meta.acceptTokens.clear();
    await order({ measurementConsent: true });
    const outcomes = await t.db.db.selectFrom('jobs').select('outcome').where('kind', '=', 'meta.purchase').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['sent', 'refused-190']);
    await owner.put('/api/measurement', { metaPixelId: '123456789012345', ga4Id: null, conversionsToken: null });
    await order({ measurementConsent: true });
    expect(await t.db.db.selectFrom('jobs').select('id').where('kind', '=', 'meta.purchase').execute()).toHaveLength(2);
  });
});
