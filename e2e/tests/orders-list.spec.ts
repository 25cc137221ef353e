import { publicRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { remeraLisa, shownStatus } from '../support/order-screens';

/*
 * Orders administration, the list: search, filter and a hoarder's orders: each test has a fresh owner with a store and
 * the catalogue's "Remera Lisa" (support/order-screens.ts, support/fixtures.ts).
 */
test.use({ shop: SELLS_BY_WHATSAPP });

test('the search box and the status filter narrow the list', async ({ page, catalogue, storefrontOrder }) => {
  const shop = remeraLisa(catalogue);
  await storefrontOrder({
    customerName: 'Bruno Buscado',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 1 }],
  });
  await storefrontOrder({ customerName: 'Carla Otra', items: [{ variantId: shop.variants['Azul/M'], quantity: 1 }] });

  await page.goto('/admin/orders');
  await expect(page.getByText('Bruno Buscado')).toBeVisible();
  await expect(page.getByText('Carla Otra')).toBeVisible();
  await page.getByLabel('Buscar pedidos').fill('bruno');
  await expect(page.getByText('Carla Otra')).toHaveCount(0);
  await expect(page.getByText('Bruno Buscado')).toBeVisible();
  await page.getByLabel('Buscar pedidos').fill('');
  await expect(page.getByText('Carla Otra')).toBeVisible();

  await page.getByLabel('Filtrar por estado').click();
  await page.getByRole('option', { name: 'Completado' }).click();
  await expect(page.getByText('No se encontraron pedidos.')).toBeVisible();
});

test('a hoarder’s pending orders show how long they hold stock, and the owner cancels them all at once', async ({
  page,
  owner,
  catalogue,
  storefrontOrder,
}) => {
  const shop = remeraLisa(catalogue);
  await storefrontOrder({
    customerName: 'Acopio Uno',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 2 }],
    customerPhone: '11 7777 0000',
  });
  await storefrontOrder({
    customerName: 'Acopio Dos',
    items: [{ variantId: shop.variants['Azul/M'], quantity: 2 }],
    customerPhone: '+54 9 11 7777-0000',
  });
  await storefrontOrder({
    customerName: 'Clienta Real',
    items: [{ variantId: shop.variants['Rojo/S'], quantity: 1 }],
    customerPhone: '11 6666 1234',
  });

  // Orders the seller has not opened hold their units 2 h; opening one lengthens it to RESERVATION_TTL (48 h).
  await page.goto('/admin/orders');
  await expect(page.getByText(/^Reserva: 1 h/)).toHaveCount(3);
  await page.getByRole('button', { name: 'Ver pedido de Acopio Dos' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(/Reservado hasta .+ \(quedan 4[78] h\)/)).toBeVisible();
  await expect(detail.getByText('Conexión', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Cancelar sus pedidos pendientes' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Cancelar los pedidos pendientes de +54 9 11 7777-0000?');
  await confirm.getByRole('button', { name: 'Sí, cancelar pedidos' }).click();
  await expect(toastWith(page, 'Se cancelaron 2 pedidos y sus unidades volvieron a estar disponibles.')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(shownStatus(page, 'Acopio Uno')).toHaveText('Cancelado');
  await expect(shownStatus(page, 'Acopio Dos')).toHaveText('Cancelado');
  await expect(shownStatus(page, 'Clienta Real')).toHaveText('Pendiente');
  await expect(page.getByText(/^Reserva: /)).toHaveCount(1);
  const { variants: stock } = await callApi(page.request, publicRoutes.cartVariants, {
    params: { slug: owner.store.slug },
    query: { ids: `${shop.variants['Rojo/S']},${shop.variants['Azul/M']}` },
  });
  expect(stock.find((v) => v.id === shop.variants['Rojo/S'])?.availableStock).toBe(2);
  expect(stock.find((v) => v.id === shop.variants['Azul/M'])?.availableStock).toBe(2);
});
