import { describe, expect, it } from 'vitest';
import { Browser, lastLinkFor, signUpConfirmed } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';
import { appForFile } from './helpers/file-app';
import { signUpBody } from './helpers/sign-up';

const t = appForFile({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa-ocupada@vidriera.test' });

describe("someone who signs up first with another person's address", () => {
  const open = (browser: Browser, link: string) => {
    const url = new URL(link);
    return browser.get(url.pathname + url.search);
  };
  const signIn = (email: string, password: string) =>
    new Browser(t.app).post('/api/auth/sign-in/email', { email, password });

  it.each([['duena-tienda@example.com'], ['jefa-ocupada@vidriera.test']])(
    'keeps no way into %s once its owner signs up and confirms',
    async (email) => {
      const squatter = new Browser(t.app);
      expect(
        (
          await squatter.post(
            '/api/auth/sign-up/email',
            signUpBody(email, { firstName: 'Intrusa', password: 'clave-de-la-ocupa' }),
          )
        ).statusCode,
      ).toBe(200);
      // The squatter's own confirmation link (as if she could read the owner's mailbox later, or kept a forwarded copy).
      const squattersLink = lastLinkFor(t.mails, email);

      const owner = new Browser(t.app);
      expect(
        (await owner.post('/api/auth/sign-up/email', signUpBody(email, { password: 'clave-de-la-duena' }))).statusCode,
      ).toBe(200);
      const ownersLink = lastLinkFor(t.mails, email);
      expect(ownersLink).not.toBe(squattersLink);
      expect(t.mails.filter((m) => m.to === email).at(-1)?.subject).toBe('Confirma tu cuenta de Vidriera');

      // The squatter's link confirms nothing and signs nobody in.
      const stale = await open(squatter, squattersLink);
      expect(stale.headers.location).toContain('error=');
      expect(squatter.hasSession()).toBe(false);
      expect(
        (
          await t.db.db
            .selectFrom('users')
            .select('email_verified')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).email_verified,
      ).toBe(false);

      // The owner's link confirms her sign-up: her names, her password, her session.
      expect((await open(owner, ownersLink)).headers.location).toBe('/auth/callback');
      expect((await owner.get('/api/me')).json()).toMatchObject({ user: { email, firstName: 'Lucía' } });
      expect((await signIn(email, 'clave-de-la-ocupa')).statusCode).toBe(401);
      expect((await signIn(email, 'clave-de-la-duena')).statusCode).toBe(200);

      // Nothing the squatter held survives: no session, no second step of hers to ask the owner for after a reset.
      await enrolTwoFactor(owner, 'clave-de-la-duena');
      expect((await squatter.get('/api/me')).statusCode).toBe(401);
      expect((await squatter.post('/api/auth/two-factor/enable', { password: 'clave-de-la-ocupa' })).statusCode).toBe(
        401,
      );
      expect(await t.db.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    },
  );

  it('lets the owner in with her own password after a reset, with only her own second step', async () => {
    const email = 'recupera-su-tienda@example.com';
    const squatter = new Browser(t.app);
    await squatter.post('/api/auth/sign-up/email', signUpBody(email, { password: 'clave-de-la-ocupa' }));
    const owner = new Browser(t.app);
    await owner.post('/api/auth/sign-up/email', signUpBody(email, { password: 'clave-de-la-duena' }));
    await open(owner, lastLinkFor(t.mails, email));
    expect((await squatter.post('/api/auth/sign-in/email', { email, password: 'clave-de-la-ocupa' })).statusCode).toBe(
      401,
    );

    await new Browser(t.app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const token = new URL(lastLinkFor(t.mails, email)).pathname.split('/').at(-1) ?? '';
    expect(
      (await new Browser(t.app).post('/api/auth/reset-password', { token, newPassword: 'otra-clave-de-la-duena' }))
        .statusCode,
    ).toBe(200);
    const signedIn = await signIn(email, 'otra-clave-de-la-duena');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('a confirmation link loaded by a page instead of opened by a person', () => {
  it("changes nobody's session when a browser fetches it as an image, and still works when opened", async () => {
    const owner = await signUpConfirmed(t, 'duena-con-sesion@example.com');
    await new Browser(t.app).post('/api/auth/sign-up/email', signUpBody('cuenta-trampa@example.com'));
    const trap = new URL(lastLinkFor(t.mails, 'cuenta-trampa@example.com'));

    const asImage = await owner.request('GET', trap.pathname + trap.search, undefined, {
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
      'sec-fetch-site': 'same-origin',
    });
    expect(asImage.statusCode).toBe(403);
    expect(asImage.json()).toEqual({
      code: 'NOT_A_NAVIGATION',
      message: 'Abre el enlace del email directamente en tu navegador.',
    });
    expect(asImage.cookies).toHaveLength(0);
    expect((await owner.get('/api/me')).json().user.email).toBe('duena-con-sesion@example.com');
    const asFrame = await owner.request('GET', trap.pathname + trap.search, undefined, {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'iframe',
    });
    expect(asFrame.statusCode).toBe(403);
    expect(
      (
        await t.db.db
          .selectFrom('users')
          .select('email_verified')
          .where('email', '=', 'cuenta-trampa@example.com')
          .executeTakeFirstOrThrow()
      ).email_verified,
    ).toBe(false);

    const person = new Browser(t.app);
    const opened = await person.request('GET', trap.pathname + trap.search, undefined, {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'sec-fetch-site': 'none',
    });
    expect(opened.headers.location).toBe('/auth/callback');
    expect(person.hasSession()).toBe(true);
  });
});
