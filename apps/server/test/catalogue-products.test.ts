import { describe, expect, it } from 'vitest';
import { catalogueFile } from './helpers/catalogue-setup';

const { setup, rows } = catalogueFile();

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
});
