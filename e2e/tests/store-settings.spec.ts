import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/send';

/*
 * The settings screen as one form (docs/product/stores.md, "One save for the
 * settings screen"), at phone size: a wrong setting in "Entregas" is named in
 * its card, and leaving with edits not saved asks first.
 */

test.use({ viewport: PHONE });

test('a wrong zone is named in its card and nothing is saved; leaving with edits not saved asks first', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/admin/settings');
  await page.getByLabel('Descripción').fill('Lo nuevo');
  await page.locator('#zone-0-postal').fill('16000');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    page.getByText('Zona 1: Escribe códigos postales de 4 dígitos o rangos como 1000-1499'),
  ).toBeInViewport();

  await page.getByRole('link', { name: 'Volver al panel' }).click();
  const ask = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await expect(ask).toContainText('Tienes cambios sin guardar en la configuración de tu tienda.');
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByLabel('Descripción')).toHaveValue('Lo nuevo');

  await page.getByRole('link', { name: 'Cancelar' }).click();
  await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const saved = (await (await page.request.get('/api/stores/mine')).json()) as {
    store: { description: string; delivery: { shipping: { zones: { postalCodes: string[] }[] } } };
  };
  expect(saved.store.description).toBe('');
  expect(saved.store.delivery.shipping.zones[0]?.postalCodes).toEqual([]);

  // Nothing typed: the panel opens at once.
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
