import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { Auth } from '../../src/modules/auth/auth';
import { loadConfig } from '../../src/shared/config';
import type { RouteAccess } from '../../src/modules/auth/access';
import type { AppContext } from '../../src/shared/app-context';
import type { MailMessage, Mailer } from '../../src/shared/mail-message';
import { type Database, TENANT_SCOPE_SQL } from '@vidriera/db';
import { createTestDatabase, TEST_TMP, type TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The auth library the server was composed with. */
  auth: Auth;
  /** Every /api route with the access it declares. */
  routes: RouteAccess[];
  /** Every SQL statement run so far; tests count the ones a request makes. */
  queries: string[];
  db: TestDatabase;
  mails: MailMessage[];
  /** The capturing mailer itself (to make it fail). */
  mailer: CapturingMailer;
  /** Switches between running queued jobs after each request and leaving them to `ctx.jobs.drain()`. */
  setJobs(mode: 'after-request' | 'manual'): void;
  dataDir: string;
  close(): Promise<void>;
}

export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** While set, every send fails with it, as a mail server that refuses the connection. */
  failWith: Error | null = null;
  async send(message: MailMessage): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
}

export interface TestAppOptions {
  /** Fastify logger options, e.g. with a stream that captures the log; no log when absent. */
  logger?: FastifyServerOptions['logger'];
  /** 'config': the mailer the server builds from its config (SMTP_URL or outbox) instead of capturing. */
  mail?: 'capture' | 'config';
  /** A built web app to serve (index.html, manifest, server renderer); none when absent. */
  webDistDir?: string;
  /** Runs before app.ready(), e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * 'after-request' (default): after a request that queued jobs, they all run
   * before the test goes on, as a worker would right after (so `mails` has
   * them); 'manual': jobs wait until the test calls `t.ctx.jobs.drain()`.
   */
  jobs?: 'after-request' | 'manual';
  /** A read replica for the storefront (DATABASE_READ_URL's database). */
  replica?: Kysely<Database>;
}

/** A server on a fresh database, with e-mails captured instead of sent. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const queries: string[] = [];
  // Scoping a pooled connection to a store (row-level security) is not one of the request's own queries.
  const db = await createTestDatabase((sql) => sql !== TENANT_SCOPE_SQL && queries.push(sql));
  mkdirSync(TEST_TMP, { recursive: true });
  const dataDir = mkdtempSync(join(TEST_TMP, 'data-'));
  const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, DATA_DIR: dataDir, DEMO: 'false', ...env });
  const mailer = new CapturingMailer();
  const { app, ctx, auth, routes } = await buildApp({
    config,
    db: db.db,
    replica: options.replica ?? null,
    ...(options.mail === 'config' ? {} : { mailer }),
    logger: options.logger ?? false,
    webDistDir: options.webDistDir ?? '.tmp/no-web',
  });
  await options.beforeReady?.(app);
  await app.ready();
  let autoDrain = options.jobs !== 'manual';
  // No worker polls in tests: what a request queued runs here, deterministically, before its answer reaches the test.
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  Object.assign(app, {
    inject: async (opts: InjectOptions) => {
      const response = await inject(opts);
      if (autoDrain && ctx.jobs.woken) await ctx.jobs.drain();
      return response;
    },
  });
  return {
    app,
    ctx,
    auth,
    routes,
    db,
    queries,
    mails: mailer.sent,
    mailer,
    setJobs: (mode) => {
      autoDrain = mode === 'after-request';
    },
    dataDir,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping client over app.inject, like a browser tab of our own origin. */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = TEST_ORIGIN,
    /** The client address the server sees (inject's default is 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: this.origin, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...(body !== undefined ? { payload: body as Record<string, unknown> | Buffer } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);
  upload = (url: string, file: { payload: Buffer; contentType: string }) =>
    this.request('POST', url, file.payload, { 'content-type': file.contentType });

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }
}

/** The link inside the last e-mail sent to an address. */
export function lastLinkFor(mails: MailMessage[], to: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  if (!mail?.link) throw new Error(`no hay email para ${to}`);
  return mail.link;
}

/** Signs up and confirms a person; returns a browser holding their session (from `remoteAddress`, when rate limits would otherwise pile up). */
export async function signUpConfirmed(
  t: TestApp,
  email: string,
  password = 'tucan-verde-19',
  remoteAddress?: string,
): Promise<Browser> {
  const browser = new Browser(t.app, TEST_ORIGIN, remoteAddress);
  const res = await browser.post('/api/auth/sign-up/email', {
    firstName: 'Ana',
    lastName: 'Pérez',
    name: 'Ana Pérez',
    email,
    password,
    callbackURL: '/auth/callback',
  });
  if (res.statusCode !== 200) throw new Error(`sign-up falló: ${res.body}`);
  const link = new URL(lastLinkFor(t.mails, email));
  await browser.get(link.pathname + link.search);
  return browser;
}

/** Runs every scheduled job now (the periodic clean-ups), as if their time had come. */
export async function runSchedulesNow(t: TestApp): Promise<void> {
  await t.ctx.jobs.ensureSchedules();
  await sql`update jobs set run_at = now() where state = 'pending' and singleton_key like 'schedule:%'`.execute(
    t.db.db,
  );
  await t.ctx.jobs.drain();
}
