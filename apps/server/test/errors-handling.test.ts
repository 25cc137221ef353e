import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';
import { MemoryLog } from './helpers/memory-log';
import { Browser, createTestApp, lastLinkFor, TEST_ORIGIN, type TestApp } from './helpers/test-app';

const GENERIC = 'Ocurrió un error inesperado. Intenta nuevamente.';
const SECRET_DETAIL = 'SELECT password FROM accounts WHERE id = 42';

let t: TestApp;
const log = new MemoryLog();
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT: 'false' },
    {
      logger: log.options('info'),
      beforeReady: (app) => {
        app.get('/api/test/falla', { config: { access: 'public' } }, async () => {
          throw new Error(SECRET_DETAIL);
        });
        // PostgreSQL's own error for a transaction it ended to break a lock cycle, through the real driver.
        app.get('/api/test/bloqueo', { config: { access: 'public' } }, async () => {
          await sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`.execute(t.db.db);
        });
      },
    },
  );
});
afterAll(() => t.close());

function postRaw(url: string, body: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: body,
  });
}

describe('error answers', () => {
  it.each(['/api/auth/sign-in/email', '/api/account/password'])(
    'answers invalid JSON on %s with 400 in Spanish, no internals',
    async (url) => {
      const res = await postRaw(url, '{"email": "a@b.c", ');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_JSON_BODY',
        message: 'El cuerpo de la solicitud no es un JSON válido.',
      });
      expect(res.body).not.toMatch(/stack|SyntaxError|Unexpected|at .*\.js/);
    },
  );

  it('answers a transaction PostgreSQL ended over locks with a 503 to try again, in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bloqueo' });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '1']);
    expect(res.json()).toEqual({
      code: 'BUSY',
      message: 'Hubo varios cambios al mismo tiempo y este no se guardó. Intenta de nuevo.',
    });
  });

  it('answers an unknown /api route with a JSON 404 in Spanish, for reads and writes', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-existe?x=1', headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
    }
  });

  it('answers an unexpected error with a bare 500 and logs it with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/falla' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ code: 'INTERNAL', message: GENERIC, requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(res.body).not.toContain('SELECT');

    const logged = log.lines.find((l) => l.level === 50 && l.reqId === body.requestId);
    expect(logged?.err?.message).toBe(SECRET_DETAIL);
    expect(logged?.err?.stack).toContain('errors-handling.test.ts');
  });
});

describe('faults inside the auth library', () => {
  let broken: TestApp;
  const brokenLog = new MemoryLog();
  beforeAll(async () => {
    const closedPort = await freePort();
    broken = await createTestApp(
      { RATE_LIMIT: 'false', SMTP_URL: `smtp://127.0.0.1:${closedPort}` },
      { mail: 'config', logger: brokenLog.options('info') },
    );
  });
  afterAll(() => broken.close());

  const errorsOf = (requestId: unknown) => brokenLog.lines.filter((l) => l.level === 50 && l.reqId === requestId);

  /** The e-mail jobs still waiting to be sent, with what their last attempt said. */
  const waitingMails = () =>
    broken.db.db
      .selectFrom('jobs')
      .select(['kind', 'state', 'attempts', 'last_error'])
      .where('state', '=', 'pending')
      .where('last_error', 'is not', null)
      .execute();

  it('keeps the sign-up when the mail server is down, and keeps its e-mail queued to try again, with the error', async () => {
    const res = await new Browser(broken.app).post('/api/auth/sign-up/email', {
      firstName: 'Caída',
      lastName: 'Smtp',
      name: 'Caída Smtp',
      email: 'caida@example.com',
      password: 'tucan-verde-19',
      callbackURL: '/auth/callback',
    });
    expect(res.statusCode).toBe(200);
    expect(await waitingMails()).toEqual([
      { kind: 'mail.send', state: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) },
    ]);
    expect(
      brokenLog.lines.some((l) => l.level === 50 && l.jobId && /ECONNREFUSED|connect/i.test(String(l.err?.message))),
    ).toBe(true);
    const user = await broken.db.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'caida@example.com')
      .executeTakeFirst();
    expect(user).toEqual({ email_verified: false });
  });

  it('answers a reset request the same when the mail server is down, and keeps the request queued to try again', async () => {
    const res = await new Browser(broken.app).post('/api/auth/request-password-reset', {
      email: 'caida@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect(await waitingMails()).toContainEqual({
      kind: 'account.password-reset',
      state: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });

  it('answers a database fault with the bare 500 and logs the cause once, with the request id', async () => {
    const email = 'rota@example.com';
    const signUp = await new Browser(broken.app).post('/api/auth/sign-up/email', {
      firstName: 'Base',
      lastName: 'Rota',
      name: 'Base Rota',
      email,
      password: 'tucan-verde-19',
      callbackURL: '/auth/callback',
    });
    expect(signUp.statusCode).toBe(200);
    await broken.db.db.updateTable('users').set({ email_verified: true }).where('email', '=', email).execute();
    await broken.db.runAsOwner('ALTER TABLE sessions ADD CONSTRAINT sesiones_rotas CHECK (false) NOT VALID');
    try {
      const res = await new Browser(broken.app).post('/api/auth/sign-in/email', { email, password: 'tucan-verde-19' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ code: 'INTERNAL', message: GENERIC, requestId: res.headers['x-request-id'] });
      expect(res.body).not.toMatch(/sesiones_rotas|constraint|insert/i);
      const logged = errorsOf(body.requestId);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.err?.message).toContain('sesiones_rotas');
    } finally {
      await broken.db.runAsOwner('ALTER TABLE sessions DROP CONSTRAINT sesiones_rotas');
    }
  });
});

