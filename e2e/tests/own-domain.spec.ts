import { unique } from '../support/accounts';
import { DNS_CONTROL_URL, E2E_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toast';

/**
 * An owner puts the store on a domain of their own, on a phone
 * (docs/product/stores.md, "Dominio propio"): enters it, reads and copies the
 * DNS records, sets them at their provider (the e2e's local DNS server) and
 * verifies; the store's address becomes the domain.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Sets a name's records at the local DNS server, as the owner would at their provider. */
async function setRecords(name: string, records: { txt?: string[]; cname?: string }) {
  const response = await fetch(`${DNS_CONTROL_URL}/${encodeURIComponent(name)}`, {
    method: 'PUT',
    body: JSON.stringify(records),
  });
  expect(response.status).toBe(204);
}

test('an owner adds a domain, sees the DNS records and verifies it', async ({ page, context, owner: _owner }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const domain = `www.tienda${unique()}.com.ar`;
  await page.goto('/admin/settings');

  await page.getByRole('heading', { name: 'Dominio propio' }).scrollIntoViewIfNeeded();
  const field = page.getByLabel('Tu dominio');
  await field.fill('https://mitienda.com.ar');
  await page.getByRole('button', { name: 'Guardar dominio' }).click();
  await expect(page.getByText('Escribe solo el dominio, sin http:// ni https://.')).toBeVisible();

  await field.fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Guardar dominio' }).click();
  await expect(toastWith(page, 'Dominio guardado. Ahora crea los registros DNS.')).toBeVisible();
  await expect(page.getByTestId('own-domain-name')).toHaveText(domain);
  await expect(page.getByText('Sin verificar')).toBeVisible();

  const cname = page.getByTestId('own-domain-cname');
  const txt = page.getByTestId('own-domain-txt');
  await expect(cname).toContainText('tiendas.localhost');
  await expect(txt).toContainText(`_vidriera.${domain}`);
  const token = (await txt.locator('code').nth(1).textContent()) ?? '';
  expect(token).toMatch(/^vidriera-verify=[0-9a-f]{32}$/);
  await txt.getByRole('button', { name: 'Copiar valor del registro TXT' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // Verifying before the records exist says what is missing.
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Todavía no encontramos el registro TXT' })).toBeVisible();

  await setRecords(`_vidriera.${domain}`, { txt: [token] });
  await setRecords(domain, { cname: 'tiendas.localhost' });
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Dominio verificado. Tu tienda ya responde en él.')).toBeVisible();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible();

  // The store's address is now the domain, and the domain is allowed a certificate.
  await expect(page.getByTestId('settings-url')).toHaveText(`http://${domain}:${E2E_PORT}/`);
  expect((await page.request.get(`/api/domains/allowed?domain=${domain}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Quitar dominio' }).click();
  await expect(toastWith(page, 'Quitaste el dominio. Tu tienda vuelve a su dirección de Vidriera.')).toBeVisible();
  await expect(page.getByLabel('Tu dominio')).toBeVisible();
  expect((await page.request.get(`/api/domains/allowed?domain=${domain}`)).status()).toBe(404);
});
