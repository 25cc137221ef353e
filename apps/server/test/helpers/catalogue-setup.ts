import { appForFile } from './file-app';
import type { TestApp } from './test-app';
import { catalogueFixture } from './catalogue';
import { signUpConfirmed } from './test-app';

/* The catalogue tests' stores (catalogue-*.test.ts): `setup` opens one with its fixture, `rows` counts a table's rows. */

export function catalogueSetups(t: TestApp) {
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

  return { setup, rows };
}

/** The test file's app (no rate limits), and its catalogue stores. */
export function catalogueFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  return { t, ...catalogueSetups(t) };
}
