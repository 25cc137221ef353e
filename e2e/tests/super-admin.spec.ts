import { type Browser, type Page } from '@playwright/test';
import { signIn, signInAsSuperAdmin, unique } from '../support/accounts';
import { AXE_PHONE, scan } from '../support/axe';
import { BASE_URL, SHOP_DOMAIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { FITS, phonePage, reflow } from '../support/reflow';
import { newOwner } from '../support/shop';
import { toastWith } from '../support/toast';

/** An owner with a freshly created store, in a browser context of their own (the test's page is the super admin's). */
async function ownerElsewhere(browser: Browser) {
  const context = await browser.newContext();
  const { email, store } = await newOwner(await context.newPage(), { name: `Vidrio Bazar ${unique()}` });
  await context.close();
  return { email, name: store.name, slug: store.slug };
}

function storeRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('the super admin finds a new store, deactivates it and activates it again', async ({ browser, page }) => {
  const owner = await ownerElsewhere(browser);
  await signInAsSuperAdmin(page);

  await expect(page.getByRole('heading', { name: 'Total de Tiendas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ventas Totales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedidos Totales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Propietarios Únicos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ventas por día' }).getByRole('listitem')).toHaveCount(30);

  await page.getByLabel('Buscar tiendas').fill(owner.email);
  const row = storeRow(page, owner.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`/${owner.slug}`);
  await expect(row).toContainText(owner.email);
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Ver Tienda/ })).toHaveAttribute(
    'href',
    `http://${owner.slug}.${SHOP_DOMAIN}/`,
  );
  await expect(row.getByRole('link', { name: /Ver Tienda/ })).toHaveAttribute('target', '_blank');

  const toggle = row.getByRole('switch', { name: `Tienda ${owner.name} activa` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toastWith(page, 'Tienda desactivada correctamente.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(row.getByText('Inactiva', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/public/stores/${owner.slug}`)).status()).toBe(404);

  const shopper = await browser.newPage();
  await shopper.goto(`/store/${owner.slug}`);
  await expect(shopper.getByRole('heading', { name: 'Tienda no encontrada' })).toBeVisible();

  await toggle.click();
  await expect(toastWith(page, 'Tienda activada correctamente.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/public/stores/${owner.slug}`)).status()).toBe(200);
  await shopper.reload();
  await expect(shopper.getByRole('banner').getByText(owner.name)).toBeVisible();
  await shopper.close();

  await page.getByLabel('Buscar tiendas').fill('no-existe-ninguna-tienda-asi');
  await expect(page.getByText('Ninguna tienda coincide con la búsqueda.')).toBeVisible();
});

test('the super admin creates a client, who signs in with the credentials shown', async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  await signInAsSuperAdmin(page);
  await page.getByRole('link', { name: 'Crear Cliente' }).click();
  await expect(page).toHaveURL(/\/super-admin\/clients$/);

  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  for (const message of [
    'Nombre es requerido',
    'Apellido es requerido',
    'Email es requerido',
    'Nombre de tienda es requerido',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email del cliente *').fill('sin-arroba');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page.getByText('Email no válido', { exact: true })).toBeVisible();

  const id = unique();
  const email = `cliente${id}@example.com`;
  const storeName = `Almacén Lucía ${id}`;
  await page.getByLabel('Nombre *', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido *').fill('Gómez');
  await page.getByLabel('Email del cliente *').fill(email);
  await page.getByLabel('WhatsApp del cliente').fill('+54 9 11 5555 4444');
  await page.getByLabel('Nombre de la tienda *').fill(storeName);
  await page.getByLabel('Descripción de la tienda').fill('Almacén de barrio');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();

  await expect(page.getByRole('heading', { name: 'Cuenta creada exitosamente' })).toBeVisible();
  await expect(page.getByText(`http://almacen-lucia-${id}.${SHOP_DOMAIN}/`, { exact: true })).toBeVisible();
  await expect(page.getByText(`almacen-lucia-${id}`, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const password = page.locator('[data-credential="contraseña"]');
  await expect(password).toHaveText(/^•+$/);
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(password).toHaveText(/^[A-Za-z0-9]{12}$/);
  const shownPassword = (await password.textContent()) ?? '';

  await page.getByRole('button', { name: 'Copiar Mensaje' }).click();
  await expect(toastWith(page, 'Copiado')).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toContain(shownPassword);
  expect(copied).toContain(`http://almacen-lucia-${id}.${SHOP_DOMAIN}/`);
  const whatsapp = page.getByRole('link', { name: 'Enviar WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5491155554444\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Notas importantes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver Tienda' })).toHaveAttribute(
    'href',
    `http://almacen-lucia-${id}.${SHOP_DOMAIN}/`,
  );

  // The same e-mail again is refused under its field.
  await page.getByRole('button', { name: 'Crear otra cuenta' }).click();
  await expect(page.getByLabel('Email del cliente *')).toHaveValue('');
  await page.getByLabel('Nombre *', { exact: true }).fill('Otra');
  await page.getByLabel('Apellido *').fill('Persona');
  await page.getByLabel('Email del cliente *').fill(email);
  await page.getByLabel('Nombre de la tienda *').fill(`Otra Tienda ${id}`);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(toastWith(page, 'Error al crear cuenta')).toBeVisible();
  await expect(page.locator('#client-email-error')).toHaveText('Ya existe una cuenta con este email.');

  // The client signs in with what the super admin was shown.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, email, shownPassword);
  await expect(client).toHaveURL(/\/admin$/);
  await expect(client.getByRole('heading', { name: storeName })).toBeVisible();
  await clientContext.close();
});

test('the super admin opens the background jobs by state', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.getByRole('link', { name: 'Trabajos' }).click();
  await expect(page).toHaveURL(/\/super-admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Trabajos en segundo plano' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Estado de los trabajos' });
  await expect(tabs.getByRole('tab', { name: /^Pendientes \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  // The e-mails this run sent (sign-ups, orders) worked at the first try: none is dead.
  await tabs.getByRole('tab', { name: /^Muertos/ }).click();
  await expect(page).toHaveURL(/vista=dead/);
  await expect(tabs.getByRole('tab', { name: 'Muertos (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No hay trabajos en esta vista.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
});

test("the super admin's panel and background jobs fit a 320 CSS px phone", async ({ browser }) => {
  const page = await phonePage(browser);
  await signInAsSuperAdmin(page);
  expect(await reflow(page), 'the panel').toEqual(FITS);
  await page.getByRole('link', { name: 'Trabajos' }).click();
  // On a phone each job is a card; every kind of job has its name in Spanish.
  await expect(page.getByRole('list', { name: 'Trabajos' }).getByText('Limpieza: reservas vencidas')).toBeVisible();
  expect(await reflow(page), 'the jobs').toEqual(FITS);
});

// axe-core on the super admin's screens at phone size, every impact (docs/product/storefront.md, "Accesibilidad").
test('super admin screens: panel, new client, jobs', async ({ page }) => {
  await page.setViewportSize(AXE_PHONE);
  await signInAsSuperAdmin(page);
  await scan(page, '/super-admin', 'Total de Tiendas', 'super admin panel');
  await scan(page, '/super-admin/clients', 'Crear Cliente', 'create a client');
  await scan(page, '/super-admin/jobs', 'Trabajos en segundo plano', 'jobs');
});
