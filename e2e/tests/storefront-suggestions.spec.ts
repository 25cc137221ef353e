import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { STORE } from '../support/demo-store';
import { axeViolations } from '../support/axe';

// The search box suggests while the shopper types, on a phone (docs/product/storefront.md, "Búsqueda"): demo store.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('on a phone, typing "rem" suggests the remera, and its option opens the product', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/suggestions?')) asked.push(request.url());
  });
  await page.goto(`${BASE_URL}${STORE}`);
  const box = page
    .getByRole('searchbox', { name: 'Buscar productos' })
    .or(page.getByRole('combobox', { name: 'Buscar productos' }));
  await box.filter({ visible: true }).click();
  await page.keyboard.type('rem');
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  const remera = list.getByRole('option', { name: /^Remera/ }).first();
  await expect(remera).toBeVisible();
  await expect(list.getByRole('option', { name: 'Buscar «rem»' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Buscar productos' })).toHaveAttribute('aria-expanded', 'true');
  // Typed faster than the pause the box waits for: one request, for the whole word.
  expect(asked.map((url) => new URL(url).searchParams.get('q'))).toEqual(['rem']);
  const name = (await remera.locator('span').first().textContent()) ?? '';
  // The open list passes axe-core as the rest of the store does (docs/product/storefront.md, "Accesibilidad").
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await expect(remera).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/demo\/product\/remera-/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await context.close();
});

test('Escape closes the suggestions, and without JavaScript the box still searches', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${STORE}`);
  await page.getByRole('searchbox', { name: 'Buscar productos' }).filter({ visible: true }).click();
  await page.keyboard.type('remera');
  const combobox = page.getByRole('combobox', { name: 'Buscar productos' }).filter({ visible: true });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toHaveValue('remera');
  await context.close();

  const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${BASE_URL}${STORE}`);
  const box = noScript.getByRole('searchbox', { name: 'Buscar productos' }).filter({ visible: true });
  await box.fill('remera');
  await box.press('Enter');
  await expect(noScript).toHaveURL(/\/store\/demo\/search\?q=remera$/);
  await expect(
    noScript
      .getByRole('article')
      .filter({ hasText: /Remera/ })
      .first(),
  ).toBeVisible();
  await plain.close();
});
