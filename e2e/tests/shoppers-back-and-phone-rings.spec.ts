import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pushRoutes } from '@vidriera/core';
import { callApi } from '../support/api';
import { mate } from '../support/catalogue';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { acceptMetaToken, metaEvents, pushDevice, pushMessages, type PushSubscriptionJson } from '../support/notices';
import { unique } from '../support/accounts';
import { PHONE } from '../support/send';
import { SELLS_BY_WHATSAPP } from '../support/shop';
import type { WithStorage } from '../support/demo-store';
import { toastWith } from '../support/toast';
import { orderAndReadMessage } from '../support/whatsapp-order';

/*
 * Issue 50's journey (docs/product/abandoned-checkouts.md, notifications.md, measurement.md), on a store of its own:
 * a shopper leaves her phone with the tick and does not send, the seller sees her and WhatsApp carries her cart;
 * the seller turns the avisos on and the next order reaches the local push service (support/notices-stand-in.ts),
 * decrypted there with the device's own keys; with a Meta Pixel id and consent, the Purchase in the page and the
 * Conversions API call at the Graph API stand-in carry the order's value, item ids and one event id. Until the store
 * sets an id, its pages ask for nothing of Meta's or Google's and never fetch the measurement code.
 *
 * Debian's Chromium cannot subscribe offline (PushManager.subscribe asks Google's push service), so the owner's page
 * answers `subscribe` with a subscription at the local push service whose keys the stand-in made: the screen, its
 * call to our API and everything after it are the app's own; the browser's part is the stand-in's device.
 */

const MEASURED = /facebook\.net|facebook\.com|googletagmanager\.com|google-analytics\.com|\/assets\/measurement-/;

/**
 * A library's stand-in: it takes over the page's queue (`fbq.queue` with `fbq.callMethod`, as Meta's base code
 * expects; `dataLayer.push`, as gtag's) and keeps every call in the store's local storage, where the test reads
 * them on any later page (the Purchase is sent as the cart page leaves for the order's).
 */
const recorder = (queue: 'fbq' | 'dataLayer', key: string) => `(function () {
  var keep = function (args) {
    var kept = JSON.parse(localStorage.getItem('${key}') || '[]');
    kept.push(Array.prototype.slice.call(args));
    localStorage.setItem('${key}', JSON.stringify(kept));
  };
  var q = window.${queue};
  ${
    queue === 'fbq'
      ? 'q.callMethod = function () { keep(arguments); }; (q.queue || []).forEach(keep); q.queue = [];'
      : 'q.forEach(keep); q.push = function (args) { keep(args); return 0; };'
  }
})();`;

async function shopperOn(browser: Browser): Promise<{ context: BrowserContext; shopper: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  // Meta's and Google's libraries are outside the test world: stand-ins that write down each call they are given.
  await context.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: recorder('fbq', 'e2e:meta') }),
  );
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: recorder('dataLayer', 'e2e:ga4') }),
  );
  return { context, shopper: await context.newPage(), requests };
}

/** The owner's browser subscribes at the local push service (see the header). */
async function subscribeAtLocalService(page: Page, device: PushSubscriptionJson) {
  await page.context().grantPermissions(['notifications'], { origin: BASE_URL });
  await page.addInitScript((subscription) => {
    const manager = (globalThis as unknown as { PushManager: { prototype: Record<string, unknown> } }).PushManager;
    manager.prototype.subscribe = async () => ({ ...subscription, toJSON: () => subscription });
  }, device);
}

async function addToCart(shopper: Page, productPath: string, storePath: string) {
  await shopper.goto(productPath);
  await shopper.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(shopper, /agregado al carrito/)).toBeVisible();
  await shopper.goto(`${storePath}/cart`);
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
  products: mate(10),
});

