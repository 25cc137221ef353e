import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogueImport } from '../src/modules/catalogue/apply-catalogue-import';
import { planCatalogueImport } from '../src/modules/catalogue/catalogue-csv-import';
import { catalogueFixture, importCsv } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/*
 * Categories in a tree of two levels, several a product (docs/product/catalogue.md,
 * "Categorías"): the admin's rules, the storefront's filter, the CSV's cell.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

const anon = () => new Browser(t.app, 'https://otro-sitio.example');
interface Category {
  id: string;
  name: string;
  parentId: string | null;
}

async function tree(email: string, storeName: string) {
  const owner = await signUpConfirmed(t, email);
  const fixture = await catalogueFixture(owner, storeName);
  const create = async (name: string, parentId: string | null = null) =>
    (await owner.post('/api/catalogue/categories', { name, parentId })).json().category as Category;
  const mujer = await create('Mujer');
  const remeras = await create('Remeras', mujer.id);
  const ofertas = await create('Ofertas');
  return { owner, ...fixture, create, mujer, remeras, ofertas };
}

describe('Category tree', () => {
  it('keeps a parent and its children, refuses a third level, a loop and a name taken under the same parent', async () => {
    const { owner, mujer, remeras, ofertas, create } = await tree('arbol@example.com', 'Tienda Arbol');
    expect(remeras.parentId).toBe(mujer.id);
    const hombre = await create('Hombre');
    // The same name under another parent is another category.
    expect((await owner.post('/api/catalogue/categories', { name: 'Remeras', parentId: hombre.id })).statusCode).toBe(
      201,
    );

    const taken = await owner.post('/api/catalogue/categories', { name: ' rémeras ', parentId: mujer.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      field: 'name',
      message: 'Ya existe una categoría llamada «Remeras» dentro de «Mujer». Usa otro nombre o edita la existente.',
    });

    const third = await owner.post('/api/catalogue/categories', { name: 'Básicas', parentId: remeras.id });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      field: 'parentId',
      message: 'Una subcategoría no puede tener subcategorías: elige una categoría principal.',
    });
    const moved = await owner.put(`/api/catalogue/categories/${mujer.id}`, { name: 'Mujer', parentId: ofertas.id });
    expect(moved.json()).toMatchObject({
      field: 'parentId',
      message: 'Esta categoría tiene subcategorías: no puede quedar dentro de otra.',
    });
    const itself = await owner.put(`/api/catalogue/categories/${ofertas.id}`, {
      name: 'Ofertas',
      parentId: ofertas.id,
    });
    expect(itself.json()).toMatchObject({
      field: 'parentId',
      message: 'Una categoría no puede estar dentro de sí misma.',
    });

    const other = await signUpConfirmed(t, 'arbol-otra@example.com');
    await other.post('/api/stores', { name: 'Otra Tienda Arbol' });
    const foreign = await other.post('/api/catalogue/categories', { name: 'Ajena', parentId: mujer.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('La categoría padre no existe en tu tienda.');

    const refused = await owner.delete(`/api/catalogue/categories/${mujer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('«Mujer» tiene subcategorías: muévelas o elimínalas antes.');
  });

  it('keeps several categories on a product, filters by a parent with its children, and a product left without its main one keeps the next', async () => {
    const { owner, store, productBody, category, mujer, remeras, ofertas } = await tree(
      'varias@example.com',
      'Tienda Varias',
    );
    const both = (
      await owner.post(
        '/api/catalogue/products',
        productBody({ name: 'Remera Oferta', categoryIds: [remeras.id, ofertas.id] }),
      )
    ).json().product;
    expect(both).toMatchObject({ categoryId: remeras.id, categoryIds: [remeras.id, ofertas.id] });
    // One category as before: categoryId alone still works.
    const single = (
      await owner.post(
        '/api/catalogue/products',
        productBody({ name: 'Remera Lisa Vieja', variants: [{ stock: 1 }], attributeIds: [] }),
      )
    ).json().product;
    expect(single).toMatchObject({ categoryId: category.id, categoryIds: [category.id] });

    const listed = async (id: string) =>
      ((await owner.get(`/api/catalogue/products?category=${id}`)).json().products as { name: string }[]).map(
        (p) => p.name,
      );
    expect(await listed(mujer.id)).toEqual(['Remera Oferta']);
    expect(await listed(ofertas.id)).toEqual(['Remera Oferta']);
    const shop = async (id: string) =>
      (
        (await anon().get(`/api/public/stores/${store.slug}/products?category=${id}`)).json().items as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await shop(mujer.id)).toEqual(['Remera Oferta']);
    expect(await shop(remeras.id)).toEqual(['Remera Oferta']);
    expect(await shop(category.id)).toEqual(['Remera Lisa Vieja']);

    const storefront = (await anon().get(`/api/public/stores/${store.slug}`)).json();
    expect((storefront.store ?? storefront).categories.map((c: Category) => [c.name, c.parentId])).toEqual([
      ['Mujer', null],
      ['Remeras', mujer.id],
      ['Ofertas', null],
      ['Remeras', null],
    ]);

    expect((await owner.delete(`/api/catalogue/categories/${remeras.id}`)).statusCode).toBe(204);
    const after = (await owner.get(`/api/catalogue/products/${both.id}`)).json().product;
    expect(after).toMatchObject({ categoryId: ofertas.id, categoryIds: [ofertas.id] });

    const foreign = await owner.post(
      '/api/catalogue/products',
      productBody({ name: 'Ajena', categoryIds: [ofertas.id, '0f8fad5b-d9cb-469f-a165-70867728950e'] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ field: 'categoryIds', message: 'La categoría no existe en tu tienda.' });
  });

  it('writes "Mujer > Remeras, Ofertas" in the CSV and builds the same tree from it in another store; a third level is a row error', async () => {
    const { owner, productBody, remeras, ofertas } = await tree('csv-arbol@example.com', 'Tienda CSV Arbol');
    await owner.post(
      '/api/catalogue/products',
      productBody({ name: 'Remera Oferta', categoryIds: [remeras.id, ofertas.id] }),
    );
    const csv = (await owner.get('/api/catalogue/products/export.csv')).body;
    expect(csv).toContain(';Mujer > Remeras, Ofertas;');

    const copy = await signUpConfirmed(t, 'csv-arbol-copia@example.com');
    await copy.post('/api/stores', { name: 'Tienda CSV Copia' });
    await copy.post('/api/catalogue/categories', { name: 'Mujer' });
    const preview = (await copy.post('/api/catalogue/products/import/preview', { csv })).json();
    expect(preview.errors).toEqual([]);
    expect(preview.newCategories).toEqual(['Mujer > Remeras', 'Ofertas']);
    expect((await importCsv(copy, { csv })).statusCode).toBe(200);
    const categories = (await copy.get('/api/catalogue/categories')).json().categories as Category[];
    const named = (name: string) => categories.find((c) => c.name === name);
    expect(named('Remeras')?.parentId).toBe(named('Mujer')?.id);
    const id = (await copy.get('/api/catalogue/products')).json().products[0].id;
    expect((await copy.get(`/api/catalogue/products/${id}`)).json().product.categoryIds).toEqual([
      named('Remeras')?.id,
      named('Ofertas')?.id,
    ]);
    expect((await copy.get('/api/catalogue/products/export.csv')).body).toContain(';Mujer > Remeras, Ofertas;');

    const deep = (
      await copy.post('/api/catalogue/products/import/preview', {
        csv: 'Producto;Precio base;Categoría\nBuzo;1000;Mujer > Abrigo > Buzos',
      })
    ).json();
    expect(deep.errors).toEqual([
      {
        row: 2,
        message:
          'Fila 2: la categoría «Mujer > Abrigo > Buzos» tiene más de dos niveles: escribe «Categoría > Subcategoría».',
      },
    ]);
  });

  it('never makes a second category of one name: one the owner created after the file was read is the one the import uses', async () => {
    const owner = await signUpConfirmed(t, 'csv-tarde@example.com');
    const { store } = (await owner.post('/api/stores', { name: 'Tienda CSV Tarde' })).json();
    const csv = 'Producto;Precio base;Categoría\nBuzo Liso;1000;Hombre > Buzos, Ofertas';
    const plan = await planCatalogueImport(t.db.db, store.id, csv, {
      imagePrefix: `/uploads/${store.id}/`,
      publicUrl: TEST_ORIGIN,
    });
    expect(plan.errors).toEqual([]);
    const create = async (name: string, parentId: string | null = null) =>
      (await owner.post('/api/catalogue/categories', { name, parentId })).json().category as Category;
    const hombre = await create('HOMBRE');
    const buzos = await create('buzos', hombre.id);
    const ofertas = await create('Ofértas');

    await writeCatalogueImport(t.db.db, store.id, plan);
    const categories = (await owner.get('/api/catalogue/categories')).json().categories as Category[];
    expect(categories.map((c) => c.id).sort()).toEqual([hombre.id, buzos.id, ofertas.id].sort());
    const id = (await owner.get('/api/catalogue/products')).json().products[0].id;
    expect((await owner.get(`/api/catalogue/products/${id}`)).json().product.categoryIds).toEqual([
      buzos.id,
      ofertas.id,
    ]);
    const storefront = (await anon().get(`/api/public/stores/${store.slug}`)).json();
    expect((storefront.store ?? storefront).categories.map((c: Category) => c.name)).toEqual([
      'HOMBRE',
      'buzos',
      'Ofértas',
    ]);
  });
});
