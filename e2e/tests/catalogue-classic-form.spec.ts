import { catalogueRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

/*
 * The older product form and the classic list, and the catalogue without a
 * store (catalogue.spec.ts walks the current form). Every test has its own
 * owner and store (support/fixtures.ts).
 */

test('the older product form saves a service with stock 0, seen in both lists; a missing product goes back to the list', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/admin/products/legacy');
  await expect(page.getByText('Gestiona el catálogo de tu tienda.')).toBeVisible();
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();
  // The list of version A sends to the product form at /admin/products/new and /{id}/edit; version A's form lives at …/legacy/new
  await page.getByRole('link', { name: 'Crear Producto' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await page.goto('/admin/products/legacy/new');

  await page.getByRole('button', { name: 'Quitar variante 1' }).click();
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page.getByText('Debe haber al menos una variante del producto')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar Variante' }).click();

  await page.getByLabel('Nombre', { exact: true }).fill('Clase de Costura');
  await page.getByLabel('Precio ($)', { exact: true }).fill('2500');
  const variant = page.getByRole('listitem', { name: 'Variante 1' });
  await variant.getByLabel('Stock', { exact: true }).fill('7');
  await page.getByRole('switch', { name: 'Es un servicio' }).click();
  await expect(variant.getByLabel('Stock', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Requiere control de stock' })).toHaveCount(0);
  await variant.getByLabel('SKU', { exact: true }).fill('CLASE-1');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(toastWith(page, 'Producto creado correctamente')).toBeVisible();
  // Both forms go back to the product list (docs/product/catalogue.md); version A's list shows it too.
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goto('/admin/products/legacy');

  const row = page.getByRole('row', { name: /Clase de Costura/ });
  await expect(row.getByRole('cell', { name: 'Sin categoría' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$2.500,00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Editar Clase de Costura', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Clase de Costura');

  // The same product, seen by the newer list
  await page.goto('/admin/products');
  await expect(
    page.getByRole('row', { name: /Clase de Costura/ }).getByText('1 variante', { exact: true }),
  ).toBeVisible();

  // A product that is not there: the form says so and goes back to the list
  await page.goto('/admin/products/00000000-0000-4000-8000-000000000000/edit');
  await expect(toastWith(page, 'No se pudo cargar el producto.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('the classic list leads to the classic form, to create and to edit', async ({ page, owner: _owner }) => {
  await callApi(page.request, catalogueRoutes.createProduct, {
    body: { name: 'Taller de Bordado', priceCents: 300_000, isService: true, variants: [{ stock: 0 }] },
  });
  await page.goto('/admin/products/legacy');
  await page.getByRole('link', { name: 'Crear con el formulario clásico' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/legacy\/new$/);
  await page.goto('/admin/products/legacy');
  await page
    .getByRole('row', { name: /Taller de Bordado/ })
    .getByRole('link', { name: 'Editar Taller de Bordado en el formulario clásico' })
    .click();
  await expect(page).toHaveURL(/\/admin\/products\/legacy\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Taller de Bordado');
  await expect(page.getByRole('switch', { name: 'Es un servicio' })).toBeChecked();
});

test('an owner without a store is sent back to the dashboard', async ({ page, account: _account }) => {
  await page.goto('/admin/attributes');
  await expect(toastWith(page, 'No se encontró tu tienda')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toastWith(page, 'No se pudieron cargar los atributos')).toHaveCount(0);
});
