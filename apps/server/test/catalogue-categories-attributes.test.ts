import { describe, expect, it } from 'vitest';
import { catalogueFile } from './helpers/catalogue-setup';

const { setup, rows } = catalogueFile();

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
