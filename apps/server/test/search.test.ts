import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * Storefront search (docs/product/storefront.md, "Búsqueda"): the issue's
 * examples, through the public API, on whichever database the suite runs.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof catalogueFixture>>;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');
const search = async (q: string, extra = '') => {
  const res = await anon().get(`/api/public/stores/tienda-de-busqueda/products?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { name: string }[]; total: number; page: number; pageSize: number };
};
const names = async (q: string) => (await search(q)).items.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const owner = await signUpConfirmed(t, 'busqueda@example.com');
  const shop = await catalogueFixture(owner, 'Tienda de Búsqueda');
  await owner.put('/api/stores/mine', { name: 'Tienda de Búsqueda', whatsappNumber: '1155550000' });
  let n = 0;
  const add = (name: string, description: string, extra: Record<string, unknown> = {}) =>
    owner.post(
      '/api/catalogue/products',
      shop.productBody({
        name,
        description,
        variants: shop.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${n++}` })),
        // Only the remera is filed under the fixture's "Remeras": a category's name finds its products.
        ...(name.startsWith('Remera') ? {} : { categoryId: null }),
        ...extra,
      }),
    );
  await add('Taza de cerámica', 'Ideal para el café de la mañana');
  await add('Café de especialidad', 'Grano tostado medio');
  await add('Remera lisa', 'Algodón peinado');
  await add('Pantalón de jean', 'Tiro alto, azul');
  await add('Jean recto', 'Un pantalón clásico');
  await add('Camisa oculta', 'Café', { isActive: false });
  await add('Campera liviana', 'Rompeviento', { tags: ['Otoño', 'impermeable'] });
  for (let i = 0; i < 13; i++) await add(`Buzo número ${i + 1}`, 'Frisa');

  const stranger = await signUpConfirmed(t, 'ajena@example.com');
  other = await catalogueFixture(stranger, 'Tienda Ajena');
  await stranger.post('/api/catalogue/products', other.productBody({ name: 'Café de otra tienda' }));
}, 120_000);
afterAll(() => t.close());

describe('storefront search', () => {
  it('ignores accents and case: "cafe" and "CAFÉ" find "Café"', async () => {
    expect(await names('cafe')).toContain('Café de especialidad');
    expect(await names('CAFÉ')).toContain('Café de especialidad');
  });

  it('matches plural and singular: "remeras" finds "Remera", "pantalones" finds "Pantalón"', async () => {
    expect(await names('remeras')).toEqual(['Remera lisa']);
    expect(await names('pantalones')).toContain('Pantalón de jean');
  });

  it('finds a product by its tags, as it finds words of its description: "otono impermeables" finds the one tagged "Otoño, impermeable"', async () => {
    expect(await names('otono')).toEqual(['Campera liviana']);
    expect(await names('otono impermeables')).toEqual(['Campera liviana']);
    expect(await names('campera otoño')).toEqual(['Campera liviana']);
  });

  it('takes the words in any order', async () => {
    expect(await names('lisa remera')).toEqual(['Remera lisa']);
    expect(await names('jean pantalón')).toEqual(['Pantalón de jean']);
  });

  it('finds a word typed one or two letters wrong, by how it sounds: "pantlon", "remrea", "buso"', async () => {
    expect(await names('pantlon')).toEqual(['Pantalón de jean']);
    expect(await names('remrea')).toEqual(['Remera lisa']);
    expect(await names('buso')).toContain('Buzo número 13');
    // "camisa" is a word of the store (a product not for sale): it finds nothing for sale, and nothing else.
    expect(await names('camiza')).toEqual([]);
    // Too far from any word of the store: nothing, and no suggestion.
    expect(await search('zzzzzz')).toMatchObject({ items: [], suggestion: null });
  });

  it('suggests the store\'s nearest word when a search finds nothing: "rmra" → "remera"', async () => {
    expect(await search('rmra')).toMatchObject({ items: [], suggestion: 'remera' });
  });

  it('lists the products named after the words, and those that only describe them when none is', async () => {
    // A product named so is there: those whose description alone says it are left out.
    expect(await names('café')).toEqual(['Café de especialidad']);
    expect(await names('pantalón')).toEqual(['Pantalón de jean']);
    // None is named so: the descriptions answer.
    expect(await names('mañana')).toEqual(['Taza de cerámica']);
    expect(await names('clásico')).toEqual(['Jean recto']);
  });

  it('shows only active products of this store, and nothing for words no product has', async () => {
    const found = await names('cafe');
    expect(found).not.toContain('Camisa oculta');
    expect(found).not.toContain('Café de otra tienda');
    expect(await search('bicicleta')).toMatchObject({ items: [], total: 0 });
    expect(await search('de la')).toMatchObject({ items: [], total: 0 });
  });

  it('pages results 12 at a time, with the total', async () => {
    const first = await search('buzos');
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect((await search('buzos', '&page=2')).items).toHaveLength(1);
  });

  it('lists everything for an empty search, and refuses a search too long or with a NUL byte in Spanish', async () => {
    expect((await search('   ')).total).toBe(19);
    const long = await anon().get(`/api/public/stores/tienda-de-busqueda/products?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ field: 'q', message: 'Escribe hasta 100 caracteres para buscar' });
    const nul = await anon().get('/api/public/stores/tienda-de-busqueda/products?q=caf%00e');
    expect(nul.statusCode).toBe(422);
  });

  it('treats quotes, operators and SQL in the words as plain words', async () => {
    for (const q of [
      "caf' | remera",
      'café & !taza',
      "'); drop table products; --",
      '(:*)',
      '\\',
      'C:\\fotos\\café.txt',
      'ana@mail.com',
      'https://x.com/a?b=c',
      'remera-azul 12,5',
    ]) {
      const res = await anon().get(`/api/public/stores/tienda-de-busqueda/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(await names("café'")).toEqual(['Café de especialidad']);
  });

  // The store's version, its vocabulary with the words' analysis, the page, the filters' counts.
  it('answers with at most 4 SQL queries, however many products match', async () => {
    await search('remera');
    const before = t.queries.length;
    await search('buzo');
    expect(t.queries.length - before).toBeLessThanOrEqual(4);
  });
});
