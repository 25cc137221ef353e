import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

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
    const first = await signUpConfirmed(t, email, 'vieja123');
    const second = await signIn(email, 'vieja123');
    const someoneElse = await signUpConfirmed(t, 'otra@example.com');

    const res = await first.post('/api/account/password', { password: 'nueva456' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await first.get('/api/me')).statusCode).toBe(401);
    expect((await second.get('/api/me')).statusCode).toBe(401);
    expect((await someoneElse.get('/api/me')).statusCode).toBe(200);
    expect(await signInStatus(email, 'vieja123')).toBe(401);
    const again = await signIn(email, 'nueva456');
    expect((await again.get('/api/me')).json().user.email).toBe(email);
  });

  it('refuses a short password naming the field, and changes nothing', async () => {
    const email = 'corta@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja123');
    const hash = await passwordHash(email);

    const res = await browser.post('/api/account/password', { password: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' });

    expect(await passwordHash(email)).toBe(hash);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    expect(await signInStatus(email, 'vieja123')).toBe(200);
  });

  it('refuses a person who is not signed in', async () => {
    const res = await new Browser(t.app).post('/api/account/password', { password: 'nueva456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Tienes que iniciar sesión.' });
  });

  it('refuses a request from another site even with the session cookie, and changes nothing', async () => {
    const email = 'csrf@example.com';
    const browser = await signUpConfirmed(t, email, 'vieja123');
    const hash = await passwordHash(email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password: 'vieja123' },
    });
    const sessionCookie = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    const cookie = `${sessionCookie?.name}=${sessionCookie?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { origin: 'https://evil.example', cookie },
      payload: { password: 'robada123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(await passwordHash(email)).toBe(hash);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });
});
