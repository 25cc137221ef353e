import { attributeBody, colourAttribute, sizeAttribute } from '@vidriera/db/fixtures';
import type { Browser } from './test-app';

interface Attribute {
  id: string;
  values: { id: string; value: string }[];
}

/** A store with the shared colour and size attributes (packages/db fixtures), through the real endpoints. */
export async function catalogueFixture(owner: Browser, storeName: string) {
  const store = (await owner.post('/api/stores', { name: storeName })).json().store as { id: string; slug: string };
  const color = (await owner.post('/api/catalogue/attributes', attributeBody(colourAttribute(['rojo', 'azul'])))).json().attribute as Attribute;
  const size = (await owner.post('/api/catalogue/attributes', attributeBody(sizeAttribute(['S', 'M'])))).json().attribute as Attribute;
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
