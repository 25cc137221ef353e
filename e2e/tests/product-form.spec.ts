import { catalogueRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/env';
import { toastWith } from '../support/toast';

/*
 * What a merchant trips over in the product forms during the first hour: the
 * demo's products, a category made from inside the form, leaving for the
 * attribute manager with edits pending.
 */

test('a seeded demo product saves unchanged in both product forms', async ({ page }) => {
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const { products } = await callApi(page.request, catalogueRoutes.listProducts, {});
  const remera = products.find((p) => p.name === 'Remera Básica de Algodón');
  expect(remera).toBeDefined();
  for (const [form, list] of [
    [`/admin/products/${remera?.id}/edit`, /\/admin\/products$/],
    // Both forms go back to the product list (docs/product/catalogue.md).
    [`/admin/products/legacy/${remera?.id}/edit`, /\/admin\/products$/],
  ] as const) {
    await page.goto(form);
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Remera Básica de Algodón');
    await page.getByRole('button', { name: 'Guardar Producto' }).click();
    await expect(toastWith(page, 'Producto actualizado correctamente')).toBeVisible();
    await expect(page).toHaveURL(list);
  }
});

test('a category made with "Crear Nueva Categoría" inside the product form stays chosen and is saved with the product', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/admin/products/new');
  await page.getByLabel('Nombre', { exact: true }).fill('Remera Rayada');
  await page.getByLabel('Precio base ($)', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Crear Nueva Categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nueva Categoría' });
  await dialog.getByLabel('Nombre de la categoría').fill('Remeras de verano');
  await dialog.getByRole('button', { name: 'Crear Categoría' }).click();
  await expect(toastWith(page, 'Categoría creada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Categoría', { exact: true })).toHaveText('Remeras de verano');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(toastWith(page, 'Producto creado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Remeras de verano' })).toBeVisible();
});

test('"Gestionar Atributos" asks before leaving a product form with unsaved edits', async ({ page, owner: _owner }) => {
  await page.goto('/admin/products/new');
  await page.getByLabel('Nombre', { exact: true }).fill('Buzo a medio cargar');
  await page.getByRole('link', { name: 'Gestionar Atributos' }).click();
  const ask = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Buzo a medio cargar');
  await page.getByRole('link', { name: 'Gestionar Atributos' }).click();
  await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Atributos' })).toBeVisible();
});

test('a new toast replaces the one before it, so closing it brings nothing back', async ({ page, owner: _owner }) => {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  await page.getByRole('dialog', { name: 'Nueva Categoría' }).getByLabel('Nombre').fill('Remeras');
  await page.getByRole('dialog', { name: 'Nueva Categoría' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(toastWith(page, 'Categoría creada correctamente')).toBeVisible();
  await page.getByRole('button', { name: 'Editar Remeras' }).click();
  await page.getByRole('dialog', { name: 'Editar Categoría' }).getByLabel('Nombre').fill('Remeras lisas');
  await page.getByRole('dialog', { name: 'Editar Categoría' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(toastWith(page, 'Categoría actualizada correctamente.')).toBeVisible();
  // The first toast is on its way out (or gone), not waiting behind the second one to come back.
  // The toaster marks it removed on its next render, well before its own five seconds run out.
  const waiting = page
    .getByRole('region', { name: /Notifications/ })
    .locator('[data-sonner-toast][data-removed="false"]', { hasText: 'Categoría creada correctamente' });
  await expect(waiting).toHaveCount(0, { timeout: 1000 });
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Categoría actualizada correctamente.' })
    .getByRole('button', { name: 'Cerrar' })
    .click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
});

test('a session lost while saving a product returns to the form after signing in, with the edits kept', async ({
  page,
  context,
  owner,
}) => {
  const { email, password } = owner;
  await page.goto('/admin/products/new');
  await page.getByLabel('Nombre', { exact: true }).fill('Remera a medio cargar');
  await page.getByLabel('Precio base ($)', { exact: true }).fill('4500');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fproducts%2Fnew$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Remera a medio cargar');
  await expect(page.getByLabel('Precio base ($)', { exact: true })).toHaveValue('4500');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(toastWith(page, 'Producto creado correctamente')).toBeVisible();
});
