import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedRows, importCsv } from './helpers/catalogue';
import { type Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * Wholesale tiers in "Exportar CSV" and "Importar CSV" (docs/product/catalogue.md,
 * "Planilla CSV"; docs/product/orders.md, "Precios por mayor"): the product's in
 * "Precios por mayor", a variant's own in "Precios por mayor de la variante",
 * written "6: 1500,00; 12: 1300,00". They go out and come back unchanged, a
 * file without the columns keeps them, and a bad cell stops the file with its row.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
}, 120_000);
afterAll(() => t.close());

const HEADER = 'Producto;Precio base;SKU;Talle;Stock;Precios por mayor;Precios por mayor de la variante';
const CSV = [
  HEADER,
  'Medias Rayadas;2000;MR-S;S;30;"6: 1500,00; 12: 1.300";',
  'Medias Rayadas;;MR-M;M;30;;3: 1800,50',
  'Gorra Plana;8000;GP-1;Único;5;;',
].join('\n');

async function storeOf(email: string, csv: string) {
  const owner = await signUpConfirmed(t, email);
  await owner.post('/api/stores', { name: `Tienda ${email.split('@')[0]}` });
  const imported = await importCsv(owner, { csv });
  expect(imported.statusCode, JSON.stringify(imported.json())).toBe(200);
  return owner;
}

interface Tiers {
  minQuantity: number;
  unitPriceCents: number;
}
async function tiersOf(owner: Browser) {
  const list = (await owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
  const out: Record<string, unknown> = {};
  for (const { id, name } of list.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = (await owner.get(`/api/catalogue/products/${id}`)).json().product as {
      priceTiers: Tiers[];
      variants: { sku: string; priceTiers: Tiers[] }[];
    };
    out[name] = { product: p.priceTiers, variants: p.variants.map((v) => [v.sku, v.priceTiers]) };
  }
  return out;
}

const EXPECTED = {
  'Gorra Plana': { product: [], variants: [['GP-1', []]] },
  'Medias Rayadas': {
    product: [
      { minQuantity: 6, unitPriceCents: 150_000 },
      { minQuantity: 12, unitPriceCents: 130_000 },
    ],
    variants: [
      ['MR-S', []],
      ['MR-M', [{ minQuantity: 3, unitPriceCents: 180_050 }]],
    ],
  },
};

describe('Wholesale tiers in the CSV', () => {
  it('are read from the file, exported, and come back unchanged into the same store and another', async () => {
    const owner = await storeOf('tiers-csv@example.com', CSV);
    expect(await tiersOf(owner)).toEqual(EXPECTED);

    const exported = (await owner.get('/api/catalogue/products/export.csv')).body;
    const rows = exportedRows(exported);
    const column = (title: string) => rows[0]?.indexOf(title) ?? -1;
    expect(
      rows.slice(1).map((r) => [r[column('Precios por mayor')], r[column('Precios por mayor de la variante')]]),
    ).toEqual([
      ['6: 1500,00; 12: 1300,00', ''],
      ['6: 1500,00; 12: 1300,00', '3: 1800,50'],
      ['', ''],
    ]);
    expect((await importCsv(owner, { file: Buffer.from(exported).toString('base64') })).json()).toEqual({
      created: 0,
      updated: 2,
    });
    expect(await tiersOf(owner)).toEqual(EXPECTED);
    const copy = await storeOf('tiers-copy@example.com', exported);
    expect(await tiersOf(copy)).toEqual(EXPECTED);

    // A file without the columns keeps them; an empty cell under the column removes them.
    expect(
      (
        await importCsv(owner, {
          csv: 'Producto;Precio base;SKU;Stock\nMedias Rayadas;2100;MR-S;9\nMedias Rayadas;;MR-M;9',
        })
      ).statusCode,
    ).toBe(200);
    expect(await tiersOf(owner)).toEqual(EXPECTED);
    const emptied =
      'Producto;Precio base;SKU;Precios por mayor;Precios por mayor de la variante\nMedias Rayadas;2100;MR-S;;\nMedias Rayadas;;MR-M;;';
    expect((await importCsv(owner, { csv: emptied })).statusCode).toBe(200);
    expect((await tiersOf(owner))['Medias Rayadas']).toEqual({
      product: [],
      variants: [
        ['MR-S', []],
        ['MR-M', []],
      ],
    });
  });

  it('refuses a cell it cannot read or that breaks the rules, with its row, and saves nothing of the file', async () => {
    const owner = await storeOf('tiers-bad@example.com', CSV);
    const bad = [
      HEADER,
      'Medias Rayadas;2000;MR-S;S;1;6 a 1500;',
      'Medias Rayadas;;MR-M;M;1;;',
      'Gorra Plana;8000;GP-1;Único;1;;1: 1800',
      'Buzo Nuevo;9000;BN-1;M;1;"3: 10; 3: 9";',
    ].join('\n');
    const preview = (await owner.post('/api/catalogue/products/import/preview', { csv: bad })).json();
    expect(preview.errors).toEqual([
      {
        row: 2,
        message:
          'Fila 2: «6 a 1500» en Precios por mayor no se entiende: escribe cada cantidad con su precio por unidad, por ejemplo 6: 8000,00; 12: 7000,00.',
      },
      { row: 4, message: 'Fila 4: El precio por mayor empieza desde 2 unidades.' },
      { row: 5, message: 'Fila 5: Hay cantidades repetidas.' },
    ]);
    const refused = await importCsv(owner, { csv: bad });
    expect(refused.statusCode).toBe(422);
    expect(await tiersOf(owner)).toEqual(EXPECTED);
    expect(Object.keys(await tiersOf(owner))).not.toContain('Buzo Nuevo');
  });
});
