import { numbered } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { CART_KEY, store, STORE, storedCartLine } from '../support/demo-store';

// Store pages as the server sends them: complete, with only their islands coming alive, and usable without JavaScript.

test('a store page arrives complete, and only its islands come alive: no API call, no client router', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  const response = await page.goto(STORE);
  const html = (await response?.text()) ?? '';

  // The first HTML is the store itself: products, prices and links, with its interactive parts marked as islands.
  expect(html).toContain('Medias Pack x3');
  expect(html).toContain('$4.900,00');
  expect(html).toMatch(new RegExp(`href="${STORE}/product/medias-pack-x3-[0-9a-f-]+"`));
  expect(html).toContain('data-island="storefront/header-actions"');
  // The filters are links in the page, no island (storefront-filters.spec.ts).
  expect(html).toMatch(new RegExp(`href="${STORE}\\?category=[0-9a-f-]+"`));

  // The header is ready to be touched (the page's script enables its buttons) with no code of its own, and without asking the API.
  const contact = page.getByRole('banner').getByRole('button', { name: 'Contactar' });
  await expect(contact).toBeEnabled();
  expect(requested.filter((r) => r.startsWith('/api/'))).toEqual([]);
  const files = requested.filter((r) => r.startsWith('/assets/') || r.startsWith('/uploads/'));
  expect(
    files.some((r) => r.includes('header-actions')),
    "the header's island waits for the shopper",
  ).toBe(false);
  expect(
    files.some((r) => r.includes('product-purchase')),
    'a product page island is not on the index',
  ).toBe(false);
  expect(
    files.some((r) => r.includes('islands-common')),
    'no island runs on the index until the shopper reaches for one',
  ).toBe(false);
  expect(new Set(files).size, 'each code file and picture is fetched once').toBe(files.length);

  // Its code comes when the shopper reaches for it, and the first tap is not lost.
  await contact.click();
  await expect(page.getByRole('dialog', { name: 'Contactar' })).toBeVisible();
  expect(requested.some((r) => r.includes('header-actions'))).toBe(true);
  await page.keyboard.press('Escape');

  // Links are links: a product is a page of its own, rendered by the server.
  await page.getByRole('link', { name: 'Medias Pack x3' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medias Pack x3' })).toBeVisible();
  expect(requested.filter((r) => r.startsWith('/store/'))).toEqual([
    STORE,
    expect.stringMatching(/^\/store\/demo\/product\/medias-pack-x3-/),
  ]);
});

test('a cart kept from an earlier visit shows on a store page the server rendered', async ({ page }) => {
  await page.goto(STORE);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Contactar' })).toBeEnabled();
  await store(page, CART_KEY, JSON.stringify([storedCartLine('Medias Pack x3', 490000, 2)]));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload();
  // The server sends the page with an empty cart; the page's script paints the stored count, with no island's code.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito 2 productos' })).toBeVisible();
  expect(requested.some((r) => r.includes('header-actions'))).toBe(false);
});

test('without JavaScript a shopper browses the store: prices, categories, products', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(STORE);
  await expect(page.getByRole('banner').getByText('Tienda Demo')).toBeVisible();
  // A control that needs the app's code cannot be tapped in vain.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Contactar' })).toBeDisabled();
  await expect(page.getByRole('article')).toHaveCount(9);

  // The category filter is a link.
  await page
    .getByRole('navigation', { name: 'Filtros' })
    .getByRole('link', { name: /^Accesorios 3 productos$/ })
    .click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: 'Medias Pack x3' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medias Pack x3' })).toBeVisible();
  await expect(page.getByText('$4.900,00').first()).toBeVisible();
  await expect(page.getByText('20 unidades disponibles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar al Carrito' })).toBeDisabled();
  await context.close();
});

test.describe('a store of its own: thirteen products, two pages', () => {
  test.use({ products: numbered(13) });

  test('without JavaScript a long catalogue pages through plain links, labelled on a phone too', async ({
    browser,
    catalogue,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const shopper = await context.newPage();
    await shopper.goto(`${BASE_URL}${catalogue.storePath}`);
    await expect(shopper.getByRole('article')).toHaveCount(12);
    // "Siguiente" keeps its name and shows it: a phone's shopper reads the word, not only an arrow.
    const next = shopper.getByRole('link', { name: 'Siguiente' });
    await expect(next).toBeVisible();
    expect((await next.getByText('Siguiente').boundingBox())?.width ?? 0).toBeGreaterThan(30);
    await shopper.getByRole('link', { name: 'Página 2' }).click();
    await expect(shopper).toHaveURL(new RegExp(`${catalogue.storePath}\\?page=2$`));
    await expect(shopper.getByRole('article')).toHaveCount(1);
    await expect(shopper.getByRole('article')).toContainText('Producto 1');
    const previous = shopper.getByRole('link', { name: 'Anterior' });
    expect((await previous.getByText('Anterior').boundingBox())?.width ?? 0).toBeGreaterThan(30);
    await previous.click();
    await expect(shopper.getByRole('article')).toHaveCount(12);
    await context.close();
  });
});

test.describe('the hydration check every store page runs under test', () => {
  // The point is to provoke what the guard of every other test forbids.
  test.use({ expectContentSecurityPolicyViolations: true });

  test('reports an island whose first render differs from the HTML the server sent', async ({ page }) => {
    await page.route(`${BASE_URL}${STORE}`, async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: html.replace('</svg>Contactar</button>', '</svg>Contáctanos</button>'),
      });
    });
    const reported = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes('no coincide con el HTML del servidor'),
    );
    await page.goto(STORE);
    // The header's island is taken over on use.
    await page.getByRole('banner').getByRole('button', { name: 'Contáctanos' }).hover();
    expect((await reported).text()).toContain('La isla storefront/header-actions no coincide');
  });
});
