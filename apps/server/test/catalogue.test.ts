import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { multipartBody, pngImage } from './helpers/images';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

let counter = 0;
async function setup() {
  const owner = await signUpConfirmed(t, `catalogo${++counter}@example.com`);
  return { owner, ...(await catalogueFixture(owner, `Catálogo ${counter}`)) };
}
const rows = async (
  table: 'products' | 'product_variants' | 'variant_values' | 'attributes' | 'attribute_values' | 'categories',
) =>
  (
    await t.db.db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('categories', () => {
  it('creates, lists newest first, edits and deletes; products keep living without it', async () => {
    const { owner, category, productBody } = await setup();
    const second = (await owner.post('/api/catalogue/categories', { name: 'Buzos', description: 'Abrigo' })).json()
      .category;
    expect(
      (await owner.get('/api/catalogue/categories')).json().categories.map((c: { name: string }) => c.name),
    ).toEqual(['Buzos', 'Remeras']);
    expect(
      (await owner.put(`/api/catalogue/categories/${second.id}`, { name: 'Buzos y camperas', description: '' })).json()
        .category,
    ).toMatchObject({ name: 'Buzos y camperas', description: null });
    const product = (await owner.post('/api/catalogue/products', productBody())).json().product;
    expect((await owner.delete(`/api/catalogue/categories/${category.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/catalogue/products/${product.id}`)).json().product.categoryId).toBeNull();
  });

  it('refuses a one-letter name with the product message', async () => {
    const { owner } = await setup();
    const res = await owner.post('/api/catalogue/categories', { name: 'A' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'name', message: 'El nombre debe tener al menos 2 caracteres' });
  });

  it('refuses a name another category of the store has, whatever its case and accents, with a Spanish 409', async () => {
    const { owner, category } = await setup();
    const camperas = (await owner.post('/api/catalogue/categories', { name: 'Camperas' })).json().category;
    const again = await owner.post('/api/catalogue/categories', { name: '  RÉMERAS ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      field: 'name',
      message: 'Ya existe una categoría llamada «Remeras». Usa otro nombre o edita la existente.',
    });
    expect((await owner.put(`/api/catalogue/categories/${camperas.id}`, { name: 'remeras' })).statusCode).toBe(409);
    expect(
      (await owner.get('/api/catalogue/categories')).json().categories.map((c: { name: string }) => c.name),
    ).toEqual(['Camperas', 'Remeras']);
    // Its own name, rewritten, is not a clash; another store may use the name.
    expect((await owner.put(`/api/catalogue/categories/${category.id}`, { name: 'REMERAS' })).statusCode).toBe(200);
    const other = await setup();
    expect(
      (await other.owner.get('/api/catalogue/categories')).json().categories.map((c: { name: string }) => c.name),
    ).toEqual(['Remeras']);
  });
});

describe('attributes', () => {
  it.each([
    [{ name: 'con espacio' }, 'name', 'Solo letras, números y guiones bajos'],
    [{ name: 'a' }, 'name', 'El nombre debe tener al menos 2 caracteres'],
    [{ displayName: 'X' }, 'displayName', 'El nombre visible debe tener al menos 2 caracteres'],
    [{ type: 'fecha' }, 'type', 'Tipo de atributo inválido'],
    [{ values: [] }, 'values', 'Los atributos de selección deben tener al menos un valor'],
    [{ values: [{ value: 'x', displayValue: 'X', hexColor: 'rojo' }] }, 'values.0.hexColor', 'Color inválido'],
    [{ values: [{ value: '', displayValue: 'X' }] }, 'values.0.value', 'El valor es requerido'],
    [{ values: [{ value: 'x', displayValue: '' }] }, 'values.0.displayValue', 'El nombre visible es requerido'],
  ])('refuses %o with the product message', async (override, field, message) => {
    const { owner } = await setup();
    const before = await rows('attributes');
    const res = await owner.post('/api/catalogue/attributes', {
      name: 'material',
      displayName: 'Material',
      type: 'select',
      values: [{ value: 'lino', displayValue: 'Lino' }],
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect(await rows('attributes')).toBe(before);
  });

  it('refuses a second attribute with the same technical name', async () => {
    const { owner } = await setup();
    const res = await owner.post('/api/catalogue/attributes', { name: 'color', displayName: 'Color 2', type: 'text' });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('name');
  });

  it('edits values keeping their ids so variants still point at them; refuses changing the type', async () => {
    const { owner, color, productBody } = await setup();
    const product = (await owner.post('/api/catalogue/products', productBody())).json().product;
    const rojo = color.values.find((v) => v.value === 'rojo');
    const azul = color.values.find((v) => v.value === 'azul');
    const res = await owner.put(`/api/catalogue/attributes/${color.id}`, {
      displayName: 'Color principal',
      isRequired: true,
      values: [
        { id: azul?.id, value: 'azul', displayValue: 'Azul Francia', hexColor: '#002395' },
        { id: rojo?.id, value: 'rojo', displayValue: 'Rojo', hexColor: '#FF0000' },
        { value: 'verde', displayValue: 'Verde', hexColor: '#00FF00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attribute.values.map((v: { displayValue: string }) => v.displayValue)).toEqual([
      'Azul Francia',
      'Rojo',
      'Verde',
    ]);
    expect(res.json().attribute.values[0].id).toBe(azul?.id);
    const detail = (await owner.get(`/api/catalogue/products/${product.id}`)).json().product;
    expect(detail.variants[1].values).toContainEqual(expect.objectContaining({ attributeValueId: azul?.id }));

    const typeChange = await owner.put(`/api/catalogue/attributes/${color.id}`, {
      displayName: 'Color',
      type: 'text',
      values: [],
    });
    expect(typeChange.statusCode).toBe(422);
    expect(typeChange.json().message).toBe('El tipo y el nombre técnico no se pueden cambiar.');
  });

  it('refuses removing a value a variant uses, and removes an unused one', async () => {
    const { owner, color, productBody } = await setup();
    await owner.post('/api/catalogue/products', productBody());
    const azul = color.values.find((v) => v.value === 'azul');
    const inUse = await owner.put(`/api/catalogue/attributes/${color.id}`, {
      displayName: 'Color',
      values: [{ id: azul?.id, value: 'azul', displayValue: 'Azul' }],
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/«rojo» lo usan 1 variante/);
    const added = (
      await owner.put(`/api/catalogue/attributes/${color.id}`, {
        displayName: 'Color',
        values: [
          ...color.values.map((v) => ({ ...v, displayValue: v.value })),
          { value: 'gris', displayValue: 'Gris' },
        ],
      })
    ).json().attribute;
    const withoutGris = added.values.filter((v: { value: string }) => v.value !== 'gris');
    expect(
      (await owner.put(`/api/catalogue/attributes/${color.id}`, { displayName: 'Color', values: withoutGris }))
        .statusCode,
    ).toBe(200);
  });

  it('deleting an attribute removes it from products and variants consistently', async () => {
    const { owner, size, productBody } = await setup();
    const product = (await owner.post('/api/catalogue/products', productBody())).json().product;
    const list = (await owner.get('/api/catalogue/attributes')).json().attributes;
    expect(list.find((a: { id: string }) => a.id === size.id).productCount).toBe(1);
    expect((await owner.delete(`/api/catalogue/attributes/${size.id}`)).statusCode).toBe(204);
    const detail = (await owner.get(`/api/catalogue/products/${product.id}`)).json().product;
    expect(detail.attributeIds).not.toContain(size.id);
    expect(
      detail.variants.every((v: { values: { attributeId: string }[] }) =>
        v.values.every((x) => x.attributeId !== size.id),
      ),
    ).toBe(true);
  });
});

describe('products', () => {
  it('creates a product with variants; the list shows counts, stock, price range and attributes badge', async () => {
    const { owner, productBody } = await setup();
    const res = await owner.post('/api/catalogue/products', productBody());
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(product.variants).toHaveLength(2);
    const list = (await owner.get('/api/catalogue/products')).json().products;
    expect(list[0]).toMatchObject({
      name: 'Remera Lisa',
      categoryName: 'Remeras',
      variantCount: 2,
      totalStock: 7,
      hasAttributes: true,
      minPriceCents: 1000000,
      maxPriceCents: 1050000,
      isActive: true,
    });
  });

  it('filters the list by category', async () => {
    const { owner, productBody, category } = await setup();
    await owner.post('/api/catalogue/products', productBody());
    await owner.post(
      '/api/catalogue/products',
      productBody({ name: 'Sin categoría', categoryId: 'null-value', attributeIds: [], variants: [{ stock: 1 }] }),
    );
    expect((await owner.get(`/api/catalogue/products?category=${category.id}`)).json().products).toHaveLength(1);
    expect((await owner.get('/api/catalogue/products?category=all')).json().products).toHaveLength(2);
  });

  it('updates in place: kept variants keep their ids, removed ones go, new ones come', async () => {
    const { owner, productBody, color, size, value } = await setup();
    const created = (await owner.post('/api/catalogue/products', productBody())).json().product;
    const [first] = created.variants;
    const res = await owner.put(
      `/api/catalogue/products/${created.id}`,
      productBody({
        name: 'Remera Lisa Nueva',
        priceCents: 1200000,
        variants: [
          { ...first, stock: 9 },
          {
            sku: null,
            stock: 1,
            values: [
              { attributeId: color.id, attributeValueId: value(color, 'azul') },
              { attributeId: size.id, attributeValueId: value(size, 'S') },
            ],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json().product;
    expect(updated.name).toBe('Remera Lisa Nueva');
    expect(updated.variants[0]).toMatchObject({ id: first.id, stock: 9 });
    expect(updated.variants[1].id).not.toBe(created.variants[1].id);
    expect(updated.variants).toHaveLength(2);
  });

  it.each([
    [{ name: 'ab' }, 'name', 'El nombre debe tener al menos 3 caracteres'],
    [{ priceCents: -1 }, 'priceCents', 'El precio no puede ser negativo'],
    [{ variants: [] }, 'variants', 'Debe haber al menos una variante'],
    [{ variants: [{ stock: -1 }] }, 'variants.0.stock', 'El stock no puede ser negativo'],
    [{ variants: [{ stock: 1.5 }] }, 'variants.0.stock', 'El stock debe ser un número entero'],
    [{ attributeIds: ['no-uuid'] }, 'attributeIds.0', 'ID de atributo inválido'],
    [
      { images: ['/uploads/stores/otra/product/x'] },
      'images.0',
      'La imagen no pertenece a tu tienda. Vuelve a subirla.',
    ],
    [{ images: Array(11).fill('x') }, 'images', 'Puedes subir un máximo de 10 imágenes.'],
  ])('refuses %o naming the field and saves nothing', async (override, field, message) => {
    const { owner, productBody } = await setup();
    const before = [await rows('products'), await rows('product_variants')];
    const res = await owner.post('/api/catalogue/products', productBody(override));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field, message });
    expect([await rows('products'), await rows('product_variants')]).toEqual(before);
  });

  it("takes only the exact name of one of the store's uploads as a picture: a traversal (plain or percent-encoded) or anything after the name is refused", async () => {
    const { owner, store, productBody } = await setup();
    const folder = `/uploads/stores/${store.id}/product/`;
    const upload = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const url of [
      `${folder}%2e%2e/%2e%2e/%2e%2e/%2e%2e/api/auth/verify-email?token=x`,
      `${folder}%2E%2E%2F%2E%2E%2Fapi%2Fme`,
      `${folder}..%2f..%2fapi`,
      `${folder}${upload}/../../../../api/me`,
      `${folder}${upload}?x=1`,
      `${folder}${upload}#x`,
      `${folder}foto`,
    ]) {
      const before = await rows('products');
      const res = await owner.post('/api/catalogue/products', productBody({ images: [url] }));
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({
        field: 'images.0',
        message: 'La imagen no pertenece a tu tienda. Vuelve a subirla.',
      });
      expect(await rows('products')).toBe(before);
    }
  });

  it('refuses repeated combinations, values of another attribute, negative final prices and duplicate SKUs', async () => {
    const { owner, productBody, color, size, value } = await setup();
    const base = productBody();
    const dup = await owner.post('/api/catalogue/products', {
      ...base,
      variants: [base.variants[0], { ...base.variants[0], sku: 'otro' }],
    });
    expect(dup.json()).toMatchObject({
      field: 'variants.1',
      message: 'Hay dos variantes con la misma combinación de atributos.',
    });
    const wrongValue = await owner.post('/api/catalogue/products', {
      ...base,
      variants: [{ stock: 1, values: [{ attributeId: color.id, attributeValueId: value(size, 'S') }] }],
    });
    expect(wrongValue.json().message).toBe('El valor elegido no pertenece a Color.');
    const negative = await owner.post('/api/catalogue/products', {
      ...base,
      priceCents: 100,
      variants: [{ stock: 1, priceAdjustmentCents: -200 }],
    });
    expect(negative.json()).toMatchObject({
      field: 'variants.0.priceAdjustmentCents',
      message: 'El precio final de una variante no puede ser negativo.',
    });
    await owner.post('/api/catalogue/products', base);
    const before = await rows('products');
    const sku = await owner.post('/api/catalogue/products', { ...base, name: 'Otra remera' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().code).toBe('SKU_TAKEN');
    expect(await rows('products')).toBe(before);
  });

  it("refuses a variant without a value of one of the product's attributes, or with an empty one, naming it, and saves nothing", async () => {
    const { owner, productBody, color, size, value } = await setup();
    const before = [await rows('products'), await rows('product_variants')];
    const noSize = await owner.post(
      '/api/catalogue/products',
      productBody({
        variants: [
          productBody().variants[0],
          { sku: 'sin-talle', stock: 1, values: [{ attributeId: color.id, attributeValueId: value(color, 'azul') }] },
        ],
      }),
    );
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json()).toMatchObject({ field: `variants.1.values.${size.id}`, message: 'El valor es requerido' });
    const empty = await owner.post(
      '/api/catalogue/products',
      productBody({
        variants: [
          {
            sku: 'vacio',
            stock: 1,
            values: [
              { attributeId: color.id, attributeValueId: null },
              { attributeId: size.id, attributeValueId: value(size, 'S') },
            ],
          },
        ],
      }),
    );
    expect(empty.json()).toMatchObject({ field: `variants.0.values.${color.id}`, message: 'El valor es requerido' });
    expect([await rows('products'), await rows('product_variants')]).toEqual(before);
  });

  it('saves nothing when only the third variant is wrong', async () => {
    const { owner, productBody, color, size, value } = await setup();
    const base = productBody();
    const before = [await rows('products'), await rows('product_variants'), await rows('variant_values')];
    const third = { sku: 'tercera', stock: 1, values: [{ attributeId: color.id, attributeValueId: value(size, 'M') }] };
    const res = await owner.post('/api/catalogue/products', { ...base, variants: [...base.variants, third] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'variants.2.values', message: 'El valor elegido no pertenece a Color.' });
    const negative = await owner.post('/api/catalogue/products', {
      ...base,
      variants: [...base.variants, { sku: 'x3', stock: -2 }],
    });
    expect(negative.json()).toMatchObject({ field: 'variants.2.stock', message: 'El stock no puede ser negativo' });
    expect([await rows('products'), await rows('product_variants'), await rows('variant_values')]).toEqual(before);
  });

  it('stores stock 0 for a service (version A)', async () => {
    const { owner } = await setup();
    const res = await owner.post('/api/catalogue/products', {
      name: 'Arreglo de ropa',
      priceCents: 500000,
      isService: true,
      variants: [{ stock: 10 }],
    });
    expect(res.json().product.variants[0].stock).toBe(0);
  });

  it('uploads product pictures, saves them in order and deletes the files with the product', async () => {
    const { owner } = await setup();
    const up = await owner.upload('/api/catalogue/product-images', multipartBody(await pngImage(500, 500)));
    expect(up.statusCode).toBe(201);
    const { url } = up.json();
    const product = (
      await owner.post('/api/catalogue/products', {
        name: 'Con foto',
        priceCents: 100,
        images: [url],
        variants: [{ stock: 1 }],
      })
    ).json().product;
    expect(product.images).toEqual([url]);
    expect((await owner.get(`${url}-320.webp`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/catalogue/products/${product.id}`)).statusCode).toBe(204);
    expect((await owner.get(`${url}-320.webp`)).statusCode).toBe(404);
    expect((await owner.get(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
  });

  it("never lets an owner read or change another owner's catalogue", async () => {
    const a = await setup();
    const b = await setup();
    const product = (await a.owner.post('/api/catalogue/products', a.productBody())).json().product;
    const snapshot = await t.db.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirst();
    expect((await b.owner.get(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/products/${product.id}`, b.productBody())).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/products/${product.id}`, a.productBody())).statusCode).toBe(422);
    expect((await b.owner.delete(`/api/catalogue/products/${product.id}`)).statusCode).toBe(404);
    expect((await b.owner.put(`/api/catalogue/categories/${a.category.id}`, { name: 'Robada' })).statusCode).toBe(404);
    expect((await b.owner.delete(`/api/catalogue/attributes/${a.color.id}`)).statusCode).toBe(404);
    expect(
      (await b.owner.post('/api/catalogue/products', b.productBody({ categoryId: a.category.id }))).json(),
    ).toMatchObject({ field: 'categoryId' });
    expect(await t.db.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirst()).toEqual(
      snapshot,
    );
    expect((await b.owner.get('/api/catalogue/products')).json().products).toHaveLength(0);
  });

  it('the database itself refuses negative stock', async () => {
    const { owner, productBody } = await setup();
    const product = (await owner.post('/api/catalogue/products', productBody())).json().product;
    await expect(
      t.db.db.updateTable('product_variants').set({ stock: -1 }).where('product_id', '=', product.id).execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