describe('log safety', () => {
  let app: TestApp;
  const traceLog = new MemoryLog();
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'false' }, { logger: traceLog.options('trace') });
  });
  afterAll(() => app.close());

  it('never writes a password or a token to the log, even at trace level', async () => {
    const email = 'secreta@example.com';
    const secrets: string[] = ['clave-Primera-1', 'clave-Segunda-2', 'clave-Tercera-3'];
    const sessionTokens = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.filter((c) => c.name.endsWith('session_token') && c.value).map((c) => decodeURIComponent(c.value));

    const browser = new Browser(app.app);
    await browser.post('/api/auth/sign-up/email', {
      firstName: 'Ana',
      lastName: 'Secreta',
      name: 'Ana Secreta',
      email,
      password: secrets[0],
      callbackURL: '/auth/callback',
    });
    const verifyLink = new URL(lastLinkFor(app.mails, email));
    secrets.push(String(verifyLink.searchParams.get('token')));
    const verified = await browser.get(verifyLink.pathname + verifyLink.search);
    secrets.push(...sessionTokens(verified));

    const signIn = await new Browser(app.app).post('/api/auth/sign-in/email', { email, password: secrets[0] });
    expect(signIn.statusCode).toBe(200);
    secrets.push(...sessionTokens(signIn));
    await new Browser(app.app).post('/api/auth/sign-in/email', { email, password: 'equivocada-9' });
    secrets.push('equivocada-9');

    await new Browser(app.app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
    const resetLink = new URL(lastLinkFor(app.mails, email));
    const resetToken = resetLink.pathname.split('/').at(-1) ?? '';
    secrets.push(resetToken);
    await new Browser(app.app).get(resetLink.pathname + resetLink.search);
    const reset = await new Browser(app.app).post('/api/auth/reset-password', {
      newPassword: secrets[1],
      token: resetToken,
    });
    expect(reset.statusCode).toBe(200);

    const again = new Browser(app.app);
    const signIn2 = await again.post('/api/auth/sign-in/email', { email, password: secrets[1] });
    secrets.push(...sessionTokens(signIn2));
    expect(
      (await again.post('/api/account/password', { currentPassword: secrets[1], password: secrets[2] })).statusCode,
    ).toBe(204);

    const sessionSecrets = secrets.flatMap((s) => (s.includes('.') ? [s, s.split('.')[0] ?? s] : [s]));
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    expect(traceLog.lines.length).toBeGreaterThan(10);
    for (const secret of sessionSecrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(traceLog.text, `el log contiene ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });
});
