import { expect, type Page } from '@playwright/test';
import { accountRoutes } from '@vidriera/core';
import { callApi } from './api';
import { BASE_URL, SUPER_ADMIN_EMAIL } from './env';
import { linkFromLastMail } from './mailbox';
import { toastWith } from './toast';
import { saveSuperAdminKey, superAdminKey, totpCode } from './two-factor';

/** A suffix that keeps e-mails, store names and slugs of one run apart. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The password every spec uses for the super administrator (SUPER_ADMIN_EMAILS of the e2e server). */
export const SUPER_ADMIN_PASSWORD = 'llave-maestra-7';

export async function signUp(page: Page, email: string, password: string, firstName = 'Carla', lastName = 'Suárez') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre').fill(firstName);
  await page.getByLabel('Apellido').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(toastWith(page, '¡Registro exitoso!')).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Opens the confirmation link e-mailed to `email`, which signs the account in. */
async function confirmEmail(page: Page, email: string) {
  await page.goto(await linkFromLastMail(email, /Confirma tu cuenta/));
}

/**
 * Signs the super administrator in, creating and confirming the account and
 * turning on two-factor sign-in first if this run of the e2e server does not
 * have them yet (the auth spec may have, through the screens).
 */
export async function signInAsSuperAdmin(page: Page) {
  const headers = { Origin: BASE_URL };
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_PASSWORD },
    headers,
  });
  if (response.status() === 401) {
    await signUp(page, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD, 'Jefa', 'Vidriera');
    await confirmEmail(page, SUPER_ADMIN_EMAIL);
  } else if (response.status() === 403) {
    await confirmEmail(page, SUPER_ADMIN_EMAIL);
  } else {
    expect(response.ok(), `sign-in answered ${response.status()}`).toBe(true);
    if (((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const key = superAdminKey();
      expect(key, 'the super admin turned on two-factor sign-in, so its key was saved').not.toBeNull();
      const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
        data: { code: totpCode(key ?? '') },
        headers,
      });
      expect(verified.ok(), await verified.text()).toBe(true);
    }
  }
  const me = await callApi(page.request, accountRoutes.me, {});
  if (!me.user.twoFactorEnabled) {
    const enabled = await page.request.post('/api/auth/two-factor/enable', {
      data: { password: SUPER_ADMIN_PASSWORD },
      headers,
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);
    const key = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    saveSuperAdminKey(key);
    const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpCode(key) },
      headers,
    });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  await page.goto('/super-admin');
  await expect(page.getByRole('heading', { name: 'Panel de Super Administrador' })).toBeVisible();
}
