import type { Browser } from './test-app';

/** A store with colour and size attributes, through the real endpoints. */
export async function catalogueFixture(owner: Browser, storeName: string) {
  const store = (await owner.post('/api/stores', { name: storeName })).json().store as { id: string; slug: string };
  const color = (
    await owner.post('/api/catalogue/attributes', {
      name: 'color',
      displayName: 'Color',
      type: 'select',
      isRequired: true,
      values: [
        { value: 'rojo', displayValue: 'Rojo', hexColor: '#FF0000' },
        { value: 'azul', displayValue: 'Azul', hexColor: '#0000FF' },
      ],
    })
  ).json().attribute as { id: string; values: { id: string; value: string }[] };
  const size = (
    await owner.post('/api/catalogue/attributes', {
      name: 'talle',
      displayName: 'Talle',
      type: 'select',
      values: [
        { value: 'S', displayValue: 'S' },
        { value: 'M', displayValue: 'M' },
      ],
    })
  ).json().attribute as { id: string; values: { id: string; value: string }[] };
  const category = (await owner.post('/api/catalogue/categories', { name: 'Remeras' })).json().category as { id: string };
  const value = (attr: typeof color, v: string) => attr.values.find((x) => x.value === v)?.id ?? '';
  const productBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Remera Lisa',
    description: 'Algodón',
    priceCents: 1000000,
    categoryId: category.id,
    attributeIds: [color.id, size.id],
    variants: [
      { sku: `${store.slug}-R-S`, stock: 5, priceAdjustmentCents: 0, values: [{ attributeId: color.id, attributeValueId: value(color, 'rojo') }, { attributeId: size.id, attributeValueId: value(size, 'S') }] },
      { sku: `${store.slug}-A-M`, stock: 2, priceAdjustmentCents: 50000, values: [{ attributeId: color.id, attributeValueId: value(color, 'azul') }, { attributeId: size.id, attributeValueId: value(size, 'M') }] },
    ],
    ...overrides,
  });
  return { store, color, size, category, value, productBody };
}
