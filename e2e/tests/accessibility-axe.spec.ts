import { type Browser, type Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AXE_PHONE, expectAccessible, scan } from '../support/axe';
import { SELLS_BY_WHATSAPP } from '../support/shop';

// axe-core's scans and the keyboard; the reflow at 320 CSS px is in accessibility-reflow.spec.ts.

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: AXE_PHONE });
  return context.newPage();
}

// axe-core on every screen at phone size, every impact: no violation (docs/product/storefront.md, "Accesibilidad").
test('public screens: landing, sign-in, the store, its filters, a category, search, products, the cart, the 404s', async ({
  browser,
}) => {
  // Some fifteen screens, each drawn and scanned: three times a journey's time.
  test.slow();
  const page = await freshPage(browser);
  await scan(page, '/', 'Tu Tienda Online', 'landing');
  await scan(page, '/auth', 'Registrarse', 'sign-in');
  await scan(page, '/store/demo', 'Medias Pack x3', 'store index');
  // On a phone the filters open as a sheet from "Filtrar" (a <details>, no JavaScript needed).
  await page.locator('summary').filter({ hasText: 'Filtrar' }).click();
  await expectAccessible(page, 'the filters sheet');
  await page
    .getByRole('navigation', { name: 'Filtros' })
    .getByRole('link', { name: /^Accesorios 3 productos$/ })
    .click();
  await expect(page).toHaveURL(/category=/);
  await expectAccessible(page, 'a category');
  await page.locator('summary').filter({ hasText: 'Filtrar' }).click();
  await page
    .getByRole('navigation', { name: 'Filtros' })
    .getByRole('link', { name: /^Negro / })
    .click();
  await expect(page.getByRole('region', { name: 'Filtros elegidos' })).toBeVisible();
  await expectAccessible(page, 'a category filtered by colour, its filters chosen');
  await scan(page, '/store/demo/search?q=remera', 'Remera Básica de Algodón', 'search');
  await scan(page, '/store/demo/search?q=remera&stock=1', 'Remera Básica de Algodón', 'search filtered');
  await scan(page, '/store/demo/search?q=zzzz', /zzzz/, 'search without results');
  await scan(page, '/store/demo?talle=s&precio=1-2', 'No hay productos con estos filtros.', 'filters without results');

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
