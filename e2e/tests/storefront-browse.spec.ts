import { expect, test } from '../support/fixtures';
import { BASE_URL, E2E_PORT } from '../support/env';
import { productSlug, STORE } from '../support/demo-store';

// The shopper browses the demo store (support/demo-store.ts): its catalogue, a product's pictures, its menu, its addresses.

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

  // On a wide screen the filters are a column of links beside the products (storefront-filters.spec.ts has the phone's sheet).
  const filters = page.getByRole('navigation', { name: 'Filtros' });
  await filters
    .getByRole('group', { name: 'Categoría' })
    .getByRole('link', { name: /^Accesorios 3 productos$/ })
    .click();
  await expect(page).toHaveURL(/category=/);
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Gorra Trucker' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Remera Básica de Algodón' })).toHaveCount(0);

  await filters.getByRole('link', { name: 'Todas las categorías' }).click();
  await expect(cards).toHaveCount(9);

  await page.getByRole('link', { name: 'Jean Mom Fit' }).click();
  await expect(page).toHaveURL(/\/store\/demo\/product\/jean-mom-fit-[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jean Mom Fit' })).toBeVisible();
  await expect(page).toHaveTitle('Jean Mom Fit - Tienda Demo');
  await expect(page.getByText('Compra segura')).toBeVisible();
  await expect(page.getByText('Coordina tu entrega por WhatsApp')).toBeVisible();
  await expect(page.getByText('Productos de calidad')).toBeVisible();
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
