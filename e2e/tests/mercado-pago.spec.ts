import type { StandInAccount } from '../../apps/server/test/helpers/mercado-pago-stand-in';
import { expect, test } from '../support/fixtures';
import { MERCADO_PAGO_URL } from '../support/env';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { toastWith } from '../support/toast';
import { fillShippingAddress } from '../support/delivery';
import { confirmAndReadWhatsApp } from '../support/whatsapp-order';

/*
 * Paying by card in cuotas at phone size (docs/product/orders.md, "Paying
 * with Mercado Pago"): the owner connects Mercado Pago in the settings and
 * lets payments confirm orders; a shopper orders by WhatsApp choosing Mercado
 * Pago, follows "Pagar con Mercado Pago" to the local stand-in's checkout,
 * pays in 3 cuotas; the signed notification arrives; the admin shows the
 * order paid and confirmed, and the shopper's page says so.
 */

// A store that takes cash, with one product of 5 units and no low-stock warning.
test.use({
  viewport: PHONE,
  shop: { ...SELLS_BY_WHATSAPP, payment: { paymentMethods: ['cash'], lowStockThreshold: 0 } },
  products: { 'Campera de Jean': { description: 'Talle único', priceCents: 4_500_000, variants: [{ stock: 5 }] } },
});

test('a shopper pays in 3 cuotas with Mercado Pago; the payment itself marks the order paid and confirmed', async ({
  page,
  browser,
  owner,
  catalogue,
}) => {
  // The owner connects the account Mercado Pago gave them, and lets an approved payment confirm the order.
  const seller = (await (
    await fetch(`${MERCADO_PAGO_URL}/__stand-in/accounts`, {
      method: 'POST',
      body: JSON.stringify({ nickname: 'PAULACOBROS' }),
    })
  ).json()) as StandInAccount;
  await page.goto('/admin/settings');
  await page.getByLabel('Access Token de producción').fill(seller.token);
  await page.getByLabel('Clave secreta de las notificaciones').fill(seller.webhookSecret);
  await page.getByLabel('Confirmar el pedido al recibir el pago').check();
  await page.getByRole('button', { name: 'Conectar Mercado Pago' }).click();
  await expect(toastWith(page, 'Mercado Pago quedó conectado.')).toBeVisible();
  await expect(page.getByText('PAULACOBROS', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Access Token de producción')).toHaveCount(0);

  // The shopper orders by WhatsApp choosing Mercado Pago.
  const shopperContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await shopperContext.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const shopper = await shopperContext.newPage();
  await shopper.goto(catalogue.product('Campera de Jean').path);
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  // The first tap is done once the purchase form's code arrives (taken over on use): wait for it before leaving.
  await expect(toastWith(shopper, /agregado al carrito/)).toBeVisible();
  await shopper.goto(`/store/${owner.store.slug}/cart`);
  await shopper.getByLabel('Nombre').fill('Rocío Gómez');
  await shopper.getByLabel('Teléfono').fill('11 2345 6789');
  await fillShippingAddress(shopper);
  await shopper.getByRole('radio', { name: /Mercado Pago/ }).check();
  await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  const message = await confirmAndReadWhatsApp(shopper);
  const orderLink = /Pagar con Mercado Pago y ver mi pedido: (\S+)/.exec(message)?.[1] ?? '';
  const adminLink = /Para el vendedor: (\S+)/.exec(message)?.[1] ?? '';
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  await expect(shopper).toHaveURL(orderLink);

  // "Pagar con Mercado Pago" appears once the server made the preference (right after the order).
  const pay = shopper.getByRole('link', { name: 'Pagar con Mercado Pago' });
  await expect(async () => {
    await shopper.reload();
    await expect(pay).toBeVisible({ timeout: 1000 });
  }).toPass();
  await pay.click();
  await expect(shopper).toHaveURL(new RegExp(`^${MERCADO_PAGO_URL}/checkout/v1/redirect`));
  await expect(shopper.getByText('1 × Campera de Jean: $45000')).toBeVisible();
  await shopper.getByLabel('Cuotas').selectOption('3');
  await shopper.getByRole('button', { name: 'Pagar' }).click();

  // Back on the order page: paid, and confirmed by the payment.
  await expect(shopper).toHaveURL(/\/order\/.*collection_status=approved/);
  await expect(async () => {
    await shopper.reload();
    await expect(shopper.getByText('Pago recibido')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(shopper.getByText('Pedido: En Proceso')).toBeVisible();
  await expect(shopper.getByText('El vendedor ya recibió tu pago. ¡Gracias!')).toBeVisible();

  // The admin shows the payment Mercado Pago reported.
  await page.goto(adminLink);
  const detail = page.getByRole('dialog', { name: `Detalles del Pedido #${number}` });
  await expect(detail.getByText('Pago recibido', { exact: true })).toBeVisible();
  await expect(detail.getByText(/· visa · 3 cuotas/)).toBeVisible();
  await expect(detail.getByText('En Proceso').first()).toBeVisible();
});
