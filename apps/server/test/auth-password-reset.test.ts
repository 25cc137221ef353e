import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, lastLinkFor, signUpConfirmed, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const RESET_PAGE = '/auth/reset-password';
let detours = 0;

async function requestReset(email: string) {
  return new Browser(t.app).post('/api/auth/request-password-reset', { email, redirectTo: RESET_PAGE });
}

/** Follows the e-mailed link like a browser does; returns the token the reset page receives. */
async function tokenFromResetMail(email: string): Promise<string> {
  const link = new URL(lastLinkFor(t.mails, email));
  const res = await new Browser(t.app).get(link.pathname + link.search);
  expect(res.statusCode).toBe(302);
  const landing = new URL(String(res.headers.location), 'http://localhost:3000');
  expect(landing.pathname).toBe(RESET_PAGE);
  const token = landing.searchParams.get('token');
  expect(token).toBeTruthy();
  return String(token);
}

async function signIn(email: string, password: string) {
  return new Browser(t.app).post('/api/auth/sign-in/email', { email, password });
}

async function resetPassword(token: string, newPassword: string) {
  return new Browser(t.app).post('/api/auth/reset-password', { newPassword, token });
}

describe('password reset by e-mail', () => {
  it('sends a Spanish e-mail whose link leads to the reset page, sets the new password and ends every session', async () => {
    const email = 'olvido@example.com';
    const before = await signUpConfirmed(t, email, 'vieja-llave-31');
    expect((await before.get('/api/me')).statusCode).toBe(200);

    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Restablece tu contraseña de Vidriera');
    expect(mail?.text).toContain('restablecer la contraseña');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\//);
    expect(mail?.html).toContain(mail?.link?.replace(/&/g, '&#38;'));

    const token = await tokenFromResetMail(email);
    const reset = await resetPassword(token, 'nueva-llave-46');
    expect(reset.statusCode).toBe(200);

    expect((await before.get('/api/me')).statusCode).toBe(401);
    expect((await signIn(email, 'vieja-llave-31')).statusCode).toBe(401);
    expect((await signIn(email, 'nueva-llave-46')).statusCode).toBe(200);
  });

  it('accepts a token only once', async () => {
    const email = 'unavez@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const token = await tokenFromResetMail(email);
    expect((await resetPassword(token, 'primera-vez-1')).statusCode).toBe(200);

    const again = await resetPassword(token, 'segunda-vez-2');
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'El enlace de recuperación ha expirado o es inválido.',
    });
    expect((await signIn(email, 'segunda-vez-2')).statusCode).toBe(401);
    expect((await signIn(email, 'primera-vez-1')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await resetPassword('inventado-123456789012345', 'cualquiera-llave-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'El enlace de recuperación ha expirado o es inválido.',
    });
  });

  it('refuses an expired token, and its link sends the person back with an error', async () => {
    const email = 'vencido@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const token = await tokenFromResetMail(email);
    await t.db.db
      .updateTable('verifications')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .execute();

    const res = await resetPassword(token, 'tardia123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, 'original-llave-12')).statusCode).toBe(200);

    const link = new URL(lastLinkFor(t.mails, email));
    const follow = await new Browser(t.app).get(link.pathname + link.search);
    expect(follow.statusCode).toBe(302);
    const landing = new URL(String(follow.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe(RESET_PAGE);
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(landing.searchParams.get('token')).toBeNull();
  });

  it('refuses a too-short new password in Spanish and keeps the old one (and the token)', async () => {
    const email = 'corta@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const token = await tokenFromResetMail(email);

    const res = await resetPassword(token, '1234567');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect((await signIn(email, 'original-llave-12')).statusCode).toBe(200);
    expect((await resetPassword(token, 'larga-llave-8')).statusCode).toBe(200);
  });

  it('stores the token hashed: the raw token appears nowhere in the verifications table', async () => {
    const email = 'hash@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const token = await tokenFromResetMail(email);
    const rows = await t.db.db.selectFrom('verifications').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(encodeURIComponent(token));
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    await signUpConfirmed(t, 'existe@example.com');
    const sent = t.mails.length;
    const known = await requestReset('existe@example.com');
    const unknown = await requestReset('noexiste@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.length).toBe(sent + 1);
    expect(t.mails.some((m) => m.to === 'noexiste@example.com')).toBe(false);
  });

  it('refuses to send the person to another site after the reset, and sends nothing', async () => {
    await signUpConfirmed(t, 'desvio@example.com');
    const sent = t.mails.length;
    const res = await new Browser(t.app).post('/api/auth/request-password-reset', {
      email: 'desvio@example.com',
      redirectTo: 'https://evil.example/robar',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
    expect(res.json().message).not.toMatch(/invalid|redirect/i);
    expect(t.mails.length).toBe(sent);
  });

  it.each([
    ['a shop address', 'http://cualquiera.tiendas.localhost:3000/robar'],
    ['the app over another protocol', 'https://localhost:3000/auth/reset-password'],
    ['a look-alike host', 'http://localhost:3000.evil.example/auth'],
    ['a protocol-relative address', '//evil.example/auth'],
  ])('refuses %s as the page after the reset, and sends nothing', async (_, redirectTo) => {
    const email = `desvio-${++detours}@example.com`;
    await signUpConfirmed(t, email);
    const sent = t.mails.length;
    const res = await new Browser(t.app).post('/api/auth/request-password-reset', { email, redirectTo });
    expect(res.statusCode).toBe(403);
    expect(t.mails.length).toBe(sent);
    expect((await requestReset(email)).statusCode).toBe(200);
  });

  it('does not list sessions with their tokens', async () => {
    const browser = await signUpConfirmed(t, 'lista-sesiones@example.com');
    const res = await browser.get('/api/auth/list-sessions');
    expect(res.statusCode).toBe(404);
    const token = (
      await t.db.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('token')
        .where('email', '=', 'lista-sesiones@example.com')
        .executeTakeFirstOrThrow()
    ).token;
    expect(res.body).not.toContain(token);
  });

  it('tells the owner by e-mail that the password changed', async () => {
    const email = 'aviso-reset@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    expect((await resetPassword(await tokenFromResetMail(email), 'otra-clave-9')).statusCode).toBe(200);
    const notice = t.mails.filter((m) => m.to === email).at(-1);
    expect(notice?.subject).toBe('Tu contraseña de Vidriera cambió');
    expect(notice?.text).toContain('Si no fuiste tú');
  });

  it('voids every other reset link once one is used', async () => {
    const email = 'dos-enlaces@example.com';
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const first = await tokenFromResetMail(email);
    await requestReset(email);
    const second = await tokenFromResetMail(email);
    expect((await resetPassword(second, 'elegida-llave-2')).statusCode).toBe(200);

    const stale = await resetPassword(first, 'robada-33');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(email, 'elegida-llave-2')).statusCode).toBe(200);
  });

  it.each([
    ['12345678', 'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.'],
    ['zzzzzzzzzz', 'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.'],
    ['vidriera-2026', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    ['Ana.perez.99', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    ['mi-quien-olvida-7', 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.'],
    [
      'original1',
      'Esa contraseña se adivina fácil. Usa una más larga, por ejemplo varias palabras que no tengan que ver contigo.',
    ],
  ])('refuses %s as the new password with its reason, keeping the old one and the link', async (weak, message) => {
    const email = `quien-olvida-${++detours}@example.com`;
    await signUpConfirmed(t, email, 'original-llave-12');
    await requestReset(email);
    const token = await tokenFromResetMail(email);
    // "mi-quien-olvida-7" stands for a password holding the person's e-mail name.
    const res = await resetPassword(token, weak === 'mi-quien-olvida-7' ? `mi-${email.split('@')[0]}-7` : weak);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message, field: 'newPassword' });
    expect((await signIn(email, 'original-llave-12')).statusCode).toBe(200);
    expect((await resetPassword(token, 'poco-comun-7')).statusCode).toBe(200);
  });

  it.each(['password1', 'qwerty123', 'Argentina'])(
    'refuses the common password %s in Spanish, keeping the old one and the link',
    async (common) => {
      const email = `comun-${common.toLowerCase()}@example.com`;
      await signUpConfirmed(t, email, 'original-llave-12');
      await requestReset(email);
      const token = await tokenFromResetMail(email);
      const res = await resetPassword(token, common);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Esa contraseña es de las más usadas y se adivina fácil. Elige otra.',
        field: 'newPassword',
      });
      expect((await signIn(email, 'original-llave-12')).statusCode).toBe(200);
      expect((await resetPassword(token, 'poco-comun-7')).statusCode).toBe(200);
    },
  );
});
