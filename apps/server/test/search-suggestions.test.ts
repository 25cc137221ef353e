import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The search box's suggestions while typing (docs/product/storefront.md, "Búsqueda"): the search's engine with the
 * last word read as the beginning of a word, products and categories, through the public API.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');
const ask = (q: string) => anon().get(`/api/public/stores/tienda-que-sugiere/suggestions?q=${encodeURIComponent(q)}`);
interface Answer {
  products: {
    id: string;
    slug: string;
    name: string;
    image: string | null;
    priceCents: number;
    minPriceCents: number;
  }[];
  categories: { id: string; name: string }[];
}
const suggest = async (q: string) => {
  const res = await ask(q);
  expect(res.statusCode, q).toBe(200);
  return res.json() as Answer;
};
const names = async (q: string) => (await suggest(q)).products.map((p) => p.name);
const categories = async (q: string) => (await suggest(q)).categories.map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const owner = await signUpConfirmed(t, 'sugiere@example.com');
  shop = await catalogueFixture(owner, 'Tienda que sugiere');
  await owner.put('/api/stores/mine', { name: 'Tienda que sugiere', whatsappNumber: '1155550000' });
  const trousers = (await owner.post('/api/catalogue/categories', { name: 'Pantalones' })).json().category as {
    id: string;
  };
  await owner.post('/api/catalogue/categories', { name: 'Relojes' });
  let n = 0;
  const add = (name: string, extra: Record<string, unknown> = {}) =>
    owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name,
        description: 'Algodón',
        variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${n++}` })),
        ...extra,
      }),
    );
  await add('Remera lisa');
  await add('Remera estampada');
  await add('Pantalón de jean', { categoryId: trousers.id });
  await add('Café de especialidad', { categoryId: null });
  await add('Remera oculta', { isActive: false });
  for (let i = 0; i < 8; i++) await add(`Buzo número ${i + 1}`, { categoryId: null });

  const stranger = await signUpConfirmed(t, 'ajena-sugiere@example.com');
  const other = await catalogueFixture(stranger, 'Tienda Ajena que sugiere');
  await stranger.post('/api/catalogue/products', other.productBody({ name: 'Remera de otra tienda' }));
}, 120_000);
afterAll(() => t.close());

describe('search suggestions while typing', () => {
  it('reads the last word as the beginning of a word: "rem" suggests the remeras and their category', async () => {
    const answer = await suggest('rem');
    expect(answer.products.map((p) => p.name).sort()).toEqual(['Remera estampada', 'Remera lisa']);
    expect(answer.categories).toEqual([{ id: shop.category.id, name: 'Remeras' }]);
    const card = answer.products.find((p) => p.name === 'Remera lisa');
    expect(card).toMatchObject({ priceCents: 1000000, minPriceCents: 1000000, image: null });
    expect(card?.slug).toMatch(/^remera-lisa-/);
  });

  it('takes the words before the last as typed: "remera li" is only the plain one', async () => {
    expect(await names('remera li')).toEqual(['Remera lisa']);
    expect(await names('remeras estam')).toEqual(['Remera estampada']);
  });

  it('ignores accents and case', async () => {
    expect(await names('PANTALÓ')).toEqual(['Pantalón de jean']);
    expect(await names('cafe de esp')).toEqual(['Café de especialidad']);
    expect(await categories('PANTALO')).toEqual(['Pantalones']);
  });

  it('forgives a typo in a word the store has none beginning with: "remra", "pantlon"', async () => {
    expect((await names('remra')).sort()).toEqual(['Remera estampada', 'Remera lisa']);
    expect(await names('pantlon')).toEqual(['Pantalón de jean']);
  });

  it('suggests at most 6 products and only categories with something for sale', async () => {
    expect(await names('buz')).toHaveLength(6);
    // "Relojes" has no product: a suggestion never leads to an empty page.
    expect(await categories('re')).toEqual(['Remeras']);
  });

  it("never shows another store's products or categories, nor a product not for sale", async () => {
    const answer = await suggest('remera');
    expect(answer.products.map((p) => p.name)).not.toContain('Remera de otra tienda');
    expect(answer.products.map((p) => p.name)).not.toContain('Remera oculta');
    expect(answer.categories.map((c) => c.id)).toEqual([shop.category.id]);
    expect(await suggest('otra tien')).toEqual({ products: [], categories: [] });
  });

  it('answers nothing for small words only or words no product has, and caches briefly', async () => {
    expect(await suggest('de la')).toEqual({ products: [], categories: [] });
    expect(await suggest('zzzz')).toEqual({ products: [], categories: [] });
    const res = await ask('rem');
    expect(res.headers['cache-control']).toContain('max-age=5');
  });

  it('refuses an empty, too long or NUL-carrying text in Spanish, and an unknown store with 404', async () => {
    for (const url of ['suggestions', 'suggestions?q=', 'suggestions?q=%20%20']) {
      const res = await anon().get(`/api/public/stores/tienda-que-sugiere/${url}`);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ field: 'q', message: 'Escribe qué buscas' });
    }
    const long = await ask('a'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ field: 'q', message: 'Escribe hasta 100 caracteres para buscar' });
    const nul = await anon().get('/api/public/stores/tienda-que-sugiere/suggestions?q=re%00m');
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    expect((await anon().get('/api/public/stores/no-existe/suggestions?q=rem')).statusCode).toBe(404);
  });

  // The store's version, the words' analysis with the categories, their match, the products chosen: whatever the
  // store holds (its catalogue index is kept at its version).
  it('answers with at most 4 SQL queries', async () => {
    await suggest('rem');
    const before = t.queries.length;
    await suggest('buz');
    expect(t.queries.length - before).toBeLessThanOrEqual(4);
  });

  it('treats quotes and operators as plain words', async () => {
    for (const q of ["rem'", 'rem:*', "'); drop table products; --", '(', '\\', 'a & !b | c']) {
      expect((await ask(q)).statusCode, q).toBe(200);
    }
  });
});
