import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/* A variant's own pictures (docs/product/catalogue.md, "Fotos por variante"): saved, shown, followed by the feed. */
let t: TestApp;
let owner: Browser;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let picture: (name: string) => string;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'fotos@example.com');
  shop = await catalogueFixture(owner, 'Fotos por Color');
  await owner.put('/api/stores/mine', { name: 'Fotos por Color', whatsappNumber: '1155550000' });
  // Upload names are uuids (packages/core/src/shared/images.ts): one fixed name per picture of the test.
  const names: Record<string, string> = {
    azul: '0a2c1e9e-1111-4c1e-8a1a-00000000a201',
    roja: '0a2c1e9e-2222-4c1e-8a1a-0000000000b0',
    'otra-tienda': '0a2c1e9e-3333-4c1e-8a1a-0000000000f0',
  };
  picture = (name) => `/uploads/stores/${shop.store.id}/product/${names[name] ?? name}`;
}, 60_000);
afterAll(() => t.close());

const body = (overrides: {
  images?: string[];
  red?: string[] | undefined;
  blue?: string[] | undefined;
  ids?: string[];
  sku?: string;
}) => {
  const base = shop.productBody();
  return shop.productBody({
    images: overrides.images ?? [picture('azul'), picture('roja')],
    variants: base.variants.map((v, i) => {
      const own = i === 0 ? overrides.red : overrides.blue;
      return {
        ...v,
        sku: `${v.sku}${overrides.sku ?? ''}`,
        ...(overrides.ids?.[i] ? { id: overrides.ids[i] } : {}),
        ...(own === undefined ? {} : { images: own }),
      };
    }),
  });
};

describe('variant pictures', () => {
  it("keeps the pictures chosen for a variant, among the product's only, and gives them to shoppers and the feed", async () => {
    const created = (
      await owner.post('/api/catalogue/products', body({ red: [picture('roja'), picture('otra-tienda')] }))
    ).json().product;
    expect(created.variants.map((v: { images: string[] }) => v.images)).toEqual([[picture('roja')], []]);

    const publicProduct = (await anon().get(`/api/public/stores/fotos-por-color/products/${created.id}`)).json();
    expect(publicProduct.images).toEqual([picture('azul'), picture('roja')]);
    expect(publicProduct.variants.map((v: { images: string[] }) => v.images)).toEqual([[picture('roja')], []]);

    const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(
      (await anon().get('/api/public/stores/fotos-por-color/feed.xml')).body,
    );
    const images = Object.fromEntries(
      feed.rss.channel.item.map((i: Record<string, string>) => [i['g:id'], i['g:image_link']]),
    );
    expect(images).toEqual({
      'fotos-por-color-R-S': `http://localhost:3000${picture('roja')}-og.jpg`,
      'fotos-por-color-A-M': `http://localhost:3000${picture('azul')}-og.jpg`,
    });
  });

  it('keeps them when a save does not mention them, and drops a picture the product no longer has', async () => {
    const created = (
      await owner.post('/api/catalogue/products', body({ red: [picture('roja')], blue: [picture('azul')], sku: '-2' }))
    ).json().product;
    const ids = created.variants.map((v: { id: string }) => v.id);
    const kept = (await owner.put(`/api/catalogue/products/${created.id}`, body({ ids, sku: '-2' }))).json().product;
    expect(kept.variants.map((v: { images: string[] }) => v.images)).toEqual([[picture('roja')], [picture('azul')]]);
    const fewer = (
      await owner.put(`/api/catalogue/products/${created.id}`, body({ ids, sku: '-2', images: [picture('azul')] }))
    ).json().product;
    expect(fewer.variants.map((v: { images: string[] }) => v.images)).toEqual([[], [picture('azul')]]);
    const cleared = (
      await owner.put(
        `/api/catalogue/products/${created.id}`,
        body({ ids, sku: '-2', images: [picture('azul')], blue: [] }),
      )
    ).json().product;
    expect(cleared.variants.map((v: { images: string[] }) => v.images)).toEqual([[], []]);
  });
});
