import { expect, test } from '../support/fixtures';
import { signIn, signInAsSuperAdmin, unique } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/env';
import { brokenWords, cutText, FITS, phonePage, reflow } from '../support/reflow';
import { newOwner } from '../support/shop';

/*
 * A merchant's and the super admin's screens on a 320 CSS px phone (docs/product/accounts.md,
 * docs/product/super-admin.md): titles whose words stay whole, and store names shown in full.
 */

test('the security screen keeps every title word whole at 320 CSS px', async ({ browser }) => {
  const page = await phonePage(browser);
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Contraseña' })).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
  expect(await reflow(page)).toEqual(FITS);
});

test("the super admin's panel shows a long store name whole at 320 CSS px", async ({ browser }) => {
  const owner = await browser.newContext();
  const name = `Almacén de Ramos Generales ${unique()}`;
  await newOwner(await owner.newPage(), { name });
  await owner.close();
  const page = await phonePage(browser);
  await signInAsSuperAdmin(page);
  await page.getByLabel('Buscar tiendas').fill(name);
  const list = page.getByRole('list', { name: 'Tiendas' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  expect(await cutText(page, 'ul[aria-label="Tiendas"]')).toEqual([]);
  expect(await reflow(page)).toEqual(FITS);
});
