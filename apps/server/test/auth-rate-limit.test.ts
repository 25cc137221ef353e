import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, signUpConfirmed, TEST_ORIGIN, type TestApp } from './helpers/test-app';

/** Rate limiting on, as in production (no RATE_LIMIT=false). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Demasiados intentos. Espera un momento y vuelve a intentar.' };

/** Requests from one client address; another address gets its own allowance. */
function from(ip: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: 'http://localhost:3000' },
    payload,
  });
}

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).statusCode);
  return out;
}

describe('rate limits on sign-in, sign-up and reset requests', () => {
  it('e-mails an address about repeated sign-ups a few times an hour at most, wherever they come from', async () => {
    await signUpConfirmed(t, 'insistente@example.com', 'tucan-verde-19', '198.51.100.200');
    const before = t.mails.filter((m) => m.to === 'insistente@example.com').length;
    for (let i = 0; i < 6; i++) {
      const res = await from(`198.51.100.${i + 1}`, '/api/auth/sign-up/email', {
        firstName: 'Ana',
        lastName: 'Pérez',
        name: 'Ana Pérez',
        email: 'insistente@example.com',
        password: 'tucan-verde-19',
        callbackURL: '/auth/callback',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.mails.filter((m) => m.to === 'insistente@example.com')).toHaveLength(before + 3);
  });

  it('allows 10 sign-in attempts a minute from one address, then answers 429 in Spanish', async () => {
    const attempt = () =>
      from('203.0.113.10', '/api/auth/sign-in/email', { email: 'nadie@example.com', password: 'probando1' });
    expect(await statuses(10, attempt)).toEqual(Array(10).fill(401));
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);

    const otherAddress = await from('203.0.113.11', '/api/auth/sign-in/email', {
      email: 'nadie@example.com',
      password: 'probando1',
    });
    expect(otherAddress.statusCode).toBe(401);
  });

  it('ignores a forged X-Forwarded-For header (no proxy is trusted by default)', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.20',
        headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: 'otra-nadie@example.com', password: 'probando1' },
      });
    const codes = await statuses(11, attempt);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
  });

  it('allows 5 sign-ups a minute from one address; the refused one saves nothing and sends no e-mail', async () => {
    const signUp = (i: number) =>
      from('203.0.113.30', '/api/auth/sign-up/email', {
        firstName: 'Rita',
        lastName: 'Veloz',
        name: 'Rita Veloz',
        email: `veloz${i}@example.com`,
        password: 'tucan-verde-19',
        callbackURL: '/auth/callback',
      });
    expect(await statuses(5, signUp)).toEqual(Array(5).fill(200));
    const mailsBefore = t.mails.length;
    const blocked = await signUp(5);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    const saved = await t.db.db.selectFrom('users').select('email').where('email', 'like', 'veloz%').execute();
    expect(saved.map((u) => u.email).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `veloz${i}@example.com`));
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('allows 5 password-reset requests a minute from one address', async () => {
    const ask = () =>
      from('203.0.113.40', '/api/auth/request-password-reset', {
        email: 'quien@example.com',
        redirectTo: '/auth/reset-password',
      });
    expect(await statuses(5, ask)).toEqual(Array(5).fill(200));
    const blocked = await ask();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
  });

  it('keeps the counters in the database, so every server process shares them', async () => {
    const rows = await t.db.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows).toContainEqual({ key: '203.0.113.10|/sign-in/email', count: 10 });
  });
});

