import { expect, test } from '../support/fixtures';
import { SUPER_ADMIN_PASSWORD, signIn, signUp, unique } from '../support/accounts';
import { SUPER_ADMIN_EMAIL } from '../support/env';
import { saveSuperAdminKey, totpCode } from '../support/two-factor';
import { linkFromLastMail } from '../support/mailbox';
import { toastWith } from '../support/toast';

test('sign up, confirm by e-mail, reach the dashboard, sign out and back in', async ({ page }) => {
  const email = `carla${unique()}@example.com`;
  await signUp(page, email, 'clave-segura-1');

  await signIn(page, email, 'clave-segura-1');
  await expect(page.getByText(/confirmar tu email/)).toBeVisible();
  // This server has no Google sign-in configured: no button that cannot work.
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByText('O continúa con')).toHaveCount(0);

  const link = await linkFromLastMail(email, /Confirma tu cuenta/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, 'clave-segura-1');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
});

test('someone never signed in here who opens an order link is asked to sign in, not told a session ended; a form filled before the page took over still signs in', async ({
  page,
}) => {
  const email = `lucas${unique()}@example.com`;
  await signUp(page, email, 'clave-segura-2');
  await page.goto(await linkFromLastMail(email, /Confirma tu cuenta/));
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/admin/orders?view=to-confirm');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByText('Inicia sesión para continuar')).toBeVisible();
  await expect(page.getByText('Tu sesión terminó')).toHaveCount(0);

  // Values the page's code never saw change (typed or autofilled while it was starting).
  await page.evaluate(
    ({ address, password }) => {
      const set = (id: string, value: string) =>
        Object.assign(document.getElementById(id) as HTMLInputElement, { value });
      set('signin-email', address);
      set('signin-password', password);
    },
    { address: email, password: 'clave-segura-2' },
  );
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  // Signed in: this account has no store yet, so the panel shows its first step.
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
});

test('forgot password, reset through the e-mailed link, sign in with the new one', async ({ page }) => {
  const email = `olvido${unique()}@example.com`;
  await signUp(page, email, 'clave-vieja-1');
  await page.goto(await linkFromLastMail(email, /Confirma tu cuenta/));
  await expect(page.getByText('¡Bienvenido!')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();

  await page.getByText('¿Olvidaste tu contraseña?').click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
  await expect(toastWith(page, 'Enlace enviado')).toBeVisible();

  await page.goto(await linkFromLastMail(email, /Restablece tu contraseña/));
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel('Nueva contraseña').fill('clave-nueva-2');
  await page.getByLabel('Confirmar contraseña').fill('clave-nueva-3');
  await page.getByRole('button', { name: /Actualizar contraseña/i }).click();
  await expect(page.getByText('Las contraseñas no coinciden', { exact: true })).toBeVisible();
  await expect(toastWith(page, 'Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('clave-nueva-2');
  await page.getByRole('button', { name: /Actualizar contraseña/i }).click();
  await expect(toastWith(page, 'Contraseña actualizada')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await signIn(page, email, 'clave-vieja-1');
  await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
  await signIn(page, email, 'clave-nueva-2');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a super admin turns on two-factor sign-in before the panel, then signs in with the code; a store owner is turned away', async ({
  page,
}) => {
  await signUp(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await page.goto(await linkFromLastMail(SUPER_ADMIN_EMAIL, /Confirma tu cuenta/));
  // The panel needs the second step first: the account's security screen, explained as a first step, not an error.
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText('Primer paso: protege tu cuenta de super administrador')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await page.getByLabel('Tu contraseña').fill(SUPER_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  const key = (await page.getByText(/^([A-Z2-7]{4} ?)+$/).textContent()) ?? '';
  saveSuperAdminKey(key);
  await page.getByLabel('Código de la app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Activar verificación' }).click();
  await expect(toastWith(page, 'Verificación activada')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  // On from the moment the code is confirmed: the card says so while the recovery codes show, with no reload.
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al panel' }).click();
  await expect(page.getByRole('heading', { name: 'Panel de Super Administrador' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();

  await signIn(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(toastWith(page, 'No pudimos verificar el código')).toBeVisible();
  await page.getByLabel('Código').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();

  const owner = `duena${unique()}@example.com`;
  await signUp(page, owner, 'clave-duena-1');
  await page.goto(await linkFromLastMail(owner, /Confirma tu cuenta/));
  await page.goto('/super-admin');
  await expect(toastWith(page, 'Acceso Denegado')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('unknown paths answer 404 with the not-found page, in Spanish, and a way home', async ({ page }) => {
  const response = await page.goto('/esto-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('¡Ups! Página no encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-up form explains a password the rules refuse, before sending anything', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre').fill('Carla');
  await page.getByLabel('Apellido').fill('Suárez');
  await page.getByLabel('Email').fill(`carla${unique()}@example.com`);
  await expect(page.getByLabel('Contraseña')).toHaveAttribute('placeholder', 'Mínimo 8 caracteres');
  for (const [password, reason] of [
    ['corta-7', 'La contraseña debe tener al menos 8 caracteres'],
    ['abcdefgh', 'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.'],
    ['Carla-Vidriera-1', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
  ] as const) {
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(toastWith(page, reason)).toBeVisible();
  }
  await expect(toastWith(page, '¡Registro exitoso!')).toHaveCount(0);
});
