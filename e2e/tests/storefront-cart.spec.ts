import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { toastWith } from '../support/toast';
import { fillShippingAddress } from '../support/delivery';
import { chooseValue } from '../support/select';
import {
  CART_KEY,
  confirmAndCatchWhatsapp,
  interceptWhatsapp,
  productSlug,
  readStored,
  store,
  STORE,
  storedCartLine,
} from '../support/demo-store';

/*
 * The shopper's cart and order on the demo store (support/demo-store.ts).
 * Orders reserve demo stock, so each one takes a single unit of a variant that has plenty.
 */

test('choose a variant, add it to the cart, change the quantity and order by WhatsApp', async ({ page, context }) => {
  await interceptWhatsapp(context);
  await page.goto(`${STORE}/product/${await productSlug(page, 'Remera Básica de Algodón')}`);

  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(page, 'Selección incompleta')).toBeVisible();
  await expect(toastWith(page, 'Por favor, selecciona todas las opciones del producto.')).toBeVisible();

  await chooseValue(page, 'Color', 'Negro');
  await chooseValue(page, 'Talle', 'M');
  await expect(page.getByText('SKU: ')).toBeVisible();
  await expect(page.getByText(/unidades disponibles/)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(page, '1 Remera Básica de Algodón agregado al carrito.')).toBeVisible();

  const cartLink = page.getByRole('banner').getByRole('link', { name: /Carrito/ });
  await expect(cartLink).toContainText('1');
  await cartLink.click();
  await expect(page).toHaveURL(/\/store\/demo\/cart$/);
  await expect(page.getByRole('heading', { name: 'Remera Básica de Algodón' })).toBeVisible();
  await expect(page.getByText('Color: Negro')).toBeVisible();
  await expect(page.getByText('Talle: M')).toBeVisible();

  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByText('Subtotal (2 productos)')).toBeVisible();
  await expect(page.getByText('$25.000,00').first()).toBeVisible();
  await expect(cartLink).toContainText('2');
  await page.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await expect(page.getByText('Subtotal (1 producto)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();

  await page.getByLabel('Nombre').fill('A');
  await page.getByLabel('Teléfono').fill('12345678');
  await page.getByLabel('Email (opcional)').fill('ana@');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('El teléfono debe tener al menos 10 dígitos')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();

  await page.getByLabel('Nombre').fill('Ana Pérez');
  await page.getByLabel('Teléfono').fill('11 2345 6789');
  await fillShippingAddress(page);
  await page.getByLabel('Email (opcional)').fill('');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Pedido' });
  await expect(dialog.getByText('Remera Básica de Algodón')).toBeVisible();
  await expect(dialog.getByText('1 x $12.500,00')).toBeVisible();
  await expect(dialog.getByText('Ana Pérez')).toBeVisible();

  const whatsapp = await confirmAndCatchWhatsapp(page);
  expect(whatsapp).toContain('https://wa.me/5491123456789?text=');
  expect(whatsapp).toContain('Remera Básica de Algodón (Color: Negro, Talle: M)');
  expect(whatsapp).toContain('Total: $12.500,00');
  expect(whatsapp).toContain('Cliente: Ana Pérez');

  await expect(toastWith(page, '¡Pedido enviado!')).toBeVisible();
  // The shopper lands on their order's page (docs/product/orders.md).
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${STORE}/order/[0-9a-f-]{36}\\?token=`));
  await expect(page.getByRole('heading', { name: /^Pedido #/ })).toBeVisible();
  await expect(cartLink).toHaveText('Carrito');
  expect(await readStored(page, CART_KEY)).toBeNull();
  await page.goto(`${STORE}/cart`);
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la Tienda' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${STORE}`);
});

test('order one product straight from its page', async ({ page, context }) => {
  await interceptWhatsapp(context);
  await page.goto(`${STORE}/product/${await productSlug(page, 'Tote Bag de Lona')}`);
  await chooseValue(page, 'Color', 'Beige');
  await page.getByLabel('Nombre').fill('Luis');
  await page.getByLabel('Teléfono').fill('1234');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByText('Ingresa un número de teléfono válido')).toBeVisible();

  await page.getByLabel('Teléfono').fill('1234 5678');
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar Pedido' })).toBeVisible();
  const whatsapp = await confirmAndCatchWhatsapp(page);
  expect(whatsapp).toContain('Tote Bag de Lona (Color: Beige)');
  expect(whatsapp).toContain('Total: $7.500,00');
  await expect(toastWith(page, '¡Pedido enviado!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${STORE}/order/[0-9a-f-]{36}\\?token=`));
});

test('a variant without stock offers to ask the seller', async ({ page }) => {
  await page.goto(`${STORE}/product/${await productSlug(page, 'Gorra Trucker')}`);
  await chooseValue(page, 'Color', 'Azul (sin stock)');
  await expect(page.getByText('Variante sin stock')).toBeVisible();
  const ask = page.getByRole('link', { name: 'Consultar Disponibilidad' });
  await expect(ask).toHaveAttribute('href', /^https:\/\/wa\.me\/5491123456789\?text=.*Gorra%20Trucker/);
  await expect(ask).toHaveAttribute('target', '_blank');
});

test('the cart blocks lines no longer for sale and survives a broken stored cart', async ({ page }) => {
  await page.goto(STORE);
  // Once the store has rendered its cart has been read: the broken one is only met on the next page.
  await expect(page.getByRole('banner').getByText('Tienda Demo')).toBeVisible();
  await store(page, CART_KEY, '{roto');
  const parseError = page.waitForEvent('console', (message) =>
    message.text().includes('Failed to parse cart from localStorage'),
  );
  await page.goto(`${STORE}/cart`);
  await parseError;
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  // An empty cart shows no summary nor order form.
  await expect(page.getByText('Resumen del Pedido')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeHidden();

  await store(page, CART_KEY, JSON.stringify([storedCartLine('Producto discontinuado', 1000, 1)]));
  await page.reload();
  await expect(page.getByText('Ya no está disponible')).toBeVisible();
  await expect(page.getByText('Subtotal (1 producto)')).toBeVisible();
  // The order form's code waits for the shopper's first touch: a tap on its button then says why nothing is sent.
  // The pointer reaching the button already wakes the form, which may turn the button off before the press lands
  // (the press then meets the form: CI saw it), so the tap is made wherever the button is, usable or not.
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click({ force: true });
  await expect(
    page.getByText('Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeDisabled();
  await page.getByRole('button', { name: 'Eliminar Producto discontinuado' }).click();
  await expect(toastWith(page, 'El producto ha sido eliminado del carrito.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeHidden();
});
