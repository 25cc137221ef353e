import { type Browser, type Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { discountRoutes } from '@vidriera/core';
import { signIn } from '../support/accounts';
import { AXE_PHONE, expectAccessible, scan } from '../support/axe';
import { callApi } from '../support/api';
import { fillShippingAddress } from '../support/delivery';
import { FITS, phonePage, reflow } from '../support/reflow';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { DEMO_PASSWORD } from '../support/env';
import { chooseValue } from '../support/select';

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: AXE_PHONE });
  return context.newPage();
}

// axe-core on every screen at phone size, every impact: no violation (docs/product/storefront.md, "Accesibilidad").
test('public screens: landing, sign-in, the store, a category, search, products, the cart, the 404s', async ({
  browser,
}) => {
  // Some fifteen screens, each drawn and scanned: three times a journey's time.
  test.slow();
  const page = await freshPage(browser);
  await scan(page, '/', 'Tu Tienda Online', 'landing');
  await scan(page, '/auth', 'Registrarse', 'sign-in');
  await scan(page, '/store/demo', 'Medias Pack x3', 'store index');
  await page.getByLabel('Categoría').selectOption({ label: 'Accesorios' });
  await expect(page).toHaveURL(/category=/);
  await expectAccessible(page, 'a category');
  await scan(page, '/store/demo/search?q=remera', 'Remera Básica de Algodón', 'search');
  await scan(page, '/store/demo/search?q=zzzz', /zzzz/, 'search without results');

  await page.goto('/store/demo');
  await page.getByText('Remera Básica de Algodón').first().click();
  await expect(page.getByRole('button', { name: 'Agregar al Carrito' })).toBeVisible();
  await expectAccessible(page, 'a product with colours and sizes');
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(page.getByText('Selección incompleta')).toBeVisible();
  await expectAccessible(page, 'a product page with an error toast');

  await page.goto('/store/demo');
  await page.getByText('Medias Pack x3').first().click();
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  // The floating cart's name holds the count it shows.
  await expect(page.getByRole('link', { name: 'Ver carrito 1 producto' })).toBeVisible();
  await expect(page.getByText('1 Medias Pack x3 agregado al carrito.')).toBeVisible();
  await expectAccessible(page, 'a product page with its toast');
  await scan(page, '/store/demo/cart', 'Realizar Pedido por WhatsApp', 'the cart');
  // Typing is the first use that brings the order form's code; the name is one letter short.
  await page.getByLabel('Nombre').fill('A');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expectAccessible(page, 'the cart with its errors');

  await scan(page, '/store/demo/product/nada-00000000', 'Producto no encontrado', 'unknown product');
  await scan(page, '/store/demo/order/00000000-0000-4000-8000-000000000000', 'Pedido no encontrado', 'unknown order');
  await scan(page, '/store/nadie-por-aqui', 'Tienda no encontrada', 'unknown store');
  await scan(page, '/esto-no-existe', 'Página no encontrada', 'unknown page');
});

const PICKUP_AND_ZONE = {
  pickup: { enabled: true, points: [{ address: 'Av. Colón 1200, Córdoba', hours: 'Lunes a sábado de 9 a 19' }] },
  shipping: {
    enabled: true,
    freeAboveCents: null,
    zones: [{ name: 'Córdoba', provinces: ['X'], postalCodes: [], feeCents: 350_000 }],
  },
};

test.describe('a store with an order', () => {
  test.use({ viewport: AXE_PHONE, shop: { ...SELLS_BY_WHATSAPP, delivery: PICKUP_AND_ZONE } });

  test("the shopper's order page and every owner screen", async ({ page, browser, catalogue, storefrontOrder }) => {
    // Some twenty screens, each drawn and scanned: three times a journey's time.
    test.slow();
    const { orderUrl, orderId } = await storefrontOrder({
      customerName: 'Ana Pérez',
      items: [{ variantId: catalogue.variant('Remera Lisa', 'rojo', 'S'), quantity: 1 }],
    });
    const shopper = await freshPage(browser);
    await scan(shopper, orderUrl, 'Ana Pérez', "the shopper's order page");

    await scan(page, '/admin', 'Panel de Control', 'dashboard');
    await scan(page, '/admin/products', 'Remera Lisa', 'products');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Importar CSV' })).toBeVisible();
    await expectAccessible(page, 'import');
    await scan(page, '/admin/products/new', 'Información Básica', 'new product');
    await scan(
      page,
      `/admin/products/${catalogue.product('Remera Lisa').id}/edit`,
      'Información Básica',
      'product form',
    );
    await scan(page, '/admin/categories', 'Organiza los productos de tu tienda.', 'categories');
    await scan(page, '/admin/attributes', 'Gestión de Atributos', 'attributes');
    await scan(page, '/admin/orders', 'Ana Pérez', 'orders');
    await page.getByRole('button', { name: 'Ver' }).click();
    await expect(page.getByRole('dialog', { name: /^Detalles del Pedido/ })).toBeVisible();
    await expectAccessible(page, 'order detail');
    await scan(page, `/admin/orders/${orderId}`, 'Ana Pérez', 'order page');
    await scan(page, `/admin/orders/${orderId}/edit`, 'Editar Pedido', 'order form');
    await scan(page, '/admin/orders/new', 'Datos del Cliente', 'new order');
    await scan(page, '/admin/discounts', 'Descuentos', 'discount codes');
    await scan(page, '/admin/settings', 'Retiro en el local', 'settings and delivery');
    await scan(page, '/admin/security', 'Activar verificación en dos pasos', 'security');
  });
});

// The super admin's screens are scanned in super-admin.spec.ts: auth.spec.ts makes that account first, by signing up.

test('a shopper picks the colour and the size and adds to the cart with the keyboard alone', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto('/store/demo');
  await page.getByRole('link', { name: 'Remera Básica de Algodón' }).click();
  await page.getByRole('heading', { level: 1, name: 'Remera Básica de Algodón' }).click();
  /** Tabs on until `target` holds the focus. */
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 40 && !(await target.evaluate((e) => e.contains(document.activeElement))); i++)
      await page.keyboard.press('Tab');
  };
  const colour = page.getByRole('group', { name: 'Color', exact: true });
  await tabTo(colour);
  await page.keyboard.press('Space');
  await expect(colour.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(colour.getByRole('radio').nth(1)).toBeChecked();
  const size = page.getByRole('group', { name: 'Talle', exact: true });
  await tabTo(size);
  await page.keyboard.press('Space');
  await expect(page.getByText('SKU: ')).toBeVisible();
  await tabTo(page.getByRole('button', { name: 'Agregar al Carrito' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/1 Remera Básica de Algodón agregado al carrito/)).toBeVisible();
});

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
