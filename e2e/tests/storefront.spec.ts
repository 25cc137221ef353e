import { type BrowserContext, type Page } from '@playwright/test';
import { publicRoutes } from '@vidriera/core';
import { cartStorageKey } from '../../apps/web/src/features/storefront/lib/cart-key';
import { callApi } from '../support/api';
import { numbered } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { BASE_URL, E2E_PORT } from '../support/env';
import { toastWith } from '../support/toast';
import { fillShippingAddress } from '../support/delivery';
import { chooseValue } from '../support/select';

/*
 * The shopper's side on the demo store (slug "demo", WhatsApp configured, 9 products).
 * Orders reserve demo stock, so each one takes a single unit of a variant that has plenty.
 */
const STORE = '/store/demo';
const CART_KEY = cartStorageKey('demo');

/** wa.me is outside the test world: answer it locally and hand back the URL the app opened. */
async function interceptWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

async function confirmAndCatchWhatsapp(page: Page): Promise<string> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirmar y Contactar Vendedor' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = decodeURIComponent(popup.url());
  await popup.close();
  return url;
}

/** The page's local storage (the e2e project has no DOM types). */
type WithStorage = { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } };
const readStored = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as WithStorage).localStorage.getItem(k), key);
const store = (page: Page, key: string, value: string) =>
  page.evaluate(([k, v]) => (globalThis as unknown as WithStorage).localStorage.setItem(k as string, v as string), [
    key,
    value,
  ] as const);

/** A cart line as the browser keeps it, for a variant the store does not sell (ids of nothing). */
const storedCartLine = (name: string, price: number, quantity: number) => ({
  product_id: '00000000-0000-4000-8000-000000000001',
  variant_id: '00000000-0000-4000-8000-000000000002',
  name,
  price,
  quantity,
  image: null,
  attributes: [],
});

async function productSlug(page: Page, name: string): Promise<string> {
  const { items } = await callApi(page.request, publicRoutes.products, { params: { slug: 'demo' } });
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`No está ${name} en la demo`);
  return item.slug;
}

test('browse the catalogue, filter by category and open a product', async ({ page }) => {
  await page.goto(STORE);
  await expect(page).toHaveTitle('Tienda Demo');
  await expect(page.getByRole('banner').getByText('Tienda Demo')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portada de Tienda Demo' })).toBeVisible();

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  // 12 a page: the demo's 9 products fit on one, so there is no pagination.
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
  const remera = cards.filter({ hasText: 'Remera Básica de Algodón' });
  await expect(remera.getByText(/^\d+ disponibles$/)).toBeVisible();
  await expect(remera.getByText('12 variantes')).toBeVisible();
  await expect(remera.getByText('$12.500,00')).toBeVisible();
  const buzo = cards.filter({ hasText: 'Buzo Canguro de Frisa' });
  await expect(buzo.getByText('Desde $32.000,00')).toBeVisible();
  await expect(buzo.getByText('Hasta $34.000,00')).toBeVisible();

  await page.getByLabel('Categoría').selectOption({ label: 'Accesorios' });
  await expect(page).toHaveURL(/category=/);
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Gorra Trucker' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Remera Básica de Algodón' })).toHaveCount(0);

  await page.getByLabel('Categoría').selectOption({ label: 'Todas las categorías' });
  await expect(cards).toHaveCount(9);

  await page.getByRole('link', { name: 'Jean Mom Fit' }).click();
  await expect(page).toHaveURL(/\/store\/demo\/product\/jean-mom-fit-[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jean Mom Fit' })).toBeVisible();
  await expect(page).toHaveTitle('Jean Mom Fit - Tienda Demo');
  await expect(page.getByText('Compra segura')).toBeVisible();
  await expect(page.getByText('Coordina tu entrega por WhatsApp')).toBeVisible();
  await expect(page.getByText('Productos de calidad')).toBeVisible();
});

