import { attributeBody, colourAttribute, sizeAttribute } from '@vidriera/db/fixtures';
import type { CatalogueImportStatus } from '@vidriera/core';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { type Browser, signUpConfirmed, type TestApp } from './test-app';

interface Attribute {
  id: string;
  values: { id: string; value: string }[];
}

/** A store with the shared colour and size attributes (packages/db fixtures), through the real endpoints. */
export async function catalogueFixture(owner: Browser, storeName: string) {
  const store = (await owner.post('/api/stores', { name: storeName })).json().store as { id: string; slug: string };
  const color = (await owner.post('/api/catalogue/attributes', attributeBody(colourAttribute(['rojo', 'azul'])))).json()
    .attribute as Attribute;
  const size = (await owner.post('/api/catalogue/attributes', attributeBody(sizeAttribute(['S', 'M'])))).json()
    .attribute as Attribute;
  const category = (await owner.post('/api/catalogue/categories', { name: 'Remeras' })).json().category as {
    id: string;
  };
  const value = (attr: typeof color, v: string) => attr.values.find((x) => x.value === v)?.id ?? '';
  const productBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Remera Lisa',
    description: 'Algodón',
    priceCents: 1000000,
    categoryId: category.id,
    attributeIds: [color.id, size.id],
    variants: [
      {
        sku: `${store.slug}-R-S`,
        stock: 5,
        priceAdjustmentCents: 0,
        values: [
          { attributeId: color.id, attributeValueId: value(color, 'rojo') },
          { attributeId: size.id, attributeValueId: value(size, 'S') },
        ],
      },
      {
        sku: `${store.slug}-A-M`,
        stock: 2,
        priceAdjustmentCents: 50000,
        values: [
          { attributeId: color.id, attributeValueId: value(color, 'azul') },
          { attributeId: size.id, attributeValueId: value(size, 'M') },
        ],
      },
    ],
    ...overrides,
  });
  return { store, color, size, category, value, productBody };
}

/**
 * "Importar CSV" confirmed as the page does it: the answer is 202 and the
 * queued import; the test app runs its job before going on, then the store's
 * latest import tells how it ended. Answers 200 with the result
 * ({ created, updated, picturesToFetch? }), the confirmation's refusal as it
 * came, or 422 with the failed import's reason.
 */
export async function importCsv(
  owner: Browser,
  body: unknown,
): Promise<Pick<LightMyRequestResponse, 'statusCode' | 'json'>> {
  const confirmed = await owner.post('/api/catalogue/products/import', body);
  if (confirmed.statusCode !== 202) return confirmed;
  const latest = (await owner.get('/api/catalogue/products/import/latest')).json().import as CatalogueImportStatus;
  const answer = (statusCode: number, body: unknown) => ({ statusCode, json: <T>() => body as T });
  if (latest.state === 'done') return answer(200, latest.result);
  return answer(latest.state === 'failed' ? 422 : 202, {
    state: latest.state,
    message: latest.error,
    failures: latest.failures,
  });
}

/** The rows of an "Exportar CSV" file, its byte-order mark left out. */
export const exportedRows = (csv: string): string[][] =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

/** How many rows of `table` belong to the store. */
export async function countInStore(
  t: TestApp,
  table: 'products' | 'product_variants' | 'categories' | 'attributes' | 'uploads',
  storeId: string,
): Promise<number> {
  const { n } = await t.db.db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The fixture's product with `stock` units in each of its two variants, red and blue. */
export async function productWithStock(
  owner: Browser,
  fixture: Awaited<ReturnType<typeof catalogueFixture>>,
  stock: number,
): Promise<{ productId: string; red: string; blue: string }> {
  const product = (
    await owner.post(
      '/api/catalogue/products',
      fixture.productBody({ variants: fixture.productBody().variants.map((v) => ({ ...v, stock })) }),
    )
  ).json().product;
  const [red, blue] = product.variants.map((v: { id: string }) => v.id) as [string, string];
  return { productId: product.id as string, red, blue };
}

/**
 * A signed-up owner's store that takes orders (its WhatsApp number set), with the fixture's product on sale: what a
 * test of the storefront's reads starts from.
 */
export async function shopWithProduct(t: TestApp, email: string, storeName: string) {
  const owner = await signUpConfirmed(t, email);
  const fixture = await catalogueFixture(owner, storeName);
  await owner.put('/api/stores/mine', { name: storeName, whatsappNumber: '1155550000' });
  const product = (await owner.post('/api/catalogue/products', fixture.productBody())).json().product as {
    id: string;
    variants: { id: string }[];
  };
  return {
    owner,
    store: fixture.store,
    productId: product.id,
    variantIds: product.variants.map((v) => v.id),
  };
}
