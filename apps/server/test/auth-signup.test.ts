import { describe, expect, it } from 'vitest';
import { Browser, lastLinkFor, signUpConfirmed } from './helpers/test-app';
import { appForFile } from './helpers/file-app';
import { signUpBody, userCounter } from './helpers/sign-up';

const t = appForFile({ RATE_LIMIT: 'false', SUPER_ADMIN_EMAILS: 'jefa-ocupada@vidriera.test' });
const countUsers = userCounter(t);

describe('sign-up', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'Nombre es requerido'],
    [{ lastName: '  ' }, 'lastName', 'Apellido es requerido'],
    [{ email: 'no-es-un-email' }, 'email', 'Email no válido'],
    [{ password: '1234567' }, 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [
      { password: 'aaaaaaaa' },
      'password',
      'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.',
    ],
    [
      { password: 'abcdefgh' },
      'password',
      'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.',
    ],
    [
      { password: 'MiVidriera1' },
      'password',
      'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.',
    ],
    [
      { password: 'lucia-gomez' },
      'password',
      'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.',
    ],
    [
      { email: 'florencia@example.com', password: 'florencia-77' },
      'password',
      'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.',
    ],
    [{ password: 'password1' }, 'password', 'Esa contraseña es de las más usadas y se adivina fácil. Elige otra.'],
    [
      { password: 'original1' },
      'password',
      'Esa contraseña se adivina fácil. Usa una más larga, por ejemplo varias palabras que no tengan que ver contigo.',
    ],
    [{ password: undefined }, 'password', 'La contraseña es requerida'],
    // Common Spanish passwords: Spanish words, a team and its year, places (zxcvbn-ts's Spanish lists).
    ...['contraseña1', 'boca1905', 'mate1234', 'Buenosaires'].map((password) => [
      { password },
      'password',
      'Esa contraseña se adivina fácil. Usa una más larga, por ejemplo varias palabras que no tengan que ver contigo.',
    ]),
  ] as [Record<string, unknown>, string, string][])(
    'refuses %o with a Spanish message naming the field, and saves nothing',
    async (override, field, message) => {
      const before = await countUsers();
      const res = await new Browser(t.app).post('/api/auth/sign-up/email', signUpBody('mal@example.com', override));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ field, message });
      expect(await countUsers()).toBe(before);
    },
  );

  it('creates an unconfirmed account and sends a Spanish confirmation e-mail', async () => {
    const res = await new Browser(t.app).post('/api/auth/sign-up/email', signUpBody('Lucia@Example.com'));
    expect(res.statusCode).toBe(200);
    const user = await t.db.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'lucia@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Lucía', last_name: 'Gómez', name: 'Lucía Gómez', email_verified: false });
    const mail = t.mails.find((m) => m.to === 'lucia@example.com');
    expect(mail?.subject).toBe('Confirma tu cuenta de Vidriera');
    expect(mail?.text).toContain('Confirma tu email');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('does not reveal whether an e-mail is taken, and keeps a single account', async () => {
    await new Browser(t.app).post('/api/auth/sign-up/email', signUpBody('repetida@example.com'));
    const again = await new Browser(t.app).post(
      '/api/auth/sign-up/email',
      signUpBody('repetida@example.com', { password: 'otraclave1' }),
    );
    expect(again.statusCode).toBe(200);
    const rows = await t.db.db.selectFrom('users').select('id').where('email', '=', 'repetida@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a second sign-up of a confirmed address as a new one, and e-mails that address how to sign in or reset', async () => {
    await signUpConfirmed(t, 'confirmada@example.com');
    const before = t.mails.filter((m) => m.to === 'confirmada@example.com').length;
    const again = await new Browser(t.app).post(
      '/api/auth/sign-up/email',
      signUpBody('Confirmada@example.com', { password: 'otraclave1' }),
    );
    expect(again.statusCode).toBe(200);
    const mails = t.mails.filter((m) => m.to === 'confirmada@example.com');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('Ya tienes una cuenta de Vidriera');
    expect(mail?.text).toContain('ya tienes una cuenta: inicia sesión o restablece tu contraseña');
    expect(mail?.text).toContain('http://localhost:3000/auth\n');
    expect(mail?.text).toContain('http://localhost:3000/auth?tab=forgot-password');
    // The old password still signs in: nothing about the account changed.
    expect(
      (
        await new Browser(t.app).post('/api/auth/sign-in/email', {
          email: 'confirmada@example.com',
          password: 'tucan-verde-19',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sends a fresh confirmation link that works when an unconfirmed address signs up again', async () => {
    await new Browser(t.app).post('/api/auth/sign-up/email', signUpBody('perdio-el-mail@example.com'));
    t.mails.splice(0, t.mails.length, ...t.mails.filter((m) => m.to !== 'perdio-el-mail@example.com'));
    const browser = new Browser(t.app);
    expect((await browser.post('/api/auth/sign-up/email', signUpBody('perdio-el-mail@example.com'))).statusCode).toBe(
      200,
    );
    const mail = t.mails.filter((m) => m.to === 'perdio-el-mail@example.com').at(-1);
    expect(mail?.subject).toBe('Confirma tu cuenta de Vidriera');
    const link = new URL(lastLinkFor(t.mails, 'perdio-el-mail@example.com'));
    const confirmed = await browser.get(link.pathname + link.search);
    expect(confirmed.statusCode).toBe(302);
    const user = await t.db.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'perdio-el-mail@example.com')
      .executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(true);
  });

  it('refuses sign-in before confirmation and can resend the e-mail', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/auth/sign-up/email', signUpBody('pendiente@example.com'));
    const res = await browser.post('/api/auth/sign-in/email', {
      email: 'pendiente@example.com',
      password: 'tucan-verde-19',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('confirmar tu email'),
    });
    expect(browser.hasSession()).toBe(false);

    const sentBefore = t.mails.filter((m) => m.to === 'pendiente@example.com').length;
    const resend = await browser.post('/api/auth/send-verification-email', {
      email: 'pendiente@example.com',
      callbackURL: '/auth/callback',
    });
    expect(resend.statusCode).toBe(200);
    expect(t.mails.filter((m) => m.to === 'pendiente@example.com').length).toBe(sentBefore + 1);
  });

  it('confirms through the e-mailed link: signs the person in and lands on /auth/callback', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/auth/sign-up/email', signUpBody('confirma@example.com'));
    const link = new URL(lastLinkFor(t.mails, 'confirma@example.com'));
    const res = await browser.get(link.pathname + link.search);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/callback');
    expect(browser.hasSession()).toBe(true);
    const me = await browser.get('/api/me');
    expect(me.json()).toMatchObject({
      user: { email: 'confirma@example.com', firstName: 'Lucía' },
      roles: [],
      homePath: '/admin',
    });

    const reused = await new Browser(t.app).get(link.pathname + link.search);
    expect(reused.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
  });

  it('refuses a forged confirmation token', async () => {
    const browser = new Browser(t.app);
    const res = await browser.get(
      '/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.falsa&callbackURL=%2Fauth%2Fcallback',
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('error=');
    expect(browser.hasSession()).toBe(false);
  });
});
