import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/shared/config';
import { TEST_TMP } from './helpers/test-database';

const REPO_ROOT = join(import.meta.dirname, '../../..');

function configErrorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig aceptó ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has safe defaults for local use', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      SHOP_DOMAIN: 'tiendas.localhost:3000',
      DATA_DIR: resolve('./data'),
      DEMO: true,
      RESERVATION_TTL: 172_800,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      RATE_LIMIT: true,
      ORDER_RATE_LIMIT: 30,
      TRUST_PROXY: false,
      TRUST_FORWARDED_HOST: false,
      REQUEST_TIMEOUT: 60,
      SUPER_ADMIN_EMAILS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('derives the shop domain from PUBLIC_URL and drops a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://vidriera.com.ar/', PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('https://vidriera.com.ar');
    expect(config.SHOP_DOMAIN).toBe('tiendas.vidriera.com.ar');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '', SHOP_DOMAIN: '', METRICS_TOKEN: '' });
    expect(config).toMatchObject({ PORT: 3000, SHOP_DOMAIN: 'tiendas.localhost:3000' });
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['48h', 172_800],
    ['30m', 1_800],
    ['2d', 172_800],
    ['3600', 3_600],
    ['90s', 90],
  ])('reads RESERVATION_TTL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ RESERVATION_TTL: value }).RESERVATION_TTL).toBe(seconds);
  });

  it('reads ORDER_RATE_LIMIT as a whole number, an empty value meaning the default', () => {
    expect(loadConfig({ ORDER_RATE_LIMIT: '5' }).ORDER_RATE_LIMIT).toBe(5);
    expect(loadConfig({ ORDER_RATE_LIMIT: ' ' }).ORDER_RATE_LIMIT).toBe(30);
  });

  it('reads DNS_SERVERS as a list of addresses (the system’s when empty) and refuses anything else', () => {
    expect(loadConfig({}).DNS_SERVERS).toEqual([]);
    expect(loadConfig({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353' }).DNS_SERVERS).toEqual(['1.1.1.1', '127.0.0.1:5353']);
    expect(loadConfig({}).DOMAIN_CHECK_INTERVAL).toBe(3600);
    expect(configErrorFor({ DNS_SERVERS: 'dns.google' }).message).toContain(
      'DNS_SERVERS: debe ser una lista de direcciones IP',
    );
  });

  it('reads boolean flags and the super-admin list', () => {
    const config = loadConfig({
      DEMO: 'false',
      RATE_LIMIT: '0',
      SUPER_ADMIN_EMAILS: ' Jefa@Example.com, ,otra@example.com ',
    });
    expect(config).toMatchObject({
      DEMO: false,
      RATE_LIMIT: false,
      SUPER_ADMIN_EMAILS: ['jefa@example.com', 'otra@example.com'],
    });
  });

  it('turns the demo store off in production unless DEMO=true is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '' }).DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO).toBe(true);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['0', false],
    ['false', false],
    ['', false],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%j as hops or proxy addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses TRUST_PROXY=%s, which would let any client pick its address', (value) => {
    const error = configErrorFor({ TRUST_PROXY: value });
    expect(error.message).toContain('  TRUST_PROXY: no admite true');
  });

  it.each([
    ['0.0.0.0/0', 'el rango "0.0.0.0/0" es demasiado amplio: el mínimo es /8 en IPv4'],
    ['10.0.0.0/7', 'el rango "10.0.0.0/7" es demasiado amplio: el mínimo es /8 en IPv4'],
    ['10.0.0.2, ::/0', 'el rango "::/0" es demasiado amplio: el mínimo es /32 en IPv6'],
    ['2001:db8::/31', 'el rango "2001:db8::/31" es demasiado amplio: el mínimo es /32 en IPv6'],
    ['99999', 'indica a lo sumo 5 proxies (se indicó 99999)'],
    ['6', 'indica a lo sumo 5 proxies (se indicó 6)'],
  ])('refuses TRUST_PROXY=%s, which would trust addresses clients choose, naming the variable', (value, message) => {
    expect(configErrorFor({ TRUST_PROXY: value }).message).toContain(`  TRUST_PROXY: ${message}`);
  });

  it.each([
    ['::ffff:0:0/96', '/0 en IPv4'],
    ['::ffff:0.0.0.0/100', '/4 en IPv4'],
    ['::ffff:10.0.0.0/103', '/7 en IPv4'],
    ['::/96', 'IPv4-compatible ::a.b.c.d'],
    ['::/32', 'an IPv6 /32 holding every IPv4-mapped address'],
  ])('refuses TRUST_PROXY=%s, an IPv6 range that trusts IPv4 clients wider than /8 (%s)', (value) => {
    expect(configErrorFor({ TRUST_PROXY: value }).message).toContain(
      `  TRUST_PROXY: el rango "${value}" es demasiado amplio: abarca direcciones IPv4 y el mínimo es /8 en IPv4 (/104 en ::ffff:a.b.c.d)`,
    );
  });

  it('takes IPv4-mapped and IPv4-compatible ranges of an IPv4 /8 or narrower', () => {
    expect(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104,::ffff:192.168.1.1/128,::1/128' }).TRUST_PROXY).toEqual([
      '::ffff:10.0.0.0/104',
      '::ffff:192.168.1.1/128',
      '::1/128',
    ]);
  });

  it('takes 5 hops and ranges of /8 and /32', () => {
    expect(loadConfig({ TRUST_PROXY: '5' }).TRUST_PROXY).toBe(5);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'no es una url' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'localhost:3000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://vidriera.com.ar' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/vidriera' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['DEMO', { DEMO: 'quizás' }],
    ['RESERVATION_TTL', { RESERVATION_TTL: 'dos días' }],
    ['RESERVATION_TTL', { RESERVATION_TTL: '0' }],
    ['ORDER_RATE_LIMIT', { ORDER_RATE_LIMIT: '0' }],
    ['ORDER_RATE_LIMIT', { ORDER_RATE_LIMIT: '2.5' }],
    ['ORDER_RATE_LIMIT', { ORDER_RATE_LIMIT: 'muchos' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'solo-el-id' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_SECRET: 'solo-el-secreto' }],
    ['GOOGLE_ISSUER', { GOOGLE_ISSUER: 'accounts.google.com' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'corto' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'corto' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'mi-proxy' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/99' }],
    ['REQUEST_TIMEOUT', { REQUEST_TIMEOUT: 'lento' }],
  ])('refuses a bad %s with a ConfigError naming it', (variable, env) => {
    const error = configErrorFor(env);
    expect(error.message).toMatch(/^Configuración inválida:/);
    expect(error.message).toContain(`  ${variable}: `);
  });

  it('names GOOGLE_CLIENT_ID too when the Google pair is incomplete', () => {
    expect(configErrorFor({ GOOGLE_CLIENT_ID: 'solo-el-id' }).message).toContain(
      'GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos',
    );
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(configErrorFor({ DATABASE_READ_URL: 'postgres://app@replica/vidriera' }).message).toContain(
      'DATABASE_READ_URL: una réplica de lectura necesita DATABASE_URL',
    );
    expect(
      configErrorFor({ DATABASE_URL: 'postgres://app@primary/vidriera', DATABASE_READ_URL: 'mysql://replica' }).message,
    ).toContain('DATABASE_READ_URL: ');
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@primary/vidriera',
      DATABASE_READ_URL: 'postgres://app@replica/vidriera',
    });
    expect(config.DATABASE_READ_URL).toBe('postgres://app@replica/vidriera');
  });

  it('lists every bad variable at once', () => {
    const { message } = configErrorFor({ PORT: 'abc', DEMO: 'quizás', RESERVATION_TTL: 'nunca' });
    expect(message).toContain('PORT: ');
    expect(message).toContain('DEMO: ');
    expect(message).toContain('RESERVATION_TTL: ');
  });
});

describe('starting the server with a bad setting', () => {
  it('exits non-zero, printing a message that names the variable', async () => {
    mkdirSync(TEST_TMP, { recursive: true });
    const dataDir = mkdtempSync(join(TEST_TMP, 'config-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain('Configuración inválida');
      expect(output).toContain('PORT: debe ser un número de puerto');
      expect(output).not.toMatch(/\bat .*\.ts:\d+/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
