import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { orderAndReadMessage } from '../support/whatsapp-order';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';

/*
 * Automatic promotions at phone size (issue 51, "Done when"; docs/product/orders.md, "Promociones"): the owner
 * creates "3×2 en medias" in "Promociones"; a shopper sees it on the card, adds two pairs, is told to add one more,
 * adds it and pays for two, with the same figures in the WhatsApp text and the admin. A wholesale buyer reaches the
 * "desde 6 unidades" tier (docs/product/orders.md, "Precios por mayor").
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
      shipping: {
        enabled: true,
        freeAboveCents: null,
        zones: [{ name: 'Todo el país', provinces: [], postalCodes: [], feeCents: null }],
      },
    },
  },
  products: {
    'Medias de Algodón': { description: 'Par de medias', priceCents: 200_000, variants: [{ stock: 20 }] },
    'Gorro de Lana': { description: 'Tejido a mano', priceCents: 900_000, variants: [{ stock: 5 }] },
    'Remera Lisa': {
      description: 'Algodón peinado',
      priceCents: 1_000_000,
      variants: [{ stock: 20 }],
      priceTiers: [{ minQuantity: 6, unitPriceCents: 800_000 }],
    },
  },
});

test('"3×2 en medias": on the card, one more pair asked for, two paid; the same figures in WhatsApp and the admin', async ({
  page,
  browser,
  catalogue,
}) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: /Promociones/ }).click();
  await expect(page.getByText('Todavía no tienes promociones.')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva promoción' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva promoción' });
  await form.getByLabel('Nombre').fill('3×2 en medias');
  await form.getByLabel('Lleva (unidades)').fill('3');
  await form.getByLabel('Paga (unidades)').fill('3');
  await form.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(form.getByText('Las unidades que paga deben ser menos que las que lleva')).toBeVisible();
  await form.getByLabel('Paga (unidades)').fill('2');
  await form.getByRole('checkbox', { name: 'Medias de Algodón' }).check();
  await form.getByRole('button', { name: 'Crear promoción' }).click();
  await expect(toastWith(page, 'Promoción creada.')).toBeVisible();

  // The shopper sees the badge on the card, not on the other product's.
  const shopper = await shopperOn(browser);
  await shopper.goto(catalogue.storePath);
  const medias = shopper.getByRole('article').filter({ hasText: 'Medias de Algodón' });
  await expect(medias.getByText('3×2', { exact: true })).toBeVisible();
  await expect(shopper.getByRole('article').filter({ hasText: 'Gorro de Lana' }).getByText('3×2')).toHaveCount(0);

  await shopper.goto(catalogue.product('Medias de Algodón').path);
  await expect(shopper.getByLabel('Promociones').getByText('3×2')).toBeVisible();
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(shopper, /agregado al carrito/)).toBeVisible();
  await shopper.goto(`${catalogue.storePath}/cart`);
  await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await shopper.getByLabel('Nombre').fill('Ana Medias');
  await shopper.getByLabel('Teléfono').fill('11 2345 6789');
  await shopper.getByRole('radio', { name: 'Retiro en el local' }).check();
  await expect(shopper.getByText('Agrega 1 unidad más y lleva 3×2 en medias')).toBeVisible();
  await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(shopper.getByText('Agrega 1 unidad más y lleva 3×2 en medias')).toHaveCount(0);
  await expect(shopper.getByText('Promoción 3×2 en medias', { exact: true })).toBeVisible();
  // Three pairs at $2.000, one free: $4.000.
  const message = await orderAndReadMessage(shopper, '$4.000,00');
  expect(message).toContain('3 x $2.000,00 = $6.000,00');
  expect(message).toContain('Subtotal: $6.000,00\nPromoción 3×2 en medias: -$2.000,00\n*Total: $4.000,00*');
  const adminLink = /Para el vendedor: (\S+)/.exec(message)?.[1] ?? '';
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  // The shopper's order page lists the same steps.
  await expect(shopper.getByRole('heading', { name: `Pedido #${number}` })).toBeVisible();
  await expect(shopper.getByText('Promoción 3×2 en medias', { exact: true })).toBeVisible();

  // The admin's detail says the same, and "Promociones" counts the order and what it gave away.
  await page.goto(adminLink);
  const detail = page.getByRole('dialog', { name: `Detalles del Pedido #${number}` });
  await expect(detail.getByText('Promoción 3×2 en medias', { exact: true })).toBeVisible();
  await expect(detail.getByText('-$2.000,00')).toBeVisible();
  await page.goto('/admin/promotions');
  await expect(page.getByText('Activa · 1 pedido · $2.000,00 de descuento')).toBeVisible();
});

test('a wholesale buyer sees "Por mayor desde 6 u." and pays the tier\'s price from the sixth unit', async ({
  browser,
  catalogue,
}) => {
  const shopper = await shopperOn(browser);
  await shopper.goto(catalogue.storePath);
  const remera = shopper.getByRole('article').filter({ hasText: 'Remera Lisa' });
  await expect(remera.getByText('Por mayor desde 6 u.')).toBeVisible();
  await shopper.goto(catalogue.product('Remera Lisa').path);
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(shopper, /agregado al carrito/)).toBeVisible();
  await shopper.goto(`${catalogue.storePath}/cart`);
  for (let units = 2; units <= 5; units++) await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await shopper.getByLabel('Nombre').fill('Local Mayorista');
  await shopper.getByLabel('Teléfono').fill('11 3456 7890');
  await shopper.getByRole('radio', { name: 'Retiro en el local' }).check();
  // Five units: the list price.
  const total = shopper
    .locator('dt')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText('$50.000,00');
  await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  // Six: $8.000 each.
  const message = await orderAndReadMessage(shopper, '$48.000,00');
  expect(message).toContain('6 x $8.000,00 = $48.000,00');
  expect(message).toContain('*Total: $48.000,00*');
});
