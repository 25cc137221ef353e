import type { Browser, BrowserContext } from '@playwright/test';
import { mate } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';
import { orderAndReadMessage } from '../support/whatsapp-order';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';

/*
 * Delivery at phone size (docs/product/orders.md, "Delivery"): the owner sets
 * a pickup point, a zone for Córdoba with its fee and free shipping in
 * "Entregas"; a shopper in Córdoba orders with home delivery and pays the
 * zone's fee; the seller dispatches with an Andreani tracking code and the
 * shopper's page links to it; a second shopper's pickup order is free of fee.
 */

async function shopperOn(
  browser: Browser,
  productPath: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await prepare?.(context);
  const shopper = await context.newPage();
  await shopper.goto(productPath);
  return shopper;
}

test.use({ viewport: PHONE, shop: SELLS_BY_WHATSAPP, products: mate(10) });

test("a shopper in Córdoba pays the zone's fee and follows the dispatch; a pickup order pays none", async ({
  page,
  browser,
  catalogue,
}) => {
  const mateOnSale = catalogue.product('Mate de Calabaza').path;

  // "Entregas": a pickup point, a zone for Córdoba at $3.500, free shipping from $100.000.
  await page.goto('/admin/settings');
  await page.getByRole('checkbox', { name: 'Retiro en el local' }).check();
  await page.getByRole('button', { name: 'Agregar punto de retiro' }).click();
  await page.locator('#point-0-address').fill('Av. Colón 1200, Córdoba');
  await page.locator('#point-0-hours').fill('Lunes a sábado de 9 a 19');
  await page.getByRole('button', { name: 'Agregar zona' }).click();
  await page.locator('#zone-1-name').fill('Córdoba');
  await page.getByText('Provincias (ninguna)').nth(1).click();
  await page.getByRole('checkbox', { name: 'Córdoba', exact: true }).check();
  await page.locator('#zone-1-fee').fill('3500');
  await page.locator('#free-above').fill('100.000');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Configuración de la tienda actualizada correctamente.')).toBeVisible();

  // The shopper in Córdoba: two units with home delivery.
  const shopper = await shopperOn(browser, mateOnSale);
  await shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await shopper.getByLabel('Nombre').fill('Rocío Gómez');
  await shopper.getByLabel('Teléfono').fill('351 234 5678');
  await shopper.getByLabel('Calle').fill('Bv. San Juan');
  await shopper.getByLabel('Número').fill('450');
  await shopper.getByLabel('Piso/Depto (opcional)').fill('2° A');
  await shopper.getByLabel('Código postal').fill('X5000ABC');
  await shopper.getByLabel('Localidad').fill('Córdoba');
  await shopper.getByLabel('Provincia').selectOption('X');
  await expect(shopper.getByText('Envío a Córdoba: $3.500,00')).toBeVisible();
  const message = await orderAndReadMessage(shopper, '$23.500,00');
  expect(message).toContain('Entrega: Envío a domicilio (Córdoba)');
  expect(message).toContain('Dirección: Bv. San Juan 450, 2° A, X5000ABC Córdoba, Córdoba');
  expect(message).toContain('Envío: $3.500,00');
  expect(message).toContain('*Total: $23.500,00*');
  const adminLink = /Para el vendedor: (\S+)/.exec(message)?.[1] ?? '';
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  await expect(shopper.getByText('Envío a domicilio · Córdoba')).toBeVisible();
  await expect(shopper.getByText('$23.500,00').first()).toBeVisible();

  // The seller dispatches with Andreani.
  await page.goto(adminLink);
  const detail = page.getByRole('dialog', { name: `Detalles del Pedido #${number}` });
  await expect(detail.getByText('Envío: $3.500,00', { exact: true })).toBeVisible();
  await detail.getByLabel('Transporte').selectOption('andreani');
  await detail.getByLabel('Código de seguimiento').fill('360000099887766');
  await detail.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(toastWith(page, /Entrega actualizada/)).toBeVisible();

  // The shopper's page shows it, with the tracking link.
  await shopper.reload();
  await expect(shopper.getByText('Enviado')).toBeVisible();
  await expect(shopper.getByRole('link', { name: '360000099887766' })).toHaveAttribute(
    'href',
    'https://www.andreani.com/envio/360000099887766',
  );

  // A second shopper picks it up at the store: no fee. On a slow phone, the choice is made before the purchase form's
  // code has arrived (held here): it shows at once, and counts once the code runs.
  let release = () => {};
  const formCode = new Promise<void>((resolve) => (release = resolve));
  const second = await shopperOn(browser, mateOnSale, (context) =>
    context.route('**/assets/product-purchase-*.js', async (route) => {
      await formCode;
      await route.continue();
    }),
  );
  const pickupChoice = second.getByRole('radio', { name: 'Retiro en el local' });
  await pickupChoice.check();
  await second.getByLabel('Nombre').fill('Luis Retiro');
  await expect(second.getByText('Lunes a sábado de 9 a 19')).toBeHidden();
  // Every frame drawn while the code takes over shows the name and the choice as the shopper left them.
  const framesDrawn = await second.getByLabel('Nombre').evaluateHandle((name) => {
    const pickup = document.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const drawn = new Set<string>();
    const frame = () => {
      drawn.add(`${(name as HTMLInputElement).value} · ${pickup?.checked ? 'retiro' : 'sin elegir'}`);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    return drawn;
  });
  release();
  await expect(second.getByText('Lunes a sábado de 9 a 19')).toBeVisible();
  await expect(pickupChoice).toBeChecked();
  expect(await framesDrawn.evaluate((drawn) => [...drawn])).toEqual(['Luis Retiro · retiro']);
  await second.getByLabel('Teléfono').fill('351 876 5432');
  const pickup = await orderAndReadMessage(second, '$10.000,00');
  expect(pickup).toContain('Cliente: Luis Retiro');
  expect(pickup).toContain('Retiro en: Av. Colón 1200, Córdoba (Lunes a sábado de 9 a 19)');
  expect(pickup).toContain('*Total: $10.000,00*');
});
