import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';
import { enrolTwoFactor, totpFrom } from './helpers/two-factor';

/** Two-factor sign-in through the auth library's plugin: TOTP, recovery codes, and the super admin's obligation. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT: 'false',
    SUPER_ADMIN_EMAILS: 'jefa-2fa@vidriera.test,jefa-sesion-vieja@vidriera.test,jefa-paso-extra@vidriera.test',
  });
});
afterAll(() => t.close());

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name.endsWith('session_token') && c.value);

describe('enrolment', () => {
  it('gives an authenticator URI and ten recovery codes, and turns on only once a code from the app is confirmed', async () => {
    const browser = await signUpConfirmed(t, 'dospasos@example.com', 'clave-2fa-1');
    expect((await browser.get('/api/me')).json().user).toMatchObject({ twoFactorEnabled: false, hasPassword: true });

    const wrongPassword = await browser.post('/api/auth/two-factor/enable', { password: 'otra-cosa' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ message: 'La contraseña actual es incorrecta.' });

    const enabled = await browser.post('/api/auth/two-factor/enable', { password: 'clave-2fa-1' });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Vidriera:dospasos%40example\.com\?secret=/);
    expect(backupCodes).toHaveLength(10);
    expect((await browser.get('/api/me')).json().user.twoFactorEnabled).toBe(false);

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'El código no es correcto. Revisa tu app de autenticación e intenta de nuevo.',
    });
    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', { code: totpFrom(totpURI).generate() });
    expect(confirmed.statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    const stored = await t.db.db.selectFrom('two_factors').select(['secret', 'backup_codes']).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    expect(stored.backup_codes).not.toContain(backupCodes[0]);
  });
});

describe('signing in', () => {
  it('asks for the code after the password, and opens no session until it is right', async () => {
    const email = 'entra-2fa@example.com';
    const { totp } = await enrolTwoFactor(await signUpConfirmed(t, email, 'clave-2fa-2'), 'clave-2fa-2');
    const browser = new Browser(t.app);
    const first = await browser.post('/api/auth/sign-in/email', { email, password: 'clave-2fa-2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(sessionCookie(first)).toBeUndefined();
    expect((await browser.get('/api/me')).statusCode).toBe(401);

    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: '123456' })).statusCode).toBe(401);
    const second = await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(second.statusCode).toBe(200);
    expect(sessionCookie(second)).toBeDefined();
    expect((await browser.get('/api/me')).json().user.email).toBe(email);
  });

  it('takes a recovery code once instead of the app’s code', async () => {
    const email = 'recupera-2fa@example.com';
    const { backupCodes } = await enrolTwoFactor(await signUpConfirmed(t, email, 'clave-2fa-3'), 'clave-2fa-3');
    const signIn = async (code: string) => {
      const browser = new Browser(t.app);
      await browser.post('/api/auth/sign-in/email', { email, password: 'clave-2fa-3' });
      return browser.post('/api/auth/two-factor/verify-backup-code', { code });
    };
    expect((await signIn(backupCodes[0] ?? '')).statusCode).toBe(200);
    const reused = await signIn(backupCodes[0] ?? '');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: 'El código de recuperación no es correcto o ya se usó.' });
  });

  it('cannot be switched off without the password', async () => {
    const browser = await signUpConfirmed(t, 'apaga-2fa@example.com', 'clave-2fa-4');
    await enrolTwoFactor(browser, 'clave-2fa-4');
    expect((await browser.post('/api/auth/two-factor/disable', { password: 'adivinada' })).statusCode).toBe(400);
    expect((await browser.get('/api/me')).json().user.twoFactorEnabled).toBe(true);
    expect((await browser.post('/api/auth/two-factor/disable', { password: 'clave-2fa-4' })).statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().user.twoFactorEnabled).toBe(false);
  });
});

describe('super admins', () => {
  it('cannot reach the super-admin API until they turn on two-factor sign-in', async () => {
    const admin = await signUpConfirmed(t, 'jefa-2fa@vidriera.test', 'clave-jefa-1');
    for (const url of ['/api/super-admin/overview']) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'TWO_FACTOR_REQUIRED',
        message: 'Activa la verificación en dos pasos para entrar al panel de super administrador.',
      });
    }
    const refused = await admin.post('/api/super-admin/clients', {
      firstName: 'A',
      lastName: 'B',
      email: 'nueva-cliente@example.com',
      storeName: 'Tienda Nueva',
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nueva-cliente@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();

    await enrolTwoFactor(admin, 'clave-jefa-1');
    expect((await admin.get('/api/super-admin/overview')).statusCode).toBe(200);
  });
});

describe('the second step belongs to the session', () => {
  it('ends every other session on enrolment: one opened with the password alone before it never reaches the super-admin API', async () => {
    const email = 'jefa-sesion-vieja@vidriera.test';
    const enrolling = await signUpConfirmed(t, email, 'clave-jefa-2');
    const before = new Browser(t.app);
    expect((await before.post('/api/auth/sign-in/email', { email, password: 'clave-jefa-2' })).statusCode).toBe(200);
    expect((await before.get('/api/super-admin/overview')).json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    await enrolTwoFactor(enrolling, 'clave-jefa-2');
    expect((await enrolling.get('/api/me')).json()).toMatchObject({
      secondFactor: true,
      user: { twoFactorEnabled: true },
    });
    expect((await enrolling.get('/api/super-admin/overview')).statusCode).toBe(200);
    const old = await before.get('/api/super-admin/overview');
    expect(old.statusCode).toBe(401);
    expect((await before.get('/api/me')).statusCode).toBe(401);
  });

  it('asks a session that has not passed it (opened before it was recorded) for the code before the super-admin API, and takes it', async () => {
    const email = 'jefa-paso-extra@vidriera.test';
    const browser = await signUpConfirmed(t, email, 'clave-jefa-3');
    const { totp } = await enrolTwoFactor(browser, 'clave-jefa-3');
    await t.db.db.updateTable('sessions').set({ second_factor: false }).execute();

    const refused = await browser.get('/api/super-admin/overview');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Ingresa el código de tu app de autenticación para continuar.',
    });
    expect((await browser.get('/api/me')).json().secondFactor).toBe(false);
    expect((await browser.post('/api/auth/two-factor/disable', { password: 'clave-jefa-3' })).json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });

    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(401);
    expect((await browser.get('/api/super-admin/overview')).statusCode).toBe(403);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).statusCode).toBe(200);
    expect((await browser.get('/api/super-admin/overview')).statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().secondFactor).toBe(true);
  });
});
