import { type Page } from '@playwright/test';
import { orderRoutes, publicRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import type { Catalogue } from '../support/catalogue';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { expect, test } from '../support/fixtures';
import { chosenOption } from '../support/select';
import { toastWith } from '../support/toast';

/*
 * Orders administration: each test has a fresh owner with a store and the
 * catalogue's "Remera Lisa" in the shared Color × Talle attributes (Rojo S 3
 * units, Rojo M none, Azul M 2; support/fixtures.ts), and walks the order
 * screens as the owner would.
 */
test.use({ shop: SELLS_BY_WHATSAPP });

/** The T-shirt's variants by "Color/Talle", their stock read and saved through the owner's API. */
function remeraLisa(catalogue: Catalogue) {
  const variants = {
    'Rojo/S': catalogue.variant('Remera Lisa', 'rojo', 'S'),
    'Rojo/M': catalogue.variant('Remera Lisa', 'rojo', 'M'),
    'Azul/M': catalogue.variant('Remera Lisa', 'azul', 'M'),
  };
  type Key = keyof typeof variants;
  return {
    variants,
    stock: (key: Key) => catalogue.stockOf(variants[key]),
    setStock: (key: Key, stock: number) => catalogue.setStock(variants[key], stock),
  };
}

const statusSelect = (page: Page, customer: string) =>
  page.getByRole('combobox', { name: `Estado del pedido de ${customer}` });

/** The status an order's select shows. */
const shownStatus = (page: Page, customer: string) => chosenOption(statusSelect(page, customer));

async function chooseStatus(page: Page, customer: string, label: string) {
  await statusSelect(page, customer).selectOption({ label });
}

test('create an order choosing the variant, cancel it to restore stock, and see its lines', async ({
  page,
  catalogue,
}) => {
  const shop = remeraLisa(catalogue);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText('No se encontraron pedidos.')).toBeVisible();
  await expect(page.getByText('Crea tu primer pedido para empezar a gestionar.')).toBeVisible();

  await page.getByRole('link', { name: 'Crear Pedido' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page.getByRole('heading', { name: 'Crear Pedido' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear Pedido' }).click();
  await expect(page.getByText('Nombre del cliente es requerido')).toBeVisible();
  await expect(page.getByText('Método de pago es requerido')).toBeVisible();
  await expect(page.getByText('El pedido debe tener al menos un producto')).toBeVisible();

  await page.getByLabel('Nombre del cliente').fill('Lucía Fernández');
  await page.getByLabel('Email').fill('lucia@example.com');
  await page.getByLabel('Teléfono').fill('11 2222 3333');
  await page.getByLabel('Método de pago').click();
  await page.getByRole('option', { name: 'Efectivo' }).click();
  await expect(page.getByLabel('Estado')).toHaveText('En Proceso');

  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await page.getByLabel('Buscar producto').fill('zzz-nada');
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();
  await page.getByLabel('Buscar producto').fill('Remera');
  await page.getByRole('button', { name: /Remera Lisa/ }).click();

  const line = page.getByRole('listitem', { name: /Remera Lisa/ });
  // Adding the product chooses its first colour with stock; Rojo M has none, so the only size left (S) is chosen too.
  await expect(line.getByLabel('Color')).toHaveText('Rojo');
  await expect(line.getByLabel('Talle')).toHaveText('S');
  await expect(line.getByLabel('Cantidad')).toBeEnabled();
  await line.getByLabel('Color').click();
  await page.getByRole('option', { name: 'Azul' }).click();
  await expect(line.getByLabel('Talle')).toHaveText('M');
  await expect(line.getByLabel('Cantidad')).toBeEnabled();
  await line.getByLabel('Color').click();
  await page.getByRole('option', { name: 'Rojo' }).click();
  await expect(line.getByLabel('Talle')).toHaveText('S');
  await line.getByLabel('Talle').click();
  await expect(page.getByRole('option', { name: /M.*Sin stock/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  await line.getByLabel('Cantidad').fill('5');
  await expect(toastWith(page, 'Stock Insuficiente')).toBeVisible();
  await expect(toastWith(page, 'La cantidad máxima disponible es 3.')).toBeVisible();
  await expect(line.getByLabel('Cantidad')).toHaveValue('3');
  await line.getByLabel('Cantidad').fill('2');
  await expect(line.getByLabel('Precio unitario')).toHaveValue('10000.00');
  await expect(page.getByText('$20.000,00').first()).toBeVisible();

  await page.getByRole('button', { name: 'Crear Pedido' }).click();
  await expect(toastWith(page, 'Pedido creado correctamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText('Lucía Fernández')).toBeVisible();
  await expect(page.getByText('$20.000,00')).toBeVisible();
  await expect(page.getByText('Efectivo')).toBeVisible();
  await expect(shownStatus(page, 'Lucía Fernández')).toHaveText('En Proceso');
  expect(await shop.stock('Rojo/S')).toBe(1);

  await chooseStatus(page, 'Lucía Fernández', 'Cancelado');
  await expect(page.getByRole('alertdialog')).toContainText('¿Estás seguro de que quieres cancelar este pedido?');
  await expect(page.getByRole('alertdialog')).toContainText(
    'Esta acción restaurará el stock de los productos de este pedido. No se puede deshacer.',
  );
  await page.getByRole('button', { name: 'No, mantener pedido' }).click();
  await expect(shownStatus(page, 'Lucía Fernández')).toHaveText('En Proceso');
  expect(await shop.stock('Rojo/S')).toBe(1);

  await chooseStatus(page, 'Lucía Fernández', 'Cancelado');
  await page.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
  await expect(toastWith(page, 'Pedido cancelado y stock restaurado.')).toBeVisible();
  await expect(shownStatus(page, 'Lucía Fernández')).toHaveText('Cancelado');
  expect(await shop.stock('Rojo/S')).toBe(3);

  await page.getByRole('button', { name: 'Ver pedido de Lucía Fernández' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: /^Detalles del Pedido #[0-9a-f]{8}$/ })).toBeVisible();
  await expect(detail.getByText('lucia@example.com')).toBeVisible();
  await expect(detail.getByText('Remera Lisa')).toBeVisible();
  await expect(detail.getByText('Color: Rojo')).toBeVisible();
  await expect(detail.getByText('Talle: S')).toBeVisible();
  await expect(detail.getByText('2 × $10.000,00')).toBeVisible();
  await expect(detail.getByText('Cancelado').first()).toBeVisible();
  await expect(detail.getByText('Historial', { exact: true })).toBeVisible();
  await expect(detail.getByRole('listitem').filter({ hasText: 'En Proceso → Cancelado' })).toBeVisible();
});

test('a storefront order arrives pending and confirming it deducts the stock', async ({
  page,
  catalogue,
  storefrontOrder,
}) => {
  const shop = remeraLisa(catalogue);
  await storefrontOrder({ customerName: 'Tomás Tienda', items: [{ variantId: shop.variants['Azul/M'], quantity: 1 }] });

  await page.goto('/admin/orders');
  await expect(page.getByText('Tomás Tienda')).toBeVisible();
  await expect(page.getByText('Tienda', { exact: true })).toBeVisible();
  await expect(page.getByText('A convenir').first()).toBeVisible();
  await expect(shownStatus(page, 'Tomás Tienda')).toHaveText('Pendiente');
  // Reserved, not yet deducted.
  expect(await shop.stock('Azul/M')).toBe(2);

  await chooseStatus(page, 'Tomás Tienda', 'En Proceso');
  await expect(toastWith(page, 'Stock deducido y pedido confirmado.')).toBeVisible();
  await expect(shownStatus(page, 'Tomás Tienda')).toHaveText('En Proceso');
  expect(await shop.stock('Azul/M')).toBe(1);

  await chooseStatus(page, 'Tomás Tienda', 'Completado');
  await expect(toastWith(page, 'Estado del pedido actualizado. El stock no cambió.')).toBeVisible();
  expect(await shop.stock('Azul/M')).toBe(1);

  // Back to pending: the units return to stock and the order no longer holds them.
  await chooseStatus(page, 'Tomás Tienda', 'Pendiente');
  await expect(
    toastWith(page, 'Estado del pedido actualizado. Las unidades volvieron al stock y el pedido ya no las reserva.'),
  ).toBeVisible();
  expect(await shop.stock('Azul/M')).toBe(2);
});

test('confirming an order when stock is short fails and keeps it pending', async ({
  page,
  catalogue,
  storefrontOrder,
}) => {
  const shop = remeraLisa(catalogue);
  await storefrontOrder({
    customerName: 'Sofía Sinstock',
    items: [{ variantId: shop.variants['Azul/M'], quantity: 2 }],
  });
  // Stock cannot be saved below the units a pending order holds: the order gives its units back first
  // (confirmed, then moved back to pending, it holds none), then the stock drops under what it asks for.
  await page.goto('/admin/orders');
  await chooseStatus(page, 'Sofía Sinstock', 'En Proceso');
  await expect(toastWith(page, 'Stock deducido y pedido confirmado.')).toBeVisible();
  await expect(shownStatus(page, 'Sofía Sinstock')).toHaveText('En Proceso');
  await chooseStatus(page, 'Sofía Sinstock', 'Pendiente');
  await expect(
    toastWith(page, 'Estado del pedido actualizado. Las unidades volvieron al stock y el pedido ya no las reserva.'),
  ).toBeVisible();
  await shop.setStock('Azul/M', 1);

  await page.reload();
  await chooseStatus(page, 'Sofía Sinstock', 'En Proceso');
  await expect(toastWith(page, /^No se pudo confirmar el pedido y deducir stock: .+/)).toBeVisible();
  await expect(shownStatus(page, 'Sofía Sinstock')).toHaveText('Pendiente');
  expect(await shop.stock('Azul/M')).toBe(1);

  await page.getByRole('button', { name: 'Eliminar pedido de Sofía Sinstock' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¿Estás absolutamente seguro?');
  await expect(page.getByRole('alertdialog')).toContainText('Las unidades reservadas vuelven a estar disponibles.');
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastWith(page, 'Pedido eliminado correctamente.')).toBeVisible();
  await expect(page.getByText('No se encontraron pedidos.')).toBeVisible();
});

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
