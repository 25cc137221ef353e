import { SEARCH_SYNONYMS_MAX, SYNONYM_LINES_MAX } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The owner's side of the search (docs/product/catalogue.md, "Buscar productos"; docs/product/storefront.md,
 * "Búsqueda"): the admin product list searches with the storefront's engine, inactive products and SKUs and barcodes
 * included, and the merchant's synonyms saved in the settings make the storefront find more.
 */
let t: TestApp;
let owner: Browser;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
const anon = () => new Browser(t.app, 'https://otro-sitio.example');

const adminNames = async (query: string) => {
  const res = await owner.get(`/api/catalogue/products?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().products as { name: string }[]).map((p) => p.name);
};
const found = (q: string, extra = '') => adminNames(`q=${encodeURIComponent(q)}${extra}`);
const storefrontNames = async (q: string) => {
  const res = await anon().get(`/api/public/stores/${shop.store.slug}/products?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { name: string }[]).map((p) => p.name);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  owner = await signUpConfirmed(t, 'duenio-busca@example.com');
  shop = await catalogueFixture(owner, 'Tienda del Dueño');
  await owner.put('/api/stores/mine', { name: 'Tienda del Dueño', whatsappNumber: '1155550000' });
  const add = async (name: string, codes: { sku: string; barcode?: string }[], extra: Record<string, unknown> = {}) => {
    const variants = shop.productBody().variants.map((v, i) => ({ ...v, ...codes[i] }));
    const res = await owner.post(
      '/api/catalogue/products',
      shop.productBody({ name, variants, categoryId: null, ...extra }),
    );
    expect(res.statusCode).toBe(201);
  };
  await add('Pantalón de jean', [{ sku: 'PJ-1' }, { sku: 'PJ-2' }], { description: 'Tiro alto' });
  await add('Taza de cerámica', [{ sku: 'JEAN-TAZA' }, { sku: 'TZ-2', barcode: '7791234500017' }], {
    description: 'Para el café',
  });
  await add('Remera lisa', [{ sku: 'RL-S' }, { sku: 'RL-M' }], { categoryId: shop.category.id });
  await add('Camisa guardada', [{ sku: 'CG-1' }, { sku: 'CG-2' }], { isActive: false, description: 'De jean' });
  await add('Mate de calabaza', [{ sku: 'MT-1' }, { sku: 'MT-2' }], { description: 'Curado' });
}, 120_000);
afterAll(() => t.close());

describe('the admin product list search', () => {
  it('lists every product, newest first, without a search, and keeps the category filter', async () => {
    expect(await adminNames('')).toEqual([
      'Mate de calabaza',
      'Camisa guardada',
      'Remera lisa',
      'Taza de cerámica',
      'Pantalón de jean',
    ]);
    expect(await adminNames(`category=${shop.category.id}`)).toEqual(['Remera lisa']);
    expect(await adminNames('category=all&q=')).toHaveLength(5);
  });

  it('finds what the storefront finds, with its stems and typos: plurals, a misspelt word', async () => {
    expect(await found('remeras')).toEqual(['Remera lisa']);
    expect(await found('pantlon')).toEqual(['Pantalón de jean']);
    expect(await found('REMERA LISA')).toEqual(['Remera lisa']);
  });

  it('finds inactive products too, which the storefront does not', async () => {
    expect(await found('camisa')).toEqual(['Camisa guardada']);
    expect(await storefrontNames('camisa')).toEqual([]);
  });

  it('finds a product by a SKU or a barcode, whole or its beginning, in any case', async () => {
    expect(await found('rl-m')).toEqual(['Remera lisa']);
    expect(await found('RL-')).toEqual(['Remera lisa']);
    expect(await found('7791234500017')).toEqual(['Taza de cerámica']);
    expect(await found('77912345')).toEqual(['Taza de cerámica']);
  });

  it('ranks a product whose SKU matches above those whose words do', async () => {
    // "jean": the taza's SKU begins so; the pantalón has it in its name, the inactive camisa in its description.
    expect(await found('jean')).toEqual(['Taza de cerámica', 'Pantalón de jean', 'Camisa guardada']);
  });

  it('keeps the category filter with a search, and finds nothing for words the store does not have', async () => {
    expect(await found('remera', `&category=${shop.category.id}`)).toEqual(['Remera lisa']);
    expect(await found('jean', `&category=${shop.category.id}`)).toEqual([]);
    expect(await found('bicicleta')).toEqual([]);
    expect(await found('de la')).toEqual([]);
  });

  it('refuses a search longer than 100 characters with a Spanish message', async () => {
    const res = await owner.get(`/api/catalogue/products?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La búsqueda puede tener hasta 100 caracteres');
  });
});

describe("the merchant's synonyms", () => {
  it('are saved with the settings, and make the storefront and the admin find a product by a word it does not have', async () => {
    expect(await storefrontNames('porongo')).toEqual([]);
    const saved = await owner.put('/api/stores/mine', {
      name: 'Tienda del Dueño',
      searchSynonyms: '# del norte\r\nporongo, mate\nbombilla => mate',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().store.searchSynonyms).toBe('# del norte\nporongo, mate\nbombilla => mate');
    expect(await storefrontNames('porongo')).toEqual(['Mate de calabaza']);
    expect(await storefrontNames('bombilla')).toEqual(['Mate de calabaza']);
    expect(await found('porongos')).toEqual(['Mate de calabaza']);
    // Saving the rest of the screen without them keeps them.
    await owner.put('/api/stores/mine', { name: 'Tienda del Dueño', whatsappNumber: '1155550000' });
    expect((await owner.get('/api/stores/mine')).json().store.searchSynonyms).toBe(
      '# del norte\nporongo, mate\nbombilla => mate',
    );
  });

  it(`refuses a list longer than ${SEARCH_SYNONYMS_MAX} characters or of more than ${SYNONYM_LINES_MAX} lines, changing nothing`, async () => {
    const tooLong = await owner.put('/api/stores/mine', {
      name: 'Tienda del Dueño',
      searchSynonyms: `remera, ${'camiseta'.repeat(500)}`,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      field: 'searchSynonyms',
      message: `Los sinónimos pueden tener hasta ${SEARCH_SYNONYMS_MAX} caracteres`,
    });
    const lines = Array.from({ length: SYNONYM_LINES_MAX + 1 }, (_, i) => `palabra${i}, otra${i}`).join('\n');
    const tooMany = await owner.put('/api/stores/mine', { name: 'Tienda del Dueño', searchSynonyms: lines });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(
      `Los sinónimos pueden tener hasta ${SYNONYM_LINES_MAX} líneas (un grupo por línea)`,
    );
    expect((await owner.get('/api/stores/mine')).json().store.searchSynonyms).toContain('porongo, mate');
  });
});
