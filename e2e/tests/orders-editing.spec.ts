import { orderRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { remeraLisa, shownStatus } from '../support/order-screens';

/*
 * Orders administration, editing an order: each test has a fresh owner with a store and
 * the catalogue's "Remera Lisa" (support/order-screens.ts, support/fixtures.ts).
 */
test.use({ shop: SELLS_BY_WHATSAPP });

test('a storefront order is edited in customer fields only, behind the warning', async ({
  page,
  catalogue,
  storefrontOrder,
}) => {
  const shop = remeraLisa(catalogue);
  await storefrontOrder({
    customerName: 'Elena Editable',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 1 }],
  });

  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Editar pedido de Elena Editable' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Pedido' })).toBeVisible();
  await expect(
    page.getByText('Este pedido usa el nuevo sistema de variantes. La edición está limitada.'),
  ).toBeVisible();
  await expect(page.getByText('Remera Lisa')).toBeVisible();
  await expect(page.getByText('1 × $10.000,00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar producto' })).toHaveCount(0);
  await expect(page.getByLabel('Cantidad')).toHaveCount(0);

  await page.getByLabel('Nombre del cliente').fill('Elena Editada');
  await page.getByLabel('Método de pago').click();
  await page.getByRole('option', { name: 'Transferencia' }).click();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Información del pedido actualizada correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('Elena Editada')).toBeVisible();
  await expect(page.getByText('Transferencia')).toBeVisible();
  await expect(shownStatus(page, 'Elena Editada')).toHaveText('Pendiente');
});

test('editing an admin order counts its own units; a stock change meanwhile is refused on save', async ({
  page,
  catalogue,
}) => {
  const shop = remeraLisa(catalogue);
  await callApi(page.request, orderRoutes.create, {
    body: {
      customerName: 'Diego Directo',
      paymentMethod: 'transfer',
      status: 'processing',
      items: [{ variantId: shop.variants['Rojo/S'], quantity: 3, unitPriceCents: 900_000 }],
    },
  });
  expect(await shop.stock('Rojo/S')).toBe(0);

  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'Editar pedido de Diego Directo' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Pedido' })).toBeVisible();
  const line = page.getByRole('listitem', { name: /Remera Lisa/ });
  await expect(line.getByLabel('Color')).toHaveText('Rojo');
  await expect(line.getByLabel('Talle')).toHaveText('S');
  await expect(line.getByLabel('Cantidad')).toHaveValue('3');
  await expect(line.getByLabel('Precio unitario')).toHaveValue('9000.00');
  await line.getByLabel('Cantidad').fill('4');
  await expect(toastWith(page, 'La cantidad máxima disponible es 3.')).toBeVisible();
  await line.getByLabel('Cantidad').fill('1');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Pedido actualizado correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('$9.000,00')).toBeVisible();
  expect(await shop.stock('Rojo/S')).toBe(2);

  await page.getByRole('link', { name: 'Crear Pedido' }).click();
  await page.getByLabel('Nombre del cliente').fill('Rita Rápida');
  await page.getByLabel('Método de pago').click();
  await page.getByRole('option', { name: 'Mercado Pago' }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await page.getByRole('button', { name: /Remera Lisa/ }).click();
  const newLine = page.getByRole('listitem', { name: /Remera Lisa/ });
  await newLine.getByLabel('Color').click();
  await page.getByRole('option', { name: 'Rojo' }).click();
  await newLine.getByLabel('Cantidad').fill('2');
  await shop.setStock('Rojo/S', 1);
  await page.getByRole('button', { name: 'Crear Pedido' }).click();
  await expect(toastWith(page, 'Error de Stock')).toBeVisible();
  await expect(
    toastWith(
      page,
      'No se pudo actualizar el stock de los productos. Stock insuficiente de Remera Lisa: hay 1 disponible y el pedido necesita 2.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  expect(await shop.stock('Rojo/S')).toBe(1);
});
