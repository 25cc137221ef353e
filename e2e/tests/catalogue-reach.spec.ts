import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/accounts';
import { newOwner } from '../support/shop';
import { BASE_URL, DEMO_PASSWORD } from '../support/env';
import { toastWith } from '../support/toast';
import { chooseValue } from '../support/select';

/*
 * Issue 18 at phone size: shoppers search the store, the catalogue goes out
 * and back in as a CSV, the settings show the product feed, and pictures
 * follow the chosen variant (docs/product/storefront.md, docs/product/catalogue.md).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const STORE = '/store/demo';
const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

test('a shopper searches the store from the header without caring for accents, plurals or a typo', async ({ page }) => {
  await page.goto(STORE);
  const search = page.getByRole('search').filter({ visible: true });
  await search.getByRole('searchbox', { name: 'Buscar productos' }).fill('remeras');
  // Typing wakes the suggestions, which make the box a combobox: Enter with no suggestion chosen searches.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/demo\/search\?q=remeras$/);
  await expect(page.getByRole('heading', { name: 'Resultados para “remeras”' })).toBeVisible();
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  // Both named so, in stock: the newest first.
  await expect(names).toHaveText(['Remera Oversize Estampada', 'Remera Básica de Algodón']);
  await shot(page, 'search-results');

  await page.goto(`${STORE}/search?q=${encodeURIComponent('pantlon')}`);
  // The one named so, then the jean filed under Pantalones.
  await expect(names).toHaveText(['Pantalón Cargo Gabardina', 'Jean Mom Fit']);
  await page.goto(`${STORE}/search?q=${encodeURIComponent('ROMPEVIENTOS campera')}`);
  await expect(names).toHaveText(['Campera Rompevientos']);

  await search.getByRole('searchbox').fill('bicicleta');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No encontramos productos para “bicicleta”')).toBeVisible();
  await shot(page, 'search-empty');
});

test('the search works without JavaScript: the box is a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${STORE}`);
  const search = page.getByRole('search').filter({ visible: true });
  await search.getByRole('searchbox').fill('café bicicleta');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No encontramos productos para “café bicicleta”')).toBeVisible();
  await search.getByRole('searchbox').fill('gorra');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Gorra Trucker']);
  await context.close();
});

test('choosing a colour shows its picture first, and the cart line shows it too', async ({ page }) => {
  await page.goto(`${STORE}/search?q=remera+basica`);
  await page.getByRole('link', { name: 'Remera Básica de Algodón' }).click();
  const thumbnails = page.getByRole('button', { name: /^Ver imagen/ });
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnails.nth(0)).toBeEnabled();
  await chooseValue(page, 'Color', 'Azul');
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
  await chooseValue(page, 'Color', 'Blanco');
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await shot(page, 'variant-picture');
  const white = await thumbnails.nth(1).locator('img').getAttribute('src');

  await chooseValue(page, 'Talle', 'M');
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(page, /agregado al carrito/)).toBeVisible();
  await page.goto(`${STORE}/cart`);
  const picture = (white ?? '').replace(/-\d+\.webp$/, '');
  expect(picture).toMatch(/^\/uploads\//);
  await expect(page.getByRole('main').locator('img[alt="Remera Básica de Algodón"]')).toHaveAttribute(
    'src',
    new RegExp(`^${picture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-`),
  );
});

test("the owner copies the feed address from settings, and the feed lists the store's variants", async ({ page }) => {
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const address = page.getByRole('textbox', { name: 'Dirección del feed' });
  await expect(address).toHaveValue(`${BASE_URL}/api/public/stores/demo/feed.xml`);
  await address.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Copiar dirección del feed' }).click();
  await expect(toastWith(page, 'Copiado')).toBeVisible();
  await shot(page, 'settings-feed');
  const feed = await page.request.get(`${BASE_URL}/api/public/stores/demo/feed.xml`);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml.match(/<item>/g)?.length).toBeGreaterThan(30);
  expect(xml).toContain('<g:brand>Tienda Demo</g:brand>');
});

test('the owner exports the catalogue as CSV and another store imports it after a preview', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/products');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const csv = await readFile(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.split('\r\n')[0]).toContain('Producto;Descripción;Categoría;Precio base;SKU;Color;Talle');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const owner = await context.newPage();
  await newOwner(owner);
  await owner.goto('/admin/products');
  await owner.getByRole('button', { name: 'Importar CSV' }).click();
  await owner.getByLabel('Archivo CSV').setInputFiles(file);
  await expect(owner.getByTestId('csv-import-summary')).toContainText(
    'se crearán 9 productos y se actualizarán 0 productos',
  );
  await expect(owner.getByTestId('csv-import-summary')).toContainText('Categorías nuevas: Remeras');
  await shot(owner, 'csv-preview');
  await owner.getByRole('button', { name: 'Importar 9 productos' }).click();
  // A job writes the file: the page shows its progress, then its result, also after leaving and coming back.
  const status = owner.getByTestId('catalogue-import-status');
  await expect(status.getByRole('progressbar', { name: 'Progreso de la importación' })).toBeVisible();
  await expect(toastWith(owner, '9 productos creados y 0 actualizados.')).toBeVisible();
  await expect(status).toContainText('Catálogo importado');
  await owner.goto('/admin/orders');
  await owner.goto('/admin/products');
  await expect(status).toContainText('9 productos creados y 0 actualizados.');
  await expect(owner.getByRole('heading', { name: 'Lista de Productos (9)' })).toBeVisible();
  await shot(owner, 'csv-imported');
  await context.close();
});
