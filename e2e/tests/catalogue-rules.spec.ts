import { catalogueRoutes, publicApi } from '@vidriera/core';
import { callApi } from '../support/api';
import { unique } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { SAME_ORIGIN } from '../support/send';

/*
 * Two catalogue rules as an owner meets them on the screens
 * (docs/product/catalogue.md): a category name the store already has, however
 * it is written, and a stock below the units pending orders hold, in both
 * product forms.
 */

test.use({ shop: { whatsappNumber: '1123456789' } });

test('a category name the store already has is refused under the name, in the categories screen and from the product form', async ({
  page,
  owner: _owner,
}) => {
  await callApi(page.request, catalogueRoutes.createCategory, { body: { name: 'Remeras' } });
  const taken = 'Ya existe una categoría llamada «Remeras». Usa otro nombre o edita la existente.';

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Nueva Categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
  await dialog.getByLabel('Nombre').fill(' RÉMERAS ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(taken)).toBeVisible();
  await expect(dialog.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Crear Nueva Categoría' }).click();
  const quick = page.getByRole('dialog', { name: 'Crear Nueva Categoría' });
  await quick.getByLabel('Nombre de la categoría').fill('remeras');
  await quick.getByRole('button', { name: 'Crear Categoría' }).click();
  await expect(quick.getByText(taken)).toBeVisible();

  const { categories } = await callApi(page.request, catalogueRoutes.listCategories, {});
  expect(categories.map((c) => c.name)).toEqual(['Remeras']);
});

test("a variant's stock below the units pending orders hold is refused in both product forms, naming the units", async ({
  page,
  owner,
}) => {
  const slug = owner.store.slug;
  const { product } = await callApi(page.request, catalogueRoutes.createProduct, {
    body: { name: 'Mate de Calabaza', priceCents: 1_000_000, variants: [{ stock: 5 }] },
  });
  const variantId = product.variants[0]?.id ?? '';
  const order = await page.request.post(publicApi.orders(slug), {
    headers: { ...SAME_ORIGIN, 'Idempotency-Key': `reglas-${unique()}` },
    data: { items: [{ variantId, quantity: 3 }], customerName: 'Rocío Gómez', customerPhone: '351 234 5678' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const floor =
    'Hay 3 unidades reservadas por pedidos pendientes de la tienda: el stock no puede ser menor que 3. Confirma o cancela esos pedidos antes de bajarlo.';

  for (const form of [`/admin/products/${product.id}/edit`, `/admin/products/legacy/${product.id}/edit`]) {
    await page.goto(form);
    const stock = page.getByLabel('Stock', { exact: true });
    await stock.fill('2');
    await page.getByRole('button', { name: 'Guardar Producto' }).click();
    // Under the variant's stock (the toast says more around it).
    await expect(page.getByText(floor, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(form);
  }
  const saved = await callApi(page.request, catalogueRoutes.getProduct, { params: { id: product.id } });
  expect(saved.product.variants[0]?.stock).toBe(5);
});
