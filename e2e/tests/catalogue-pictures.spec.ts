import type { APIRequestContext } from '@playwright/test';
import { catalogueRoutes } from '@vidriera/core';
import { zipSync } from 'fflate';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { PICTURES_URL } from '../support/env';
import { toastWith } from '../support/toast';

/*
 * Issue 25 at phone size: a Shopify file whose pictures are on the shop's old
 * platform (a local picture server) brings them after the import; the
 * products page shows them arriving and the one that did not, by row
 * (docs/product/catalogue.md, "Fotos desde la planilla").
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A product of the owner's catalogue, found by its name. */
async function productNamed(request: APIRequestContext, name: string) {
  const { products } = await callApi(request, catalogueRoutes.listProducts, {});
  return (
    await callApi(request, catalogueRoutes.getProduct, {
      params: { id: products.find((p) => p.name === name)?.id ?? '' },
    })
  ).product;
}

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Variant Image,Status';
const shopifyFile = (sku: string) =>
  [
    HEADER,
    `buzo,Buzo Canguro,<p>Frisa</p>,Adidas,TRUE,Talle,M,${sku}-M,4,30000.00,${PICTURES_URL}/red.png,,active`,
    `buzo,,,,,,L,${sku}-L,2,30000.00,,${PICTURES_URL}/green.png,`,
    `buzo,,,,,,,,,,${PICTURES_URL}/blue.png,,`,
    `gorra,Gorra Plana,,,TRUE,Title,Default Title,${sku}-G,6,8000.00,${PICTURES_URL}/no-existe.png,,active`,
  ].join('\n');

test('a Shopify file brings its pictures after the import, and the one that failed is named by its row', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const sku = `F${Date.now()}`;
  await page
    .getByLabel('Archivo CSV')
    .setInputFiles({ name: 'products_export.csv', mimeType: 'text/csv', buffer: Buffer.from(shopifyFile(sku)) });
  await expect(
    page.getByText('Las imágenes de 2 productos se traen desde sus direcciones después de importar'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Importar 2 productos' }).click();
  await expect(toastWith(page, 'Trayendo 4 fotos desde sus direcciones.')).toBeVisible();

  const status = page.getByTestId('import-pictures-status');
  await expect(status).toContainText('Fotos de la importación: llegaron 3 de 4');
  await expect(status).toContainText(
    `Fila 5: no se pudo traer ${PICTURES_URL}/no-existe.png: el sitio respondió con el error 404.`,
  );

  const buzo = await productNamed(page.request, 'Buzo Canguro');
  expect(buzo.images).toHaveLength(3);
  expect(buzo.variants.map((v) => [v.sku, v.images])).toEqual([
    [`${sku}-M`, []],
    [`${sku}-L`, [buzo.images[2]]],
  ]);
  const picture = await page.request.get(`${buzo.images[0]}-320.webp`);
  expect(picture.headers()['content-type']).toBe('image/webp');

  await status.getByRole('button', { name: 'Cerrar el aviso de fotos' }).click();
  await expect(status).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lista de Productos (2)' })).toBeVisible();
  await expect(status).toBeHidden();
});

const TIENDANUBE_HEADER =
  'Identificador de URL;Nombre;Nombre de propiedad 1;Valor de propiedad 1;Precio;Stock;SKU;Mostrar en tienda';
const tiendanubeFile = (sku: string) =>
  [
    TIENDANUBE_HEADER,
    `remera-lisa;Remera Lisa Algodón;Talle;S;10000,00;3;${sku}-S;SI`,
    `remera-lisa;;Talle;M;10000,00;2;${sku}-M;`,
    `gorra;Gorra;;;8000,00;5;${sku}-G;SI`,
  ].join('\r\n');

test('a Tiendanube shop brings its photos in a ZIP named by URL identifier and SKU, after the import', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const sku = `Z${Date.now()}`;
  await page
    .getByLabel('Archivo CSV')
    .setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(tiendanubeFile(sku)) });
  await page.getByRole('button', { name: 'Importar 2 productos' }).click();
  await expect(page.getByTestId('catalogue-import-status')).toContainText('2 productos creados y 0 actualizados.');

  const [red, green, blue] = await Promise.all(
    ['red', 'green', 'blue'].map(async (c) =>
      Buffer.from(await (await page.request.get(`${PICTURES_URL}/${c}.png`)).body()),
    ),
  );
  const zip = zipSync({
    'fotos/remera-lisa.png': red as Buffer,
    'fotos/remera-lisa-2.png': green as Buffer,
    [`${sku}-M.png`]: blue as Buffer,
    'campera.png': red as Buffer,
  });
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await page
    .getByLabel('ZIP de fotos')
    .setInputFiles({ name: 'fotos.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  const result = page.getByTestId('photo-zip-result');
  await expect(result).toContainText('3 fotos agregadas a tus productos.');
  await expect(result).toContainText(
    'campera.png: no coincide con el identificador de URL ni con el SKU de ningún producto.',
  );
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/photo-zip-result.png` });

  const remera = await productNamed(page.request, 'Remera Lisa Algodón');
  expect(remera.images).toHaveLength(3);
  expect(remera.variants.map((v) => [v.sku, v.images])).toEqual([
    [`${sku}-S`, []],
    [`${sku}-M`, [remera.images[2]]],
  ]);
});
