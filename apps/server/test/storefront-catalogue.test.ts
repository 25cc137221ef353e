import { COLOURS } from '@vidriera/db/fixtures';
import { describe, expect, it } from 'vitest';
import { signUpConfirmed } from './helpers/test-app';
import { vitrinaNorteForFile } from './helpers/vitrina-norte';

const { t, shop, anon, countQueries } = vitrinaNorteForFile();

describe('public store and catalogue', () => {
  it("shows the store's public profile with categories, and nothing private", async () => {
    const res = await anon().get('/api/public/stores/vitrina-norte');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toMatchObject({
      name: 'Vitrina Norte',
      whatsappNumber: '+5491155550000',
      categories: [{ name: 'Remeras' }],
    });
    expect(res.body).not.toContain('vitrina@example.com');
    expect(res.body).not.toContain('owner');
  });

  it('pages active products 12 at a time, newest first, with card data', async () => {
    const first = (await anon().get('/api/public/stores/vitrina-norte/products')).json();
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({
      name: 'Producto número 13',
      minPriceCents: 1000000,
      maxPriceCents: 1050000,
      availableStock: 7,
      variantCount: 2,
      category: { name: 'Remeras' },
      attributes: [
        { name: 'Color', value: 'Rojo', hexColor: COLOURS.rojo.hexColor },
        { name: 'Talle', value: 'S', hexColor: null },
      ],
    });
    expect(first.items[0].slug).toMatch(/^producto-numero-13-[0-9a-f-]{36}$/);
    const second = (await anon().get('/api/public/stores/vitrina-norte/products?page=2')).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Producto número 1']);
    const beyond = (await anon().get('/api/public/stores/vitrina-norte/products?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 13 });
    expect(JSON.stringify(first)).not.toContain('Oculto');
  });

  // The store's version (one row); a catalogue page adds the store's filter names, its 12 cards, its filters' counts
  // and when its stock next moves (catalogue-page-route.ts): a fixed number, however many products.
  it('answers each storefront request with a fixed handful of SQL queries, however many products', async () => {
    expect(await countQueries(() => anon().get('/api/public/stores/vitrina-norte'))).toBeLessThanOrEqual(3);
    expect(await countQueries(() => anon().get('/api/public/stores/vitrina-norte/products'))).toBeLessThanOrEqual(5);
    expect(
      await countQueries(() => anon().get('/api/public/stores/vitrina-norte/products?page=5')),
    ).toBeLessThanOrEqual(6);
    const id = (await anon().get('/api/public/stores/vitrina-norte/products')).json().items[0].id;
    expect(await countQueries(() => anon().get(`/api/public/stores/vitrina-norte/products/${id}`))).toBeLessThanOrEqual(
      3,
    );
  });

  it('filters by category and refuses a malformed one', async () => {
    const byCategory = (
      await anon().get(`/api/public/stores/vitrina-norte/products?category=${shop.category.id}`)
    ).json();
    expect(byCategory.total).toBe(13);
    const bad = await anon().get('/api/public/stores/vitrina-norte/products?category=remeras');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'category', message: 'Categoría inválida' });
  });

  it('gives a product page its attributes, variants with final prices and availability, by full or short id', async () => {
    const id = (await anon().get('/api/public/stores/vitrina-norte/products')).json().items[0].id as string;
    const product = (await anon().get(`/api/public/stores/vitrina-norte/products/${id}`)).json();
    expect(
      product.attributes.map((a: { displayName: string; isRequired: boolean }) => [a.displayName, a.isRequired]),
    ).toEqual([
      ['Color', true],
      ['Talle', true],
    ]);
    expect(
      product.variants.map((v: { finalPriceCents: number; availableStock: number }) => [
        v.finalPriceCents,
        v.availableStock,
      ]),
    ).toEqual([
      [1000000, 5],
      [1050000, 2],
    ]);
    expect((await anon().get(`/api/public/stores/vitrina-norte/products/${id.slice(0, 8)}`)).json().id).toBe(id);
    expect(
      (await anon().get('/api/public/stores/vitrina-norte/products/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('hides an inactive store entirely', async () => {
    const other = await signUpConfirmed(t, 'apagada@example.com');
    const store = (await other.post('/api/stores', { name: 'Tienda Apagada' })).json().store;
    await t.db.db.updateTable('stores').set({ is_active: false }).where('id', '=', store.id).execute();
    for (const path of ['', '/products', '/products/00000000-0000-4000-8000-000000000000']) {
      const res = await anon().get(`/api/public/stores/tienda-apagada${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Tienda no encontrada.');
    }
  });
});
