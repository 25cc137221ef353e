import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, lastLinkFor, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

async function signIn(email: string, password: string): Promise<Browser> {
  const browser = new Browser(t.app);
  const res = await browser.post('/api/auth/sign-in/email', { email, password });
  expect(res.statusCode, `sign-in con ${password}`).toBe(200);
  return browser;
}

const signInStatus = async (email: string, password: string) =>
  (await new Browser(t.app).post('/api/auth/sign-in/email', { email, password })).statusCode;

const passwordHash = async (email: string) =>
  (
    await t.db.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('accounts.password')
      .where('users.email', '=', email)
      .where('accounts.provider_id', '=', 'credential')
      .executeTakeFirstOrThrow()
  ).password;

describe('POST /api/account/password', () => {
  it('sets the new password and ends every session of the person', async () => {
    const email = 'cambia@example.com';
    const first = await signUpConfirmed(t, email, 'vieja-llave-31');
    const second = await signIn(email, 'vieja-llave-31');
    const someoneElse = await signUpConfirmed(t, 'otra@example.com');

    const res = await first.post('/api/account/password', {
      currentPassword: 'vieja-llave-31',
      password: 'nueva-llave-46',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await first.get('/api/me')).statusCode).toBe(401);
    expect((await second.get('/api/me')).statusCode).toBe(401);
    expect((await someoneElse.get('/api/me')).statusCode).toBe(200);
    expect(await signInStatus(email, 'vieja-llave-31')).toBe(401);
    const again = await signIn(email, 'nueva-llave-46');
    expect((await again.get('/api/me')).json().user.email).toBe(email);
  });

  it('refuses a short password naming the field, and changes nothing', async () => {
    const email = 'corta@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    const hash = await passwordHash(email);

    const res = await browser.post('/api/account/password', { currentPassword: 'vieja-llave-31', password: '1234567' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' });

    expect(await passwordHash(email)).toBe(hash);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    expect(await signInStatus(email, 'vieja-llave-31')).toBe(200);
  });

  it('refuses a person who is not signed in', async () => {
    const res = await new Browser(t.app).post('/api/account/password', { password: 'nueva-llave-46' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Tienes que iniciar sesión.' });
  });

  it('refuses a request from another site even with the session cookie, and changes nothing', async () => {
    const email = 'csrf@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    const hash = await passwordHash(email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: 'vieja-llave-31' },
    });
    const sessionCookie = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    const cookie = `${sessionCookie?.name}=${sessionCookie?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { origin: 'https://evil.example', cookie },
      payload: { currentPassword: 'vieja-llave-31', password: 'robada-llave-33' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(await passwordHash(email)).toBe(hash);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('asks for the current password, naming the field, and changes nothing without the right one', async () => {
    const email = 'actual@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    const hash = await passwordHash(email);
    for (const [body, message] of [
      [{ password: 'nueva-llave-46' }, 'Ingresa tu contraseña actual'],
      [{ currentPassword: 'adivinada1', password: 'nueva-llave-46' }, 'La contraseña actual es incorrecta.'],
    ] as const) {
      const res = await browser.post('/api/account/password', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ field: 'currentPassword', message });
    }
    expect(await passwordHash(email)).toBe(hash);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('refuses a common password in Spanish', async () => {
    const browser = await signUpConfirmed(t, 'comun@example.com', 'vieja-llave-31');
    const res = await browser.post('/api/account/password', {
      currentPassword: 'vieja-llave-31',
      password: 'password1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      field: 'password',
      message: 'Esa contraseña es de las más usadas y se adivina fácil. Elige otra.',
    });
  });

  let changes = 0;
  it.each([
    ['aaaaaaaaaa', 'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.'],
    ['abcdefghij', 'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.'],
    ['Vidriera2026!', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    ['perez-del-sur', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    ['mi-cambiante-9', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    [
      'lucas2024',
      'Esa contraseña se adivina fácil. Usa una más larga, por ejemplo varias palabras que no tengan que ver contigo.',
    ],
  ])('refuses %s with its reason, and changes nothing', async (weak, message) => {
    const email = `cambiante${++changes}@example.com`;
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    const hash = await passwordHash(email);
    // "mi-cambiante-9" stands for a password holding the person's e-mail name.
    const password = weak === 'mi-cambiante-9' ? `mi-${email.split('@')[0]}-9` : weak;
    const res = await browser.post('/api/account/password', { currentPassword: 'vieja-llave-31', password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'password', message });
    expect(await passwordHash(email)).toBe(hash);
  });

  it('e-mails the owner and voids pending reset links', async () => {
    const email = 'avisada@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    await new Browser(t.app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const resetToken = new URL(lastLinkFor(t.mails, email)).pathname.split('/').at(-1) ?? '';
    expect(
      (await browser.post('/api/account/password', { currentPassword: 'vieja-llave-31', password: 'nueva-llave-46' }))
        .statusCode,
    ).toBe(204);

    expect(t.mails.filter((m) => m.to === email).at(-1)?.subject).toBe('Tu contraseña de Vidriera cambió');
    const stale = await new Browser(t.app).post('/api/auth/reset-password', {
      newPassword: 'robada-llave-33',
      token: resetToken,
    });
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await signInStatus(email, 'nueva-llave-46')).toBe(200);
  });

  it('lets an account without a password (Google only) set one only right after signing in', async () => {
    const email = 'solo-google@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja-llave-31');
    const user = await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db.db
      .deleteFrom('accounts')
      .where('user_id', '=', user.id)
      .where('provider_id', '=', 'credential')
      .execute();
    await t.db.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 60 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();

    const stale = await browser.post('/api/account/password', { password: 'propia-123' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: 'RECENT_SIGN_IN_REQUIRED',
      message: 'Por seguridad, vuelve a iniciar sesión con Google y luego elige tu contraseña.',
    });

    await t.db.db.updateTable('sessions').set({ created_at: new Date() }).where('user_id', '=', user.id).execute();
    expect((await browser.post('/api/account/password', { password: 'propia-123' })).statusCode).toBe(204);
    expect(await signInStatus(email, 'propia-123')).toBe(200);
  });
});