describe('sign-in throttle per account, on top of the one per address', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  const signIn = (ip: string, email: string, password: string) =>
    a.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password },
    });

  it('does not lock a person out because a stranger on the same shared address failed with another account', async () => {
    await signUpConfirmed(a, 'vecina@example.com', 'mi-clave-propia', '198.51.100.200');
    const shared = '100.64.0.10';
    for (let i = 0; i < 10; i++)
      expect((await signIn(shared, 'extrano@example.com', `intento-${i}`)).statusCode).toBe(401);
    expect((await signIn(shared, 'extrano@example.com', 'intento-x')).statusCode).toBe(429);
    expect((await signIn(shared, 'vecina@example.com', 'mi-clave-propia')).statusCode).toBe(200);
  });

  it('stops guessing one account from many addresses after 20 wrong passwords, even with the right one', async () => {
    await signUpConfirmed(a, 'blanco@example.com', 'llave-de-paso-1', '198.51.100.201');
    for (let i = 0; i < 20; i++)
      expect((await signIn(`203.0.113.${100 + i}`, 'blanco@example.com', `adivino-${i}`)).statusCode).toBe(401);
    const blocked = await signIn('203.0.113.199', 'blanco@example.com', 'llave-de-paso-1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject(TOO_MANY);
    expect((await signIn('203.0.113.198', 'Blanco@Example.com ', 'llave-de-paso-1')).statusCode).toBe(429);
  });

  it('clears an account’s count of wrong passwords when the right one comes in time', async () => {
    await signUpConfirmed(a, 'distraida@example.com', 'pomelo-rosado-4', '198.51.100.202');
    for (let i = 0; i < 15; i++) await signIn(`203.0.113.${i}`, 'distraida@example.com', `olvido-${i}`);
    expect((await signIn('203.0.113.50', 'distraida@example.com', 'pomelo-rosado-4')).statusCode).toBe(200);
    for (let i = 0; i < 15; i++)
      expect((await signIn(`203.0.113.${60 + i}`, 'distraida@example.com', `olvido-${i}`)).statusCode).toBe(401);
  });

  it('lets the device that last signed in through a lock strangers caused, while the strangers (and other devices) still wait', async () => {
    const email = 'asediada@example.com';
    await signUpConfirmed(a, email, 'muralla-alta-8', '198.51.100.203');
    const ownersDevice = new Browser(a.app, TEST_ORIGIN, '198.51.100.60');
    expect((await ownersDevice.post('/api/auth/sign-in/email', { email, password: 'muralla-alta-8' })).statusCode).toBe(
      200,
    );
    // Another person's device, known for her own account only.
    await signUpConfirmed(a, 'otra-cuenta@example.com', 'clave-de-otra', '198.51.100.204');
    const othersDevice = new Browser(a.app, TEST_ORIGIN, '198.51.100.61');
    expect(
      (
        await othersDevice.post('/api/auth/sign-in/email', {
          email: 'otra-cuenta@example.com',
          password: 'clave-de-otra',
        })
      ).statusCode,
    ).toBe(200);

    for (let i = 0; i < 20; i++)
      expect((await signIn(`203.0.113.${130 + i}`, email, `adivino-${i}`)).statusCode).toBe(401);
    expect((await signIn('203.0.113.200', email, `adivino-21`)).statusCode).toBe(429);
    expect((await signIn('203.0.113.201', email, 'muralla-alta-8')).statusCode).toBe(429);
    expect((await othersDevice.post('/api/auth/sign-in/email', { email, password: 'muralla-alta-8' })).statusCode).toBe(
      429,
    );

    const owner = await ownersDevice.post('/api/auth/sign-in/email', { email, password: 'muralla-alta-8' });
    expect(owner.statusCode).toBe(200);
    expect(ownersDevice.hasSession()).toBe(true);
    const cookie = owner.cookies.find((c) => c.name === 'vidriera.known_device');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect((await signIn('203.0.113.202', email, 'adivino-22')).statusCode).toBe(429);
  });

  it('names the account in the known-device cookie by an opaque tag, never its e-mail in any encoding', async () => {
    const email = 'discreta@example.com';
    await signUpConfirmed(a, email, 'puerta-cerrada-3', '198.51.100.205');
    const device = new Browser(a.app, TEST_ORIGIN, '198.51.100.62');
    const signedIn = await device.post('/api/auth/sign-in/email', { email, password: 'puerta-cerrada-3' });
    const value = decodeURIComponent(signedIn.cookies.find((c) => c.name === 'vidriera.known_device')?.value ?? '');
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    for (const form of [
      email,
      'discreta',
      Buffer.from(email).toString('base64url'),
      Buffer.from(email).toString('base64'),
      Buffer.from(email).toString('hex'),
    ]) {
      expect(value).not.toContain(form);
    }
  });
});