test('choose a variant, add it to the cart, change the quantity and order by WhatsApp', async ({ page, context }) => {
  await interceptWhatsapp(context);
  await page.goto(`${STORE}/product/${await productSlug(page, 'Remera Básica de Algodón')}`);

  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(page, 'Selección incompleta')).toBeVisible();
  await expect(toastWith(page, 'Por favor, selecciona todas las opciones del producto.')).toBeVisible();

  await chooseValue(page, 'Color', 'Negro');
  await chooseValue(page, 'Talle', 'M');
  await expect(page.getByText('SKU: ')).toBeVisible();
  await expect(page.getByText(/unidades disponibles/)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al Carrito' }).click();
  await expect(toastWith(page, '1 Remera Básica de Algodón agregado al carrito.')).toBeVisible();

  const cartLink = page.getByRole('banner').getByRole('link', { name: /Carrito/ });
  await expect(cartLink).toContainText('1');
  await cartLink.click();
  await expect(page).toHaveURL(/\/store\/demo\/cart$/);
  await expect(page.getByRole('heading', { name: 'Remera Básica de Algodón' })).toBeVisible();
  await expect(page.getByText('Color: Negro')).toBeVisible();
  await expect(page.getByText('Talle: M')).toBeVisible();

  await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  await expect(page.getByText('Subtotal (2 productos)')).toBeVisible();
  await expect(page.getByText('$25.000,00').first()).toBeVisible();
  await expect(cartLink).toContainText('2');
  await page.getByRole('button', { name: 'Disminuir cantidad' }).click();
  await expect(page.getByText('Subtotal (1 producto)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();

  await page.getByLabel('Nombre').fill('A');
  await page.getByLabel('Teléfono').fill('12345678');
  await page.getByLabel('Email (opcional)').fill('ana@');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('El teléfono debe tener al menos 10 dígitos')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();

  await page.getByLabel('Nombre').fill('Ana Pérez');
  await page.getByLabel('Teléfono').fill('11 2345 6789');
  await fillShippingAddress(page);
  await page.getByLabel('Email (opcional)').fill('');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Pedido' });
  await expect(dialog.getByText('Remera Básica de Algodón')).toBeVisible();
  await expect(dialog.getByText('1 x $12.500,00')).toBeVisible();
  await expect(dialog.getByText('Ana Pérez')).toBeVisible();

  const whatsapp = await confirmAndCatchWhatsapp(page);
  expect(whatsapp).toContain('https://wa.me/5491123456789?text=');
  expect(whatsapp).toContain('Remera Básica de Algodón (Color: Negro, Talle: M)');
  expect(whatsapp).toContain('Total: $12.500,00');
  expect(whatsapp).toContain('Cliente: Ana Pérez');

  await expect(toastWith(page, '¡Pedido enviado!')).toBeVisible();
  // The shopper lands on their order's page (docs/product/orders.md).
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${STORE}/order/[0-9a-f-]{36}\\?token=`));
  await expect(page.getByRole('heading', { name: /^Pedido #/ })).toBeVisible();
  await expect(cartLink).toHaveText('Carrito');
  expect(await readStored(page, CART_KEY)).toBeNull();
  await page.goto(`${STORE}/cart`);
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a la Tienda' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${STORE}`);
});

test('order one product straight from its page', async ({ page, context }) => {
  await interceptWhatsapp(context);
  await page.goto(`${STORE}/product/${await productSlug(page, 'Tote Bag de Lona')}`);
  await chooseValue(page, 'Color', 'Beige');
  await page.getByLabel('Nombre').fill('Luis');
  await page.getByLabel('Teléfono').fill('1234');
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByText('Ingresa un número de teléfono válido')).toBeVisible();

  await page.getByLabel('Teléfono').fill('1234 5678');
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar Pedido' })).toBeVisible();
  const whatsapp = await confirmAndCatchWhatsapp(page);
  expect(whatsapp).toContain('Tote Bag de Lona (Color: Beige)');
  expect(whatsapp).toContain('Total: $7.500,00');
  await expect(toastWith(page, '¡Pedido enviado!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${STORE}/order/[0-9a-f-]{36}\\?token=`));
});

test("a product's pictures turn in a carousel", async ({ page }) => {
  await page.goto(`${STORE}/product/${await productSlug(page, 'Gorra Trucker')}`);
  const pictures = page.getByRole('region', { name: 'Imágenes de Gorra Trucker' });
  await expect(pictures.getByRole('button', { name: 'Ver imagen 1' })).toHaveAttribute('aria-current', 'true');
  await pictures.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(pictures.getByRole('button', { name: 'Ver imagen 2' })).toHaveAttribute('aria-current', 'true');
  await pictures.getByRole('button', { name: 'Imagen anterior' }).click();
  await pictures.getByRole('button', { name: 'Imagen anterior' }).click();
  await expect(pictures.getByRole('button', { name: 'Ver imagen 3' })).toHaveAttribute('aria-current', 'true');
  await pictures.getByRole('button', { name: 'Ver imagen 1' }).click();
  await expect(pictures.getByRole('button', { name: 'Ver imagen 1' })).toHaveAttribute('aria-current', 'true');
});

test('a variant without stock offers to ask the seller', async ({ page }) => {
  await page.goto(`${STORE}/product/${await productSlug(page, 'Gorra Trucker')}`);
  await chooseValue(page, 'Color', 'Azul (sin stock)');
  await expect(page.getByText('Variante sin stock')).toBeVisible();
  const ask = page.getByRole('link', { name: 'Consultar Disponibilidad' });
  await expect(ask).toHaveAttribute('href', /^https:\/\/wa\.me\/5491123456789\?text=.*Gorra%20Trucker/);
  await expect(ask).toHaveAttribute('target', '_blank');
});

test('the cart blocks lines no longer for sale and survives a broken stored cart', async ({ page }) => {
  await page.goto(STORE);
  // Once the store has rendered its cart has been read: the broken one is only met on the next page.
  await expect(page.getByRole('banner').getByText('Tienda Demo')).toBeVisible();
  await store(page, CART_KEY, '{roto');
  const parseError = page.waitForEvent('console', (message) =>
    message.text().includes('Failed to parse cart from localStorage'),
  );
  await page.goto(`${STORE}/cart`);
  await parseError;
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  // An empty cart shows no summary nor order form.
  await expect(page.getByText('Resumen del Pedido')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeHidden();

  await store(page, CART_KEY, JSON.stringify([storedCartLine('Producto discontinuado', 1000, 1)]));
  await page.reload();
  await expect(page.getByText('Ya no está disponible')).toBeVisible();
  await expect(page.getByText('Subtotal (1 producto)')).toBeVisible();
  // The order form's code waits for the shopper's first touch: a tap on its button then says why nothing is sent.
  // The pointer reaching the button already wakes the form, which may turn the button off before the press lands
  // (the press then meets the form: CI saw it), so the tap is made wherever the button is, usable or not.
  await page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }).click({ force: true });
  await expect(
    page.getByText('Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeDisabled();
  await page.getByRole('button', { name: 'Eliminar Producto discontinuado' }).click();
  await expect(toastWith(page, 'El producto ha sido eliminado del carrito.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Realizar Pedido por WhatsApp' })).toBeHidden();
});

test('on a phone the side menu offers contact channels and the cart', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${STORE}`);
  await expect(page.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Contactar' }).click();
  const contact = page.getByRole('dialog', { name: 'Contactar' });
  await expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/5491123456789');
  await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/vidriera.demo',
  );
  await expect(contact.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await context.close();
});

test('a WhatsApp link preview gets the product and store in the first HTML', async ({ page, request }) => {
  const slug = await productSlug(page, 'Remera Básica de Algodón');
  const response = await request.get(`${STORE}/product/${slug}`, { headers: { 'user-agent': 'WhatsApp/2' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Remera Básica de Algodón - Tienda Demo</title>');
  expect(html).toContain('og:title');
});

test('the store answers on its own subdomain', async ({ page }) => {
  const host = `http://demo.tiendas.localhost:${E2E_PORT}`;
  await page.goto(`${host}/`);
  await expect(page.getByRole('banner').getByText('Tienda Demo')).toBeVisible();
  await page.getByRole('link', { name: 'Medias Pack x3' }).click();
  await expect(page).toHaveURL(new RegExp(`^${host}/product/medias-pack-x3-`));
  await expect(page.getByRole('heading', { level: 1, name: 'Medias Pack x3' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Carrito/ })
    .click();
  await expect(page).toHaveURL(`${host}/cart`);
  await page.goto(`${host}/admin`);
  await expect(page).toHaveURL(`${host}/`);
});

test('an unknown store says so', async ({ page }) => {
  const response = await page.goto('/store/no-existe-esta-tienda');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();
  await expect(page.getByText('La tienda que buscas no existe o no está disponible en este momento.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver atrás' })).toHaveAttribute('href', `${BASE_URL}/`);
});

/**
 * The contrast of an element's text with its own background (WCAG), the
 * background laid over white and over black, whichever is worse: a badge
 * over a product picture must be readable whatever the picture is. Written
 * as page code: the e2e project has no DOM types.
 */
const contrastOf = new Function(
  'element',
  `
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const rgba = (color, under) => {
    context.fillStyle = under;
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
  };
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(element);
  return Math.min(...['#fff', '#000'].map((under) => {
    const background = rgba(style.backgroundColor, under);
    const text = luminance(rgba(style.color, 'rgb(' + background.join(',') + ')'));
    const back = luminance(background);
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  }));`,
) as (element: unknown) => number;

test.describe('a store of its own: a product sold out, one with one unit, one with five', () => {
  test.use({ products: numbered(3, (i) => [0, 1, 5][i - 1] ?? 5) });

  test('stock badges on product cards are readable on phone and desktop, in the singular for one unit', async ({
    page,
    catalogue,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(catalogue.storePath);
      const badge = (name: string, text: string) =>
        page.getByRole('article').filter({ hasText: name }).getByText(text, { exact: true });
      for (const [name, text] of [
        ['Producto 1', 'No disponible'],
        ['Producto 2', '1 disponible'],
        ['Producto 3', '5 disponibles'],
      ] as const) {
        await expect(badge(name, text)).toBeVisible();
        const contrast = await badge(name, text).evaluate(contrastOf);
        expect(contrast, `${text} at ${viewport.width}px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('on a phone the floating cart never covers the quantity\'s "+", even with the row at the bottom of the screen', async ({
    page,
    catalogue,
  }) => {
    for (const width of [360, 480, 600]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(catalogue.product('Producto 3').path);
      await expect(page.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
      const plus = page.getByRole('button', { name: 'Aumentar cantidad' });
      // The row scrolled to the screen's lower edge, where the floating button sits; a tap in the middle of "+" must land on it.
      const hit = await plus.evaluate((button) => {
        const box = button.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 8);
        const now = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2));
      });
      expect(hit, `"+" at ${width}px`).toBe(true);
    }
  });
});

test.describe('a store of its own: two products without pictures', () => {
  test.use({ products: numbered(2) });

  test("on a phone a product without a picture keeps the card's size: a square placeholder as wide as its column", async ({
    page,
    catalogue,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(catalogue.storePath);
    const sizes = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .evaluateAll((items) =>
        items.map((item) => {
          const article = item.querySelector('article')?.getBoundingClientRect();
          const placeholder = item.querySelector('article > div > div')?.getBoundingClientRect();
          return {
            column: item.getBoundingClientRect().width,
            card: article?.width ?? 0,
            placeholder: [placeholder?.width ?? 0, placeholder?.height ?? 0],
          };
        }),
      );
    expect(sizes).toHaveLength(2);
    for (const { column, card, placeholder } of sizes) {
      expect(column).toBeGreaterThan(150);
      expect(card).toBeCloseTo(column, 0);
      // Inside the card's 1 px border.
      expect(placeholder[0]).toBeGreaterThanOrEqual(column - 2);
      expect(placeholder[1]).toBeCloseTo(placeholder[0] ?? 0, 0);
    }
  });
});

test('an unknown product answers 404 and says so, with a way back to the store', async ({ page }) => {
  const response = await page.goto(`${STORE}/product/nada-00000000`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
  // Nothing takes the shopper elsewhere: the page she opened stays, with its way back.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(`${BASE_URL}${STORE}/product/nada-00000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Producto no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(`${BASE_URL}${STORE}`);
  await expect(page.getByRole('link', { name: /Remera/ }).first()).toBeVisible();
});

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
  expect(html).toContain('data-category-filter="all"');

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

  // The category filter is a form: pick, then "Filtrar".
  await page.getByLabel('Categoría').selectOption({ label: 'Accesorios' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
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
