import { SELLS_BY_WHATSAPP } from '../support/shop';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { chooseStatus, remeraLisa, shownStatus } from '../support/order-screens';

/*
 * Orders administration, and the stock its statuses move: each test has a fresh owner with a store and
 * the catalogue's "Remera Lisa" (support/order-screens.ts, support/fixtures.ts).
 */
test.use({ shop: SELLS_BY_WHATSAPP });

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
