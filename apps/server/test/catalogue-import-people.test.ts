import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImportLayout } from '../src/modules/catalogue/read-import-layout';
import { importCsv } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * Who a product is for and its category from other platforms' exports
 * (docs/product/catalogue.md, "Planillas de otras plataformas"): Tiendanube's
 * "Sexo" and "Rango de edad", Shopify's Google Shopping columns, and
 * Shopify's "Type" as the category.
 */

const TIENDANUBE = [
  'Identificador de URL;Nombre;Categorías;Precio;Stock;SKU;Sexo;Rango de edad;Costo',
  'remera-mujer;Remera Mujer;Mujer > Remeras;10000,00;3;RM-1;Femenino;Adulto;4000',
  'body-bebe;Body Bebé;;8000,00;2;BB-1;Unisex;Bebés;3000',
  'gorro-nino;Gorro Niño;;5000,00;4;GN-1;Masculino;Niños;2000',
  'media-rara;Media Rara;;2000,00;1;MR-1;Otro;;1000',
].join('\r\n');

const SHOPIFY = [
  'Handle,Title,Vendor,Product Category,Type,Variant SKU,Variant Inventory Qty,Variant Price,Google Shopping / Gender,Google Shopping / Age Group,Google Shopping / MPN,Google Shopping / Condition,Status',
  'buzo,Buzo Canguro,Adidas,Apparel & Accessories > Clothing,Buzos,BZ-1,4,30000.00,Male,Adult,MPN-1,New,active',
  'enterito,Enterito,,Apparel & Accessories > Clothing,Bebés,EN-1,2,15000.00,unisex,newborn,,new,active',
  'gift,Tarjeta,,,,TJ-1,1,5000.00,,,,,active',
].join('\n');

describe('reading the columns', () => {
  it("takes Tiendanube's Sexo and Rango de edad as the product's gender and age group, noting values it cannot tell", async () => {
    const file = await readImportLayout(TIENDANUBE, () => false);
    expect(file.products.map((p) => [p.name, p.gender, p.ageGroup])).toEqual([
      ['Remera Mujer', 'female', 'adult'],
      ['Body Bebé', 'unisex', 'infant'],
      ['Gorro Niño', 'male', 'kids'],
      ['Media Rara', undefined, null],
    ]);
    expect(file.ignoredColumns).toEqual(['Costo']);
    expect(file.warnings.map((w) => w.message)).toEqual([
      '«Sexo» tiene un valor que no reconocemos en la fila 5 (usa Mujer, Hombre o Unisex): el producto queda como está; puedes elegirlo después en su ficha.',
    ]);
  });

  it("takes Shopify's Google Shopping gender and age group, and its Type as the category", async () => {
    const file = await readImportLayout(SHOPIFY, () => false);
    expect(file.products.map((p) => [p.name, p.category, p.gender, p.ageGroup])).toEqual([
      ['Buzo Canguro', 'Buzos', 'male', 'adult'],
      ['Enterito', 'Bebés', 'unisex', 'newborn'],
      ['Tarjeta', '', null, null],
    ]);
    expect(file.present.has('category')).toBe(true);
    expect(file.ignoredColumns).toEqual(['Product Category', 'Google Shopping / MPN', 'Google Shopping / Condition']);
    expect(file.warnings).toEqual([]);
  });
});

describe('importing them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'false' });
  }, 120_000);
  afterAll(() => t.close());

  it("saves the gender, age group and Shopify's Type as the product's category", async () => {
    const owner = await signUpConfirmed(t, 'people-import@example.com');
    await owner.post('/api/stores', { name: 'Tienda Gente' });
    const utf8 = (text: string) => ({ file: Buffer.from(text, 'utf8').toString('base64') });
    expect((await importCsv(owner, utf8(TIENDANUBE))).json()).toEqual({ created: 4, updated: 0 });
    expect((await importCsv(owner, utf8(SHOPIFY))).json()).toEqual({ created: 3, updated: 0 });
    const list = (await owner.get('/api/catalogue/products')).json().products as { id: string }[];
    const products = await Promise.all(
      list.map(
        async (p) =>
          (await owner.get(`/api/catalogue/products/${p.id}`)).json().product as {
            name: string;
            gender: string | null;
            ageGroup: string | null;
            categoryIds: string[];
          },
      ),
    );
    const categories = new Map(
      ((await owner.get('/api/catalogue/categories')).json().categories as { id: string; name: string }[]).map((c) => [
        c.id,
        c.name,
      ]),
    );
    const byName = new Map(
      products.map((p) => [p.name, [p.gender, p.ageGroup, p.categoryIds.map((id) => categories.get(id))]]),
    );
    expect(byName.get('Remera Mujer')).toEqual(['female', 'adult', ['Remeras']]);
    expect(byName.get('Body Bebé')).toEqual(['unisex', 'infant', []]);
    expect(byName.get('Media Rara')).toEqual([null, null, []]);
    expect(byName.get('Buzo Canguro')).toEqual(['male', 'adult', ['Buzos']]);
    expect(byName.get('Enterito')).toEqual(['unisex', 'newborn', ['Bebés']]);
    expect(byName.get('Tarjeta')).toEqual([null, null, []]);
  });
});
