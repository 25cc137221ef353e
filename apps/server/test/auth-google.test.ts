import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnconfirmedAccounts } from '../src/modules/housekeeping/housekeeping';
import { startOidcProvider, type LocalOidcProvider } from './helpers/oidc-provider';
import { Browser, createTestApp, lastLinkFor, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';
import { enrolTwoFactor } from './helpers/two-factor';

/** Where the auth library receives the provider's answer (register this URI at Google). */
const CALLBACK_URI = `${TEST_ORIGIN}/api/auth/callback/google`;

let idp: LocalOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUri: CALLBACK_URI,
    person: { sub: 'google-sub-1', email: 'Sofia.Ruiz@example.com', givenName: 'Sofía', familyName: 'Ruiz' },
  });
  t = await createTestApp({
    RATE_LIMIT: 'false',
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    SUPER_ADMIN_EMAILS: 'jefa-google@vidriera.test',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** A browser's cookie jar for the provider's origin (paths ignored: one provider, one jar). */
class ProviderJar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Follows the provider's redirects with real HTTP requests, as a browser would,
 * until it sends the person back to our callback; returns that URL.
 */
async function throughProvider(authorizeUrl: string): Promise<URL> {
  const jar = new ProviderJar();
  let next = new URL(authorizeUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (next.href.startsWith(CALLBACK_URI)) return next;
    expect(next.origin).toBe(idp.issuer);
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`el proveedor respondió ${response.status} sin redirección: ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('demasiadas redirecciones en el proveedor');
}

/** Starts "Continuar con Google" in our app and completes it at the provider; returns our callback's answer. */
async function signInWithGoogle(browser: Browser) {
  const start = await browser.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback' });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  expect(url.startsWith(`${idp.issuer}/`)).toBe(true);
  const authorize = new URL(url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK_URI);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await throughProvider(url);
  expect(back.searchParams.get('code')).toBeTruthy();
  return browser.get(back.pathname + back.search);
}

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a confirmed account from the provider profile and signs the person in', async () => {
    const browser = new Browser(t.app);
    const callback = await signInWithGoogle(browser);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/auth/callback');
    expect(browser.hasSession()).toBe(true);

    const me = await browser.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'sofia.ruiz@example.com', firstName: 'Sofía', lastName: 'Ruiz', emailVerified: true },
      homePath: '/admin',
    });
    const accounts = await t.db.db.selectFrom('accounts').select(['provider_id', 'account_id', 'password']).execute();
    expect(accounts).toContainEqual({ provider_id: 'google', account_id: 'google-sub-1', password: null });
  });

  it('signs the same person in again without creating a second account', async () => {
    const browser = new Browser(t.app);
    const callback = await signInWithGoogle(browser);
    expect(callback.headers.location).toBe('/auth/callback');
    expect((await browser.get('/api/me')).json().user.email).toBe('sofia.ruiz@example.com');
    const users = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sofia.ruiz@example.com')
      .execute();
    expect(users).toHaveLength(1);
  });

  it('joins Google to a confirmed e-mail account with the same address', async () => {
    const email = 'mixta@example.com';
    const signUp = await new Browser(t.app).post('/api/auth/sign-up/email', {
      firstName: 'Marta',
      lastName: 'Paz',
      name: 'Marta Paz',
      email,
      password: 'tucan-verde-19',
      callbackURL: '/auth/callback',
    });
    expect(signUp.statusCode).toBe(200);
    const link = new URL(lastLinkFor(t.mails, email));
    await new Browser(t.app).get(link.pathname + link.search);

    idp.person = { sub: 'google-sub-2', email, givenName: 'Marta', familyName: 'Paz' };
    const browser = new Browser(t.app);
    expect((await signInWithGoogle(browser)).headers.location).toBe('/auth/callback');
    const me = (await browser.get('/api/me')).json();
    const user = await t.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(me.user.id).toBe(user.id);
    const providers = await t.db.db
      .selectFrom('accounts')
      .select('provider_id')
      .where('user_id', '=', user.id)
      .orderBy('provider_id')
      .execute();
    expect(providers.map((p) => p.provider_id)).toEqual(['credential', 'google']);
  });

  it('never joins Google to an account nobody confirmed; once it expires, the owner of the address signs in with Google', async () => {
    const email = 'ocupada-google@example.com';
    const squat = await new Browser(t.app).post('/api/auth/sign-up/email', {
      firstName: 'Ignacio',
      lastName: 'Ajeno',
      email,
      password: 'del-intruso-9',
      callbackURL: '/auth/callback',
    });
    expect(squat.statusCode).toBe(200);

    idp.person = { sub: 'google-sub-4', email, givenName: 'Dueña', familyName: 'Real' };
    const refused = await signInWithGoogle(new Browser(t.app));
    expect(refused.headers.location).toContain('error=account_not_linked');

    await sql`update users set created_at = now() - interval '49 hours' where email = ${email}`.execute(t.db.db);
    expect(await deleteUnconfirmedAccounts(t.db.db)).toBe(1);
    const owner = new Browser(t.app);
    expect((await signInWithGoogle(owner)).headers.location).toBe('/auth/callback');
    expect((await owner.get('/api/me')).json().user).toMatchObject({ email, firstName: 'Dueña', emailVerified: true });
    expect(
      (await new Browser(t.app).post('/api/auth/sign-in/email', { email, password: 'del-intruso-9' })).statusCode,
    ).toBe(401);
  });

  it('refuses a callback whose state was not started by this browser', async () => {
    idp.person = { sub: 'google-sub-3', email: 'ajena@example.com', givenName: 'Ana', familyName: 'Ajena' };
    const victim = new Browser(t.app);
    const start = await new Browser(t.app).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/auth/callback',
    });
    const back = await throughProvider(start.json<{ url: string }>().url);
    const res = await victim.get(back.pathname + back.search);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('error=');
    expect(victim.hasSession()).toBe(false);
    const users = await t.db.db.selectFrom('users').select('id').where('email', '=', 'ajena@example.com').execute();
    expect(users).toHaveLength(0);
  });

  it('asks a super admin signing in with Google for the code before the super-admin panel', async () => {
    const email = 'jefa-google@vidriera.test';
    const { totp } = await enrolTwoFactor(await signUpConfirmed(t, email, 'llave-propia-77'), 'llave-propia-77');
    idp.person = { sub: 'google-sub-5', email, givenName: 'Jefa', familyName: 'Google' };
    const browser = new Browser(t.app);
    expect((await signInWithGoogle(browser)).headers.location).toBe('/auth/callback');
    expect((await browser.get('/api/me')).json()).toMatchObject({
      user: { email },
      roles: ['super_admin'],
      secondFactor: false,
    });
    expect((await browser.get('/api/super-admin/overview')).json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).statusCode).toBe(200);
    expect((await browser.get('/api/super-admin/overview')).statusCode).toBe(200);
  });

  it('reports Google as available in /api/config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ googleEnabled: true });
  });
});
