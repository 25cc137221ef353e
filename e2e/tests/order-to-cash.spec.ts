import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mate } from '../support/catalogue';
import { BASE_URL } from '../support/env';
import { linkFromLastMail, mailText } from '../support/mailbox';
import { toastWith } from '../support/toast';
import { fillShippingAddress } from '../support/delivery';
import { confirmAndReadWhatsApp } from '../support/whatsapp-order';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';

/*
 * The merchant's order-to-cash loop at phone size (docs/product/orders.md): a
 * shopper orders and chooses transfer, lands on their order page; the seller
 * opens the link of the WhatsApp message, signs in, lands on the order,
 * confirms it and marks the payment received; the shopper's page follows; the
 * owner's e-mail carries the same link; the number finds the order; the
 * product list showed the reserved units before the confirmation.
 */

const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  return context;
}

// A store that takes transfers (10 % off) and cash, with one product of 5 units, at phone size.
test.use({
  viewport: PHONE,
  shop: {
    ...SELLS_BY_WHATSAPP,
    cbu: 'tienda.cobros',
    payment: { paymentMethods: ['transfer', 'cash'], transferHolder: 'Paula Cobros', transferDiscountPercent: 10 },
  },
  products: mate(5),
});

test('a transfer order goes from the WhatsApp message to confirmed and paid, and the shopper sees each step', async ({
  page,
  browser,
  owner,
  catalogue,
}) => {
  // The shopper orders two units and chooses transfer.
  const shopperContext = await phoneContext(browser);
  const shopper = await shopperContext.newPage();
  await shopper.goto(catalogue.product('Mate de Calabaza').path);
  await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  // The first tap is done once the purchase form's code arrives (taken over on use): wait for it before leaving.
  await expect(toastWith(shopper, /agregado al carrito/)).toBeVisible();
  await shopper.goto(`/store/${owner.store.slug}/cart`);
  await shopper.getByLabel('Nombre').fill('Rocío Gómez');
  await shopper.getByLabel('Teléfono').fill('11 2345 6789');
  await fillShippingAddress(shopper);
  await shopper.getByRole('radio', { name: /Transferencia/ }).check();
  await expect(shopper.getByText('(10% de descuento)')).toBeVisible();
  await shot(shopper, '01-cart-payment-choice');
  await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Confirmar Pedido' }).getByText('$18.000,00')).toBeVisible();
  const message = await confirmAndReadWhatsApp(shopper);
  expect(message).toContain('Descuento por transferencia: -$2.000,00');
  expect(message).toContain('CBU/Alias: tienda.cobros\nTitular: Paula Cobros\nMonto a transferir: $18.000,00');
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  const adminLink = /Para el vendedor: (\S+)/.exec(message)?.[1] ?? '';
  const orderLink = /Ver mi pedido: (\S+)/.exec(message)?.[1] ?? '';
  expect(adminLink).toMatch(new RegExp(`^${BASE_URL}/admin/orders/[0-9a-f-]{36}$`));

  // The shopper lands on the order page: number, how to pay, reservation, statuses.
  await expect(shopper).toHaveURL(orderLink);
  await expect(shopper.getByRole('heading', { name: `Pedido #${number}` })).toBeVisible();
  await expect(shopper.getByText('tienda.cobros')).toBeVisible();
  await expect(shopper.getByText('Titular: Paula Cobros')).toBeVisible();
  await expect(shopper.getByText('$18.000,00').first()).toBeVisible();
  await expect(shopper.getByText('Pedido: Pendiente')).toBeVisible();
  await expect(shopper.getByText('Pendiente de pago')).toBeVisible();
  await expect(shopper.getByText(/Tus productos quedan reservados hasta el/)).toBeVisible();
  await shopper.getByRole('button', { name: 'Copiar Monto a transferir' }).click();
  await expect(shopper.getByText('¡Copiado!')).toBeVisible();
  await shot(shopper, '02-shopper-order-page');
  const withoutToken = await shopper.request.get(orderLink.replace(/token=.*/, 'token=otro'));
  expect(withoutToken.status()).toBe(404);
  expect(withoutToken.headers()['cache-control']).toBe('no-store');

  // Before the confirmation the product list shows the reserved units.
  await page.goto('/admin/products');
  await expect(page.getByTestId('variant-stock').first()).toContainText(
    '5 en stock · 2 reservados (1 pedido) · 3 disponibles',
  );
  await shot(page, '03-products-reserved');

  // The owner's e-mail reached the SMTP server with the same link.
  expect(await linkFromLastMail(owner.email, new RegExp(`Nuevo pedido #${number}`))).toBe(adminLink);
  expect(await mailText(owner.email, new RegExp(`Nuevo pedido #${number}`))).toContain(
    '2 x Mate de Calabaza: $20.000,00',
  );

  // The seller, signed out on their phone, opens the link: sign-in, then straight to the order.
  const sellerContext = await phoneContext(browser);
  const seller = await sellerContext.newPage();
  await seller.goto(adminLink);
  await expect(seller).toHaveURL(/\/auth\?next=/);
  await seller.getByLabel('Email').fill(owner.email);
  await seller.getByLabel('Contraseña').fill(owner.password);
  await seller.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(seller).toHaveURL(adminLink);
  const detail = seller.getByRole('dialog', { name: `Detalles del Pedido #${number}` });
  await expect(detail.getByText('Pendiente de pago')).toBeVisible();
  await shot(seller, '04-seller-order-from-link');
  await detail.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(toastWith(seller, 'Stock deducido y pedido confirmado.')).toBeVisible();
  await detail.getByRole('button', { name: 'Marcar como pago recibido' }).click();
  await expect(toastWith(seller, 'Pago marcado como recibido.')).toBeVisible();
  await expect(detail.getByText(/Recibido el/)).toBeVisible();
  await shot(seller, '05-seller-confirmed-paid');

  // The shopper's page follows.
  await shopper.reload();
  await expect(shopper.getByText('Pedido: En Proceso')).toBeVisible();
  await expect(shopper.getByText('Pago recibido')).toBeVisible();
  await shot(shopper, '06-shopper-order-paid');

  // The seller finds the order by the number in the message.
  await seller.goto('/admin/orders');
  await seller.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(`#${number}`);
  await expect(seller.getByRole('list', { name: 'Pedidos' }).getByRole('listitem')).toHaveCount(1);
  await expect(seller.getByText(`Pedido #${number}`)).toBeVisible();
  await shot(seller, '07-seller-search-by-number');

  // The dashboard's day at a glance.
  await seller.goto('/admin');
  await expect(seller.getByRole('region', { name: 'Tu día' })).toContainText('Ventas del mes');
  await shot(seller, '08-dashboard');
  await seller.goto('/admin/settings');
  await expect(seller.getByRole('heading', { name: 'Cobros y stock' })).toBeVisible();
  await seller.getByRole('heading', { name: 'Cobros y stock' }).scrollIntoViewIfNeeded();
  await shot(seller, '09-settings-payment');
  await shopperContext.close();
  await sellerContext.close();
});
