import { type Page } from '@playwright/test';
import { catalogueRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { pngImage } from '../support/images';
import { chosenOption } from '../support/select';
import { toastWith } from '../support/toast';

/*
 * The catalogue admin as a new owner walks it: categories, attributes, the
 * product form with images and generated variants, the lists, attribute edits
 * that products follow, deletion (the older product form in
 * catalogue-classic-form.spec.ts).
 * Every test has its own owner and store (support/fixtures.ts).
 */

async function productDetail(page: Page, id: string) {
  return (await callApi(page.request, catalogueRoutes.getProduct, { params: { id } })).product;
}

/** Picks an option of a Radix select (a combobox) by its visible text. */
async function choose(page: Page, combobox: ReturnType<Page['getByLabel']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses an image file and confirms the square crop. */
async function uploadImage(page: Page, name: string, color: [number, number, number]) {
  await page
    .locator('#product-images-input')
    .setInputFiles({ name, mimeType: 'image/png', buffer: pngImage(480, 320, color) });
  const crop = page.getByRole('dialog', { name: 'Recortar Imagen' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Recortar y Guardar' }).click();
  await expect(crop).toBeHidden();
}

test('an owner builds a catalogue: category, colour attribute, product with images and variants, edits and deletion', async ({
  page,
  owner: _owner,
}) => {
  // Categories
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categorías' })).toBeVisible();
  await expect(page.getByText('No se encontraron categorías.')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
  await categoryDialog.getByLabel('Nombre').fill('R');
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(categoryDialog.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await categoryDialog.getByLabel('Nombre').fill('Remeras');
  await categoryDialog.getByLabel('Descripción (opcional)').fill('Remeras de algodón');
  await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastWith(page, 'Categoría creada correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Remeras', exact: true })).toBeVisible();

  // A select attribute "Color" with two colours
  await page.goto('/admin/attributes');
  await expect(page.getByRole('heading', { name: 'Gestión de Atributos' })).toBeVisible();
  await expect(page.getByText('No tienes atributos creados aún.')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo Atributo' }).click();
  const attributeDialog = page.getByRole('dialog', { name: 'Crear Nuevo Atributo' });
  await attributeDialog.getByLabel('Nombre técnico', { exact: true }).fill('color principal');
  await attributeDialog.getByLabel('Nombre visible', { exact: true }).fill('Color');
  await attributeDialog.getByLabel('Valor 1', { exact: true }).fill('rojo');
  await attributeDialog.getByLabel('Nombre visible 1', { exact: true }).fill('Rojo');
  await attributeDialog.getByLabel('Color 1', { exact: true }).fill('#F00');
  await attributeDialog.getByRole('button', { name: 'Crear Atributo' }).click();
  await expect(attributeDialog.getByText('Solo letras, números y guiones bajos')).toBeVisible();
  await expect(attributeDialog.getByText('Color inválido')).toBeVisible();
  await attributeDialog.getByLabel('Nombre técnico', { exact: true }).fill('color');
  await attributeDialog.getByLabel('Color 1', { exact: true }).fill('#DC2626');
  await attributeDialog.getByRole('button', { name: 'Agregar valor' }).click();
  await attributeDialog.getByLabel('Valor 2', { exact: true }).fill('azul');
  await attributeDialog.getByLabel('Nombre visible 2', { exact: true }).fill('Azul');
  await attributeDialog.getByLabel('Color 2', { exact: true }).fill('#1D4ED8');
  await attributeDialog.getByRole('button', { name: 'Agregar valor' }).click();
  await attributeDialog.getByRole('button', { name: 'Crear Atributo' }).click();
  await expect(toastWith(page, 'Atributo creado correctamente.')).toBeVisible();
  const colorCard = page.getByRole('article', { name: 'Color' });
  await expect(colorCard.getByText('Selección')).toBeVisible();
  await expect(colorCard.getByRole('list', { name: 'Valores de Color' }).getByRole('listitem')).toHaveText([
    'Rojo',
    'Azul',
  ]);
  await expect(colorCard.getByText('Usado en 0 productos')).toBeVisible();

  // A product with two images and the generated combinations
  await page.goto('/admin/products');
  await expect(page.getByText('Gestiona tu catálogo de productos y variantes')).toBeVisible();
  await expect(page.getByText('Aún no tienes productos en tu catálogo.')).toBeVisible();
  await page.getByRole('link', { name: 'Crear Producto' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { name: 'Crear Producto' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(page.getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('Remera Lisa');
  await page.getByLabel('Descripción', { exact: true }).fill('Algodón peinado, calce regular.');
  await page.getByLabel('Precio base ($)', { exact: true }).fill('1500.50');
  await choose(page, page.getByLabel('Categoría', { exact: true }), 'Remeras');
  await uploadImage(page, 'frente.png', [220, 38, 38]);
  await uploadImage(page, 'espalda.png', [29, 78, 216]);
  const images = page.getByRole('list', { name: 'Imágenes del producto' }).getByRole('img');
  await expect(images).toHaveCount(2);

  await page.getByRole('switch', { name: 'Color' }).click();
  await page.getByRole('button', { name: 'Generar todas las combinaciones' }).click();
  const first = page.getByRole('listitem', { name: 'Variante 1' });
  const second = page.getByRole('listitem', { name: 'Variante 2' });
  await expect(page.getByRole('listitem', { name: /^Variante \d$/ })).toHaveCount(2);
  await expect(chosenOption(first.getByLabel('Color', { exact: true }))).toHaveText('Rojo');
  await expect(chosenOption(second.getByLabel('Color', { exact: true }))).toHaveText('Azul');
  await first.getByLabel('Stock', { exact: true }).fill('5');
  await second.getByLabel('Stock', { exact: true }).fill('3');
  await second.getByLabel('Ajuste de precio ($)', { exact: true }).fill('200');
  await expect(second.getByTestId('variant-final-price')).toHaveText('$1.700,50');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(toastWith(page, 'Producto creado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await expect(page.getByRole('heading', { name: 'Lista de Productos (1)' })).toBeVisible();
  const row = page.getByRole('row', { name: /Remera Lisa/ });
  await expect(row.getByRole('cell', { name: 'Remeras' })).toBeVisible();
  await expect(row.getByText('$1.500,50')).toBeVisible();
  await expect(row.getByText('2 variantes')).toBeVisible();
  await expect(row.getByText('Con atributos')).toBeVisible();
  await expect(row.getByText('8', { exact: true })).toBeVisible();
  await expect(row.getByText('Activo')).toBeVisible();

  // Edit a variant's stock and price adjustment: the variants keep their ids
  await row.getByRole('link', { name: 'Editar Remera Lisa' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]+\/edit$/);
  const productId = /products\/([0-9a-f-]+)\/edit/.exec(page.url())?.[1] ?? '';
  const before = await productDetail(page, productId);
  await expect(page.getByRole('heading', { name: 'Editar Producto' })).toBeVisible();
  await expect(first.getByLabel('Stock', { exact: true })).toHaveValue('5');
  await first.getByLabel('Stock', { exact: true }).fill('-1');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(first.getByText('El stock no puede ser negativo')).toBeVisible();
  await first.getByLabel('Stock', { exact: true }).fill('10');
  await first.getByLabel('Ajuste de precio ($)', { exact: true }).fill('-100');
  await page.getByRole('button', { name: 'Guardar Producto' }).click();
  await expect(toastWith(page, 'Producto actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(row.getByText('13', { exact: true })).toBeVisible();
  const after = await productDetail(page, productId);
  expect(after.variants.map((v) => v.id)).toEqual(before.variants.map((v) => v.id));
  expect(after.variants.map((v) => [v.stock, v.priceAdjustmentCents])).toEqual([
    [10, -10_000],
    [3, 20_000],
  ]);

  // Rename a value of the attribute: the product still shows it, under the new name
  await page.goto('/admin/attributes');
  await expect(colorCard.getByText('Usado en 1 producto')).toBeVisible();
  await colorCard.getByRole('button', { name: 'Editar Color' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar Atributo' });
  await expect(editDialog.getByLabel('Nombre técnico', { exact: true })).toHaveValue('color');
  await expect(editDialog.getByLabel('Nombre técnico', { exact: true })).not.toBeEditable();
  await editDialog.getByLabel('Nombre visible 1', { exact: true }).fill('Rojo Fuego');
  await editDialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Atributo actualizado correctamente')).toBeVisible();
  await expect(colorCard.getByText('Rojo Fuego')).toBeVisible();

  // A value still used by a variant cannot be removed: the server says why
  await colorCard.getByRole('button', { name: 'Editar Color' }).click();
  await editDialog.getByRole('button', { name: 'Quitar valor 2' }).click();
  await expect(editDialog.getByRole('button', { name: 'Quitar valor 1' })).toBeDisabled();
  await editDialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, /lo usan 1 variante/)).toBeVisible();
  await editDialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`/admin/products/${productId}/edit`);
  await expect(chosenOption(first.getByLabel('Color', { exact: true }))).toHaveText('Rojo Fuego');
  await expect(chosenOption(second.getByLabel('Color', { exact: true }))).toHaveText('Azul');
  await expect(first.getByTestId('variant-final-price')).toHaveText('$1.400,50');

  // Delete the product
  await page.goto('/admin/products');
  await row.getByRole('button', { name: 'Eliminar Remera Lisa' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
  await expect(
    confirm.getByText(
      'Esta acción eliminará permanentemente el producto "Remera Lisa" y todas sus variantes. Esta acción no se puede deshacer.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar Producto' }).click();
  await expect(toastWith(page, 'Producto eliminado correctamente.')).toBeVisible();
  await expect(page.getByText('Aún no tienes productos en tu catálogo.')).toBeVisible();
});
