import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/env';

/** axe on the main screens: no serious or critical violations. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('public screens: landing, auth, storefront, product page and cart', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto('/');
  await expect(page.getByText('Tu Tienda Online')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/store/demo');
  await expect(page.getByText('Tienda Demo').first()).toBeVisible();
  await expect(page.getByText('Medias Pack x3').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByText('Medias Pack x3').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('button', { name: 'Agregar al Carrito' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  // The first tap is done once the purchase form's code arrives (it is taken over on use): the count says when.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito 1 producto' })).toBeVisible();
  await page.goto('/store/demo/cart');
  await expect(page.getByText('Medias Pack x3').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('owner screens: dashboard and product form', async ({ browser }) => {
  const page = await freshPage(browser);
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Panel de Control')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/admin/products/new');
  await expect(page.getByText('Información Básica')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
