import { expect, test } from '../support/fixtures';
import { discountRoutes } from '@vidriera/core';
import { signIn } from '../support/accounts';
import { callApi } from '../support/api';
import { fillShippingAddress } from '../support/delivery';
import { FITS, phonePage, reflow } from '../support/reflow';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { DEMO_PASSWORD } from '../support/env';
import { chooseValue } from '../support/select';

// Screens at 320 CSS px (WCAG 1.4.10): nothing passes the edge of its card or dialog (support/reflow.ts).

test('public screens reflow at 320 CSS px: the store, a product page with its order form, the cart', async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await page.goto('/store/demo');
  await expect(page.getByText('Tote Bag de Lona').first()).toBeVisible();
  expect(await reflow(page), 'the store').toEqual(FITS);

  await page.getByText('Tote Bag de Lona').first().click();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeVisible();
  expect(await reflow(page), 'a product page').toEqual(FITS);
  await chooseValue(page, 'Color', 'Beige');
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(page.getByText('1 Tote Bag de Lona agregado al carrito.')).toBeVisible();

  await page.goto('/store/demo/cart');
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeVisible();
  expect(await reflow(page), 'the cart').toEqual(FITS);

  // A long name and an address with no space in it are read whole before confirming.
  await page.getByLabel('Nombre').fill('Ana Pérez de los Santos Rodríguez');
  await page.getByLabel('Teléfono').fill('11 2345 6789');
  await page.getByLabel('Email (opcional)').fill('ana.perez.de.los.santos@example.com');
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Confirmar Pedido' }).getByText('Ana Pérez de los Santos Rodríguez'),
  ).toBeVisible();
  expect(await reflow(page), 'the order confirmation').toEqual(FITS);
});

test('owner screens reflow at 320 CSS px: products, categories, a new product, a new order, security', async ({
  browser,
}) => {
  const page = await phonePage(browser);
  await signIn(page, 'demo@vidriera.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  const screens: [string, string][] = [
    ['/admin/products', 'Lista de Productos'],
    ['/admin/categories', 'Accesorios'],
    ['/admin/products/new', 'Generar todas las combinaciones'],
    ['/admin/orders/new', 'Datos del Cliente'],
    ['/admin/security', 'Activar verificación en dos pasos'],
  ];
  for (const [path, text] of screens) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    expect(await reflow(page), path).toEqual(FITS);
  }
});

test.describe('an order and a discount code seen on a 320 CSS px phone', () => {
  test.use({ shop: SELLS_BY_WHATSAPP });

  test("the owner reads a shopper's order in full: long name, e-mail, actions", async ({
    page,
    catalogue,
    storefrontOrder,
  }) => {
    await storefrontOrder({
      customerName: 'Ana Pérez de los Santos Rodríguez',
      customerEmail: 'ana.perez.de.los.santos@example.com',
      items: [{ variantId: catalogue.variant('Remera Lisa', 'rojo', 'S'), quantity: 1 }],
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Ver' }).click();
    const detail = page.getByRole('dialog', { name: /^Detalles del Pedido/ });
    await expect(detail.getByRole('button', { name: 'Marcar como pago recibido' })).toBeVisible();
    await expect(detail.getByText('ana.perez.de.los.santos@example.com')).toBeVisible();
    expect(await reflow(page), "the order's detail").toEqual(FITS);
  });

  // `owner`: the codes are the store's, so the store must exist first.
  test('the owner reads a long discount code with its value, uses and actions', async ({ page, owner: _withStore }) => {
    await callApi(page.request, discountRoutes.create, {
      body: {
        code: 'LIQUIDACION_DE_TEMPORADA_2026',
        kind: 'fixed',
        value: 150_000,
        minPurchaseCents: null,
        startsAt: null,
        endsAt: null,
        maxUses: 100,
        maxUsesPerPhone: null,
      },
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/discounts');
    await expect(page.getByRole('button', { name: 'Editar LIQUIDACION_DE_TEMPORADA_2026' })).toBeVisible();
    expect(await reflow(page), 'the discount codes').toEqual(FITS);
    await expect(
      page.getByRole('listitem', { name: /^LIQUIDACION_DE_TEMPORADA_2026/ }).getByText('Usos: 0 / 100'),
    ).toBeVisible();
  });
});

// A name pasted from another platform, 80 characters without a space.
const LONG_NAME = 'Remera_Oversize_Algodon_Peinado_24/1_Estampada_Frente_y_Espalda_Talles_Grandes';

test.describe('a product name without spaces on a 320 CSS px phone', () => {
  test.use({
    shop: SELLS_BY_WHATSAPP,
    products: { [LONG_NAME]: { description: 'Algodón', priceCents: 12_345_600, variants: [{ stock: 5 }] } },
  });

  test("wraps on the product page, the cart, the shopper's order page and the owner's order form", async ({
    page,
    browser,
    catalogue,
    storefrontOrder,
  }) => {
    const shopper = await phonePage(browser);
    await shopper.goto(catalogue.product(LONG_NAME).path);
    await expect(shopper.getByRole('heading', { name: LONG_NAME })).toBeVisible();
    expect(await reflow(shopper), 'the product page').toEqual(FITS);
    await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
    await expect(shopper.getByText(`1 ${LONG_NAME} agregado al carrito.`)).toBeVisible();
    await shopper.goto(`${catalogue.storePath}/cart`);
    await expect(shopper.getByRole('heading', { name: LONG_NAME })).toBeVisible();
    expect(await reflow(shopper), 'the cart').toEqual(FITS);

    const { orderUrl } = await storefrontOrder({
      customerName: 'Ana Pérez',
      items: [{ variantId: catalogue.variant(LONG_NAME), quantity: 1 }],
    });
    await shopper.goto(orderUrl);
    await expect(shopper.getByRole('listitem').filter({ hasText: LONG_NAME })).toBeVisible();
    expect(await reflow(shopper), 'the order page').toEqual(FITS);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Pedido' })).toBeVisible();
    await expect(page.getByText(LONG_NAME).first()).toBeVisible();
    expect(await reflow(page), 'the order form').toEqual(FITS);
  });
});
