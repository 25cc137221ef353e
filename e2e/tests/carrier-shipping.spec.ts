import { mate } from '../support/catalogue';
import { carrierAccount, correoNews, correoShipment } from '../support/carriers';
import { expect, test } from '../support/fixtures';
import { mailText } from '../support/mailbox';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import { toastWith } from '../support/toast';
import { confirmAndReadWhatsApp } from '../support/whatsapp-order';

/*
 * Carrier shipping at phone size (docs/product/orders.md, "Envíos por transportista"): the owner connects Correo
 * Argentino and OCA (the carriers' stand-ins) and saves the origin; a shopper in Córdoba types her postal code in the
 * cart, sees both carriers to her door and to a branch, chooses a Correo Argentino branch and orders; the seller
 * confirms and the shipment reaches the carrier; the carrier's news mark it delivered, the shopper gets each e-mail
 * and her order page shows the tracking. The mate weighs the store's default 500 g: one started kilo.
 */

test.use({ viewport: PHONE, shop: SELLS_BY_WHATSAPP, products: mate(10) });

test('a shopper in Córdoba picks a Correo Argentino branch; the shipment is created and followed to delivered', async ({
  page,
  browser,
  catalogue,
}) => {
  // Settings: the origin in Palermo, then both carriers with the merchant's accounts.
  await page.goto('/admin/settings');
  await page.locator('#carrier-street').fill('Thames');
  await page.locator('#carrier-number').fill('1200');
  await page.locator('#carrier-city').fill('Palermo');
  await page.locator('#carrier-postalCode').fill('C1414AAA');
  await page.locator('#carrier-province').selectOption('C');
  await page.getByRole('button', { name: 'Guardar datos de envío' }).click();
  await expect(toastWith(page, 'Datos de envío guardados.')).toBeVisible();
  const correo = await carrierAccount('correo');
  for (const field of ['apiUser', 'apiPassword', 'email', 'password'])
    await page.locator(`#correo_argentino-${field}`).fill(correo[field] ?? '');
  await page.getByRole('button', { name: 'Conectar Correo Argentino' }).click();
  await expect(page.getByText(`Cuenta conectada: ${correo.customerId}`)).toBeVisible();
  const oca = await carrierAccount('oca');
  for (const field of ['username', 'password', 'cuit', 'accountNumber', 'doorOperativa', 'branchOperativa'])
    await page.locator(`#oca-${field}`).fill(oca[field] ?? '');
  await page.getByRole('button', { name: 'Conectar OCA' }).click();
  await expect(page.getByText(`Cuenta conectada: CUIT ${oca.cuit}`)).toBeVisible();
  await expect(page.getByText(correo.apiPassword ?? '')).toHaveCount(0);

  // The shopper, on her phone: the mate into the cart, then her address in Córdoba.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const shopper = await context.newPage();
  const productPath = catalogue.product('Mate de Calabaza').path;
  await shopper.goto(productPath);
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(shopper, '1 Mate de Calabaza agregado al carrito.')).toBeVisible();
  await shopper.goto(productPath.replace(/\/product\/.*$/, '/cart'));
  await expect(shopper.getByText('Mate de Calabaza').first()).toBeVisible();
  await shopper.getByLabel('Nombre').fill('Rocío Gómez');
  await shopper.getByLabel('Teléfono').fill('351 234 5678');
  await shopper.getByLabel('Email (opcional)').fill('rocio.cordoba@example.com');
  await shopper.getByLabel('Calle').fill('Av. Hipólito Yrigoyen');
  await shopper.getByLabel('Número').fill('150');
  await shopper.getByLabel('Código postal').fill('X5000JJC');
  await shopper.getByLabel('Localidad').fill('Córdoba');
  await shopper.getByLabel('Provincia').selectOption('X');
  const options = shopper.getByRole('radiogroup', { name: 'Opciones de envío' });
  await expect(options.getByText('Correo Argentino a domicilio: $6.000,00')).toBeVisible();
  await expect(options.getByText('Correo Argentino a sucursal: $4.300,00')).toBeVisible();
  await expect(options.getByText('OCA a domicilio: $7.200,00')).toBeVisible();
  await expect(options.getByText('OCA a sucursal: $5.100,00')).toBeVisible();
  await options.getByRole('radio', { name: /Correo Argentino a sucursal/ }).check();
  await shopper.getByLabel('Sucursal', { exact: true }).selectOption('X0001');
  await shopper.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(shopper.getByRole('dialog', { name: 'Confirmar Pedido' }).getByText('$14.300,00').last()).toBeVisible();
  const message = await confirmAndReadWhatsApp(shopper);
  expect(message).toContain('Entrega: Envío a domicilio (Correo Argentino a sucursal)');
  expect(message).toContain('Sucursal: Sucursal Córdoba Centro (Av. Colón 201, Córdoba)');
  expect(message).toContain('*Total: $14.300,00*');
  const adminLink = /Para el vendedor: (\S+)/.exec(message)?.[1] ?? '';
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  const orderId = /[0-9a-f]{8}-[0-9a-f-]{27}/.exec(adminLink)?.[0] ?? '';
  await expect(
    shopper.getByText('Retira en la sucursal: Sucursal Córdoba Centro (Av. Colón 201, Córdoba)'),
  ).toBeVisible();
  const orderPage = shopper.url();

  // The seller confirms: the shipment reaches Correo Argentino with the branch.
  await page.goto(adminLink);
  const detail = page.getByRole('dialog', { name: `Detalles del Pedido #${number}` });
  await detail.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(toastWith(page, 'Stock deducido y pedido confirmado.')).toBeVisible();
  await expect(detail.getByText('Envío creado con Correo Argentino')).toBeVisible();
  expect(await correoShipment(orderId)).toMatchObject({ shipping: { deliveryType: 'S', agency: 'X0001' } });

  // The carrier's news: in transit, then delivered. The tracking job follows them.
  await correoNews(orderId, 'CP123456789AR', [
    { event: 'EN TRANSITO', date: '07-12-2026 18:00', branch: 'CTA MONTE GRANDE', status: 'EN TRANSITO' },
    { event: 'ENTREGADO', date: '09-12-2026 11:30', branch: 'CORDOBA CENTRO', status: 'ENTREGADO' },
  ]);
  expect(await mailText('rocio.cordoba@example.com', /envió tu pedido/)).toContain('CP123456789AR');
  expect(await mailText('rocio.cordoba@example.com', /fue entregado/)).toContain('entregó tu pedido');

  // Her order page shows the tracking; the admin lists the carrier's events.
  await shopper.goto(orderPage);
  await expect(shopper.getByText('Entregado')).toBeVisible();
  await expect(shopper.getByText('CP123456789AR')).toBeVisible();
  await page.reload();
  const events = page.getByRole('list', { name: 'Novedades del transportista' });
  await expect(events.getByText(/ENTREGADO \(CORDOBA CENTRO\)/)).toBeVisible();
  await expect(events.getByText(/EN TRANSITO/)).toBeVisible();
  await context.close();
});
