import { type Locator, type Page } from '@playwright/test';
import { type PublicStore } from '@vidriera/core';
import { unique } from '../support/accounts';
import { BASE_URL, E2E_PORT, SHOP_DOMAIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { pngImage } from '../support/images';
import { toastWith } from '../support/toast';

/** The store as its public page reads it (null while it is not public). */
async function publicStore(page: Page, slug: string) {
  const response = await page.request.get(`/api/public/stores/${slug}`);
  return { status: response.status(), body: response.ok() ? ((await response.json()) as PublicStore) : null };
}

test('an owner creates a store, configures it, uploads a logo and the storefront shows it', async ({
  page,
  account: _account,
}) => {
  const id = unique();
  const name = `Tienda Prueba ${id}`;
  const slug = `tienda-prueba-${id}`;

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Crear Mi Tienda' }).click();
  await expect(page).toHaveURL(/\/admin\/store-setup$/);
  await expect(page.getByRole('heading', { name: 'Configurar Mi Tienda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vamos a crear tu tienda' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Crear Tienda' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Nombre de la tienda *').fill('   ');
  await expect(submit).toBeDisabled();

  await page.getByLabel('Nombre de la tienda *').fill(name);
  await expect(page.getByTestId('store-url-preview')).toHaveText(`${BASE_URL}/store/${slug}`);
  await expect(page.getByText('Nombre disponible')).toBeVisible();
  await page.getByLabel('Descripción').fill('Ropa y accesorios hechos a mano');
  await page.getByLabel('WhatsApp').fill('11 2345 6789');
  await page.getByLabel('CBU/Alias').fill('prueba.tienda.mp');
  await submit.click();

  await expect(toastWith(page, '¡Tienda creada!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Panel de Control')).toBeVisible();

  // Setup again: the owner already has a store, so back to the dashboard.
  await page.goto('/admin/store-setup');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByLabel('Nombre de la tienda *')).toHaveValue(name);
  await expect(page.getByTestId('settings-url')).toHaveText(`http://${slug}.${SHOP_DOMAIN}/`);
  await expect(page.getByLabel('Número de WhatsApp')).toHaveValue('+5491123456789');

  await page.getByLabel('Nombre de la tienda *').fill('ab');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('El nombre de la tienda debe tener al menos 3 caracteres')).toBeVisible();
  await page.getByLabel('Nombre de la tienda *').fill(name);
  await page.getByLabel('Instagram').fill('@prueba_tienda');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Configuración de la tienda actualizada correctamente.')).toBeVisible();

  // Only images are accepted; a picture goes through the square crop and uploads.
  const logoInput = page.getByLabel('Logo', { exact: true });
  await logoInput.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expect(toastWith(page, 'Archivo no válido')).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(400, 300) });
  const crop = page.getByRole('dialog', { name: 'Recortar Imagen' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Recortar y Guardar' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: `Logo de ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar Logo' })).toBeVisible();

  const { body: store } = await publicStore(page, slug);
  expect(store?.instagramHandle).toBe('prueba_tienda');
  expect(store?.logoUrl).toBeTruthy();
  const logoBase = store?.logoUrl ?? '';

  // The storefront header shows the logo.
  await page.goto(`/store/${slug}`);
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  const headerLogo = page.getByRole('banner').locator(`img[src^="${logoBase}-"]`);
  await expect(headerLogo).toBeVisible();
  await expect
    .poll(() => headerLogo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  // The store's own address answers with its name as the page title (for link previews).
  const shop = await page.goto(`http://${slug}.tiendas.localhost:${E2E_PORT}/`);
  expect(await shop?.text()).toContain(`<title>${name}</title>`);
  await expect(page).toHaveTitle(name);

  // Removing the logo brings back the upload button.
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Quitar logo' }).click();
  await expect(page.getByRole('button', { name: 'Subir Logo' })).toBeVisible();
  expect((await publicStore(page, slug)).body?.logoUrl).toBeNull();
});