test('an abandoned cart reaches WhatsApp, an order rings the seller, the Purchase is measured once with consent', async ({
  page,
  browser,
  owner,
  catalogue,
}) => {
  const mate = catalogue.product('Mate de Calabaza');
  const itemId = mate.variantIds[0] ?? '';

  // Valentina ticks the box, leaves her phone and does not send; the store measures nothing yet.
  const first = await shopperOn(browser);
  await addToCart(first.shopper, mate.path, catalogue.storePath);
  await first.shopper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await first.shopper.getByLabel('Nombre').fill('Valentina Ruiz');
  await first.shopper.getByLabel('Teléfono').fill('11 2345 6789');
  const saved = first.shopper.waitForResponse((r) => r.url().endsWith('/abandoned-checkouts') && r.ok());
  await first.shopper
    .getByRole('checkbox', { name: 'Quiero que la tienda me escriba si no termino el pedido' })
    .check();
  await saved;
  await expect(first.shopper.locator('[data-measurement]')).toHaveCount(0);
  expect(first.requests.filter((url) => MEASURED.test(url))).toEqual([]);
  await first.context.close();

  // The seller sees her, and "Escribirle por WhatsApp" carries her cart.
  await page.goto('/admin/abandoned-checkouts');
  const card = page.getByTestId('abandoned-checkout');
  await expect(card.getByText('Valentina Ruiz')).toBeVisible();
  await expect(card.getByText('Total: $20.000,00')).toBeVisible();
  const whatsapp = new URL(
    (await card.getByRole('link', { name: 'Escribirle por WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/5491123456789');
  const text = whatsapp.searchParams.get('text') ?? '';
  expect(text).toContain(`¡Hola Valentina! Te escribo de ${owner.store.name}.`);
  expect(text).toContain('• 2 x Mate de Calabaza: $20.000,00');
  expect(text).toContain('Total: $20.000,00');

  // The seller turns the avisos on in this browser, and sets the Meta Pixel, GA4 and the Conversions API token.
  const device = await pushDevice(`e2e-${unique()}`);
  await subscribeAtLocalService(page, device);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Activar avisos en este dispositivo' }).click();
  await expect(toastWith(page, 'Avisos activados en este dispositivo')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dispositivos con avisos' })).toContainText('este dispositivo');
  const pixelId = unique();
  const token = `e2e_token_${unique()}`;
  await acceptMetaToken(token);
  await page.getByLabel('Píxel de Meta (ID)').fill(pixelId);
  await page.getByLabel('Google Analytics 4 (ID de medición)').fill('G-E2E123');
  await page.getByLabel('Token de la API de conversiones de Meta').fill(token);
  await page.getByRole('button', { name: 'Guardar medición' }).click();
  await expect(toastWith(page, 'Medición guardada')).toBeVisible();

  // Another shopper accepts the notice and orders.
  const second = await shopperOn(browser);
  await second.shopper.goto(mate.path);
  const notice = second.shopper.getByRole('region', { name: 'Medición de anuncios' });
  await expect(notice).toContainText('Esta tienda usa Meta y Google Analytics para medir sus anuncios.');
  await notice.getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice).toBeHidden();
  await addToCart(second.shopper, mate.path, catalogue.storePath);
  await second.shopper.getByLabel('Nombre').fill('Martina Gómez');
  await second.shopper.getByLabel('Teléfono').fill('11 3456 7890');
  await second.shopper.getByRole('radio', { name: 'Retiro en el local' }).check();
  const message = await orderAndReadMessage(second.shopper, '$10.000,00');
  const number = /Pedido: #(\S+)/.exec(message)?.[1] ?? '';
  await expect(second.shopper.getByRole('heading', { name: `Pedido #${number}` })).toBeVisible();
  const orderId = /\/order\/([0-9a-f-]{36})/.exec(second.shopper.url())?.[1] ?? '';
  expect(orderId).not.toBe('');

  // The Purchase in the page (sent by the order's page, where the tab went): the order's value, item and id.
  const purchase = () =>
    second.shopper.evaluate(() => {
      const kept = (key: string) =>
        JSON.parse((globalThis as unknown as WithStorage).localStorage.getItem(key) ?? '[]') as unknown[][];
      return {
        meta: kept('e2e:meta').filter((call) => call[0] === 'track' && call[1] === 'Purchase'),
        ga4: kept('e2e:ga4').filter((call) => call[0] === 'event' && call[1] === 'purchase'),
      };
    });
  await expect.poll(async () => (await purchase()).meta.length).toBe(1);
  const inPage = await purchase();
  expect(inPage.meta[0]).toEqual([
    'track',
    'Purchase',
    { value: 10000, currency: 'ARS', content_ids: [itemId], content_type: 'product' },
    { eventID: orderId },
  ]);
  expect(inPage.ga4).toEqual([
    ['event', 'purchase', { value: 10000, currency: 'ARS', items: [{ item_id: itemId }], transaction_id: orderId }],
  ]);
  expect(second.requests.some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);

  // The Conversions API: one Purchase with the same event id, value and item.
  await expect.poll(async () => (await metaEvents(pixelId)).length, { timeout: 15_000 }).toBe(1);
  const [server] = await metaEvents(pixelId);
  expect(server).toMatchObject({
    event_name: 'Purchase',
    event_id: orderId,
    action_source: 'website',
    custom_data: { currency: 'ARS', value: 10000, content_ids: [itemId], num_items: 1 },
  });

  // The seller's device received the push, signed with the platform's key and readable only with its keys.
  await expect.poll(async () => (await pushMessages(device.endpoint.split('/').at(-1) ?? '')).length).toBe(1);
  const [push] = await pushMessages(device.endpoint.split('/').at(-1) ?? '');
  expect(JSON.parse(push?.text ?? '{}')).toMatchObject({
    title: 'Nuevo pedido de Martina Gómez · $10.000,00',
    body: 'Toca para ver el pedido.',
    url: `/admin/orders/${orderId}`,
  });
  const { publicKey } = await callApi(page.request, pushRoutes.key, {});
  expect(push?.vapid.k).toBe(publicKey);
  expect(push?.vapid.aud).toBe(new URL(device.endpoint).origin);
  await second.context.close();
});
