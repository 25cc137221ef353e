import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Browser, lastLinkFor, signUpConfirmed } from './helpers/test-app';
import { appForFile } from './helpers/file-app';
import { passwordResets, RESET_PAGE } from './helpers/password-reset';

const t = appForFile({ RATE_LIMIT: 'false' });
const { requestReset, tokenFromResetMail, signIn, resetPassword } = passwordResets(t);

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
});
