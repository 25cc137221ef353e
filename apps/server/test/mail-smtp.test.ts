import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/modules/mail/mailer';
import { confirmationEmail } from '../src/modules/mail/templates';
import { MemoryLog } from './helpers/memory-log';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { Browser, createTestApp, type TestApp } from './helpers/test-app';
import { TEST_TMP } from './helpers/test-database';

const MAIL_FROM = 'Vidriera Pruebas <hola@vidriera.test>';

describe('e-mail through SMTP (SMTP_URL)', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ RATE_LIMIT: 'false', SMTP_URL: inbox.url, MAIL_FROM }, { mail: 'config' });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('sends the sign-up confirmation to the person, from MAIL_FROM, with a link that confirms the account', async () => {
    const browser = new Browser(t.app);
    const res = await browser.post('/api/auth/sign-up/email', {
      firstName: 'Carla',
      lastName: 'Correo',
      name: 'Carla Correo',
      email: 'Carla@Example.com',
      password: 'tucan-verde-19',
      callbackURL: '/auth/callback',
    });
    expect(res.statusCode).toBe(200);

    await vi.waitFor(() => expect(inbox.mails).toHaveLength(1));
    const [mail] = inbox.mails;
    expect(mail?.envelope).toEqual({ from: 'hola@vidriera.test', to: ['carla@example.com'] });
    expect(mail?.parsed.from?.value).toEqual([{ address: 'hola@vidriera.test', name: 'Vidriera Pruebas' }]);
    expect(mail?.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').toBe('carla@example.com');
    expect(mail?.parsed.subject).toBe('Confirma tu cuenta de Vidriera');
    expect(mail?.parsed.text).toContain('Hola Carla Correo,');
    expect(mail?.parsed.html).toContain('lang="es"');

    const link = mail?.parsed.text?.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    expect(mail?.parsed.html).toContain(String(link).replace(/&/g, '&#38;'));
    const url = new URL(String(link));
    const confirmed = await browser.get(url.pathname + url.search);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/auth/callback');
    const me = await browser.get('/api/me');
    expect(me.json()).toMatchObject({ user: { email: 'carla@example.com', emailVerified: true } });
  });
});

describe('e-mail outbox (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(() => {
    mkdirSync(TEST_TMP, { recursive: true });
    dataDir = mkdtempSync(join(TEST_TMP, 'outbox-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml file in DATA_DIR/mail and logs where, with the link to follow', async () => {
    const log = new MemoryLog();
    const mailer = createMailer({
      from: MAIL_FROM,
      dataDir,
      logger: pino({ level: 'info' }, log.stream),
      logLinks: true,
    });
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Fcallback';
    await mailer.send(confirmationEmail('nuevo@example.com', 'Nuevo Usuario', link));

    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/nuevo@example\.com\.eml$/);
    const parsed = await simpleParser(readFileSync(join(dataDir, 'mail', String(files[0]))));
    expect(parsed.subject).toBe('Confirma tu cuenta de Vidriera');
    expect(parsed.from?.value).toEqual([{ address: 'hola@vidriera.test', name: 'Vidriera Pruebas' }]);
    expect(parsed.text).toContain(link);
    expect(log.lines.map((l) => l.msg).join('\n')).toContain(link);
  });

  it('is what the server uses when SMTP_URL is unset: a sign-up leaves its confirmation in the outbox', async () => {
    const t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { mail: 'config' });
    try {
      const res = await new Browser(t.app).post('/api/auth/sign-up/email', {
        firstName: 'Olga',
        lastName: 'Buzón',
        name: 'Olga Buzón',
        email: 'olga@example.com',
        password: 'tucan-verde-19',
        callbackURL: '/auth/callback',
      });
      expect(res.statusCode).toBe(200);
      const files = readdirSync(join(dataDir, 'mail')).filter((f) => f.includes('olga@example.com'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(dataDir, 'mail', String(files[0]))));
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('olga@example.com');
      expect(parsed.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    } finally {
      await t.close();
    }
  });

  it('never logs the link in production (NODE_ENV=production), though the message is kept', async () => {
    const log = new MemoryLog();
    const t = await createTestApp(
      { RATE_LIMIT: 'false', DATA_DIR: dataDir, NODE_ENV: 'production' },
      { mail: 'config', logger: log.options('info') },
    );
    try {
      const email = 'prod@example.com';
      const signUp = await new Browser(t.app).post('/api/auth/sign-up/email', {
        firstName: 'Pía',
        lastName: 'Producción',
        email,
        password: 'tucan-verde-19',
        callbackURL: '/auth/callback',
      });
      expect(signUp.statusCode).toBe(200);
      expect(
        (
          await new Browser(t.app).post('/api/auth/request-password-reset', {
            email,
            redirectTo: '/auth/reset-password',
          })
        ).statusCode,
      ).toBe(200);
      const files = readdirSync(join(dataDir, 'mail')).filter((f) => f.includes(email));
      expect(files).toHaveLength(2);
      for (const file of files)
        expect(readFileSync(join(dataDir, 'mail', file), 'utf8')).toMatch(/token|reset-password\//);
      expect(log.text).toContain('guardado en la bandeja local');
      expect(log.text).not.toMatch(/enlace:|token=|reset-password\/[A-Za-z0-9]/);
    } finally {
      await t.close();
    }
  });
});
