import { describe, expect, it } from 'vitest';
import { Browser, signUpConfirmed } from './helpers/test-app';
import { appForFile } from './helpers/file-app';
import { passwordResets } from './helpers/password-reset';

const t = appForFile({ RATE_LIMIT: 'false' });
const { requestReset, tokenFromResetMail, signIn, resetPassword } = passwordResets(t);
let detours = 0;

describe('password reset by e-mail', () => {
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
