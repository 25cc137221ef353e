import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { orderAndReadMessage } from '../support/whatsapp-order';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';

/*
 * Wholesale at phone size (docs/product/orders.md, "Precios por mayor"): the owner sets the store's minimum in
 * "Configuración", shoppers read it on the store's pages before the cart, and the product page's own order form
 * charges the tier and says the minimum as the server does.
 */

async function shopperOn(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  return context.newPage();
}

test.use({
  viewport: PHONE,
  shop: {
    ...SELLS_BY_WHATSAPP,
    delivery: {
      pickup: { enabled: true, points: [{ address: 'Av. Corrientes 1200', hours: 'Lunes a sábado de 10 a 19' }] },
      shipping: { enabled: false, freeAboveCents: null, zones: [] },
    },
  },
  products: {
    'Remera Lisa': {
      description: 'Algodón peinado',
      priceCents: 1_000_000,
      variants: [{ stock: 20 }],
      priceTiers: [{ minQuantity: 6, unitPriceCents: 800_000 }],
    },
  },
});

test('the minimum set in the settings shows before the cart, and the product page orders at the tier', async ({
  page,
  browser,
  catalogue,
}) => {
  await page.goto('/admin/settings');
  await page.getByLabel('Unidades mínimas', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Guardar venta por mayor' }).click();
  await expect(toastWith(page, 'Venta por mayor guardada')).toBeVisible();

  const shopper = await shopperOn(browser);
  await shopper.goto(catalogue.storePath);
  await expect(shopper.getByText('Compra mínima por mayor: 6 unidades.')).toBeVisible();
  // The order form knows the minimum once the server has priced the variant (use-product-pricing.ts, asked when the
  // form starts); before that the server decides at the confirmation. Its answer is awaited before ordering.
  const priced = shopper.waitForResponse((response) => /\/variants\?ids=/.test(response.url()));
  await shopper.goto(catalogue.product('Remera Lisa').path);
  await expect(shopper.getByText('Compra mínima por mayor: 6 unidades.')).toBeVisible();
  await shopper.getByLabel('Nombre').fill('Local Mayorista');
  await shopper.getByLabel('Teléfono').fill('11 3456 7890');
  await priced;
  await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(
    toastWith(shopper, 'Compra mínima por mayor: 6 unidades. Agrega 5 unidades más para hacer tu pedido.'),
  ).toBeVisible();
  for (let units = 2; units <= 6; units++) await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  // Six at the tier's $8.000: the form, the confirmation and the server's message say the same.
  const total = shopper
    .locator('dt')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText('$48.000,00');
  const message = await orderAndReadMessage(shopper, '$48.000,00');
  expect(message).toContain('6 x $8.000,00 = $48.000,00');
  expect(message).toContain('*Total: $48.000,00*');
});