test('a taken store name is flagged, and settings without a store offer to create one', async ({
  page,
  account: _account,
}) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear Tienda' }).click();
  await expect(page).toHaveURL(/\/admin\/store-setup$/);

  // "Demo" gives the slug of the demo store.
  await page.getByLabel('Nombre de la tienda *').fill('Demo');
  await expect(page.getByText('Nombre no disponible')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Tienda' }).click();
  await expect(toastWith(page, 'Ya existe una tienda con este nombre. Intenta con otro.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/store-setup$/);

  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
});

test('a store name whose address would be dead (www, only digits) is refused while typing and on saving', async ({
  page,
  account: _account,
}) => {
  await page.goto('/admin/store-setup');
  const reserved = '"www" es un nombre reservado de Vidriera y no puede ser el enlace de una tienda. Elige otro.';
  await page.getByLabel('Nombre de la tienda *').fill('WWW');
  await expect(page.getByText(reserved).first()).toBeVisible();
  await page.getByRole('button', { name: 'Crear Tienda' }).click();
  // Under the name, as well as the address line: the form checks with the server's rule before sending.
  await expect(page.getByText(reserved)).toHaveCount(2);
  await page.getByLabel('Nombre de la tienda *').fill('2024');
  await page.getByRole('button', { name: 'Crear Tienda' }).click();
  await expect(
    page
      .getByText(
        'El enlace de la tienda no puede ser solo números ("2024"). Agrega una palabra, por ejemplo "tienda-2024".',
      )
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/store-setup$/);
});

test('a session lost while saving the settings sends the owner to sign in and back to the settings', async ({
  page,
  context,
  owner,
}) => {
  const { email, password } = owner;
  await page.goto('/admin/settings');
  await page.getByLabel('Descripción').fill('Ropa de temporada');
  await page.locator('#free-above').fill('50.000');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fsettings$/);
  await expect(page.getByText('Tu sesión terminó')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // What was typed before the session ended is back, ready to save (as in the product forms).
  await expect(toastWith(page, 'Revisa los datos y guarda los cambios.')).toBeVisible();
  await expect(page.getByLabel('Descripción')).toHaveValue('Ropa de temporada');
  await expect(page.locator('#free-above')).toHaveValue('50.000');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toastWith(page, 'Configuración de la tienda actualizada correctamente.')).toBeVisible();
});

test.describe('on a phone', () => {
  // A name long enough to wrap on a phone.
  test.use({
    viewport: { width: 390, height: 844 },
    shop: { name: `Almacén de Ramos Generales ${unique()}`.slice(0, 50) },
  });

  /** Whether an element shows all of its text: nothing clipped sideways, and inside the screen. */
  const showsWhole = (locator: Locator) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
    });

  test('settings save every card with one button, show the whole address with a copy button, and the dashboard the whole name', async ({
    page,
    context,
    owner,
  }) => {
    const { name, slug } = owner.store;

    await page.goto('/admin');
    const heading = page.getByRole('heading', { level: 1, name });
    await expect(heading).toBeVisible();
    expect(await showsWhole(heading)).toBe(true);

    await page.goto('/admin/settings');
    const address = page.getByTestId('settings-url');
    await expect(address).toHaveText(`http://${slug}.${SHOP_DOMAIN}/`);
    expect(await showsWhole(address)).toBe(true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar dirección', exact: true }).click();
    await expect(toastWith(page, 'Dirección de tu tienda en el portapapeles.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://${slug}.${SHOP_DOMAIN}/`);

    // The empty discount's placeholder fits its input.
    const discount = page.getByLabel('Descuento por transferencia (%)');
    const fits = await discount.evaluate((input) => {
      const el = input as HTMLInputElement;
      const style = getComputedStyle(el);
      const context2d = document.createElement('canvas').getContext('2d');
      if (!context2d) return false;
      context2d.font = `${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // the number spinner
      return context2d.measureText(el.placeholder).width <= room;
    });
    expect(fits).toBe(true);

    // One save for the whole screen: the description and "Cobros y stock" together.
    await expect(page.getByRole('button', { name: 'Guardar cobros' })).toHaveCount(0);
    await page.getByLabel('Descripción').fill('Todo suelto');
    await page.getByLabel('Titular de la cuenta').fill('Rosa Ramos');
    await discount.fill('15');
    await page.getByLabel('Avisarme cuando queden (unidades)').fill('4');
    // "Entregas" too: a pickup point, with the same button.
    await expect(page.getByRole('button', { name: 'Guardar entregas' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Retiro en el local' }).check();
    await page.getByRole('button', { name: 'Agregar punto de retiro' }).click();
    await page.locator('#point-0-address').fill('Av. Rivadavia 5000, CABA');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(toastWith(page, 'Configuración de la tienda actualizada correctamente.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Descripción')).toHaveValue('Todo suelto');
    await expect(page.getByLabel('Titular de la cuenta')).toHaveValue('Rosa Ramos');
    await expect(page.getByLabel('Descuento por transferencia (%)')).toHaveValue('15');
    await expect(page.getByLabel('Avisarme cuando queden (unidades)')).toHaveValue('4');
    await expect(page.locator('#point-0-address')).toHaveValue('Av. Rivadavia 5000, CABA');
    // The screen's header shows the whole name too.
    const subtitle = page.getByRole('banner').getByText(name);
    await expect(subtitle).toBeVisible();
    expect(await showsWhole(subtitle)).toBe(true);
  });
});
