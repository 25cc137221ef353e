import { Resolver } from 'node:dns/promises';
import { join, resolve } from 'node:path';
import { PASSWORD_MIN } from '@vidriera/core';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';
import {
  booleanFlag,
  countFrom1,
  duration,
  durationOrZero,
  hostList,
  optionalText,
  postgresUrl,
  urlWithoutTrailingSlash,
} from './config-values';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // An empty PORT (as compose files leave it) means the default, not port 0.
    PORT: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce.number({ error: 'debe ser un número de puerto' }).int().min(0).max(65535).default(3000),
    ),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: urlWithoutTrailingSlash.optional(),
    SHOP_DOMAIN: optionalText,
    DATA_DIR: z
      .string()
      .default('./data')
      .transform((v) => resolve(v)),
    DATABASE_URL: postgresUrl,
    /**
     * 'transaction' when DATABASE_URL (and DATABASE_READ_URL) is a pooler in transaction mode, such as PgBouncer's
     * pool_mode=transaction: nothing is left on a session (docs/decisions/046, docs/DEPLOY.md). 'session' by default.
     */
    DATABASE_POOLER: optionalText.pipe(
      z.enum(['session', 'transaction'], { error: 'debe ser session o transaction' }).default('session'),
    ),
    /** The database itself, past the pooler: migrations run on it (docs/DEPLOY.md); needed with DATABASE_POOLER=transaction. */
    DATABASE_DIRECT_URL: postgresUrl,
    /** A streaming replica of DATABASE_URL for the storefront's reads (docs/DEPLOY.md); optional. */
    DATABASE_READ_URL: postgresUrl,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Vidriera <no-responder@vidriera.local>'),
    /** On by default for local use; with NODE_ENV=production only when DEMO=true is set. */
    DEMO: optionalText.pipe(booleanFlag.optional()),
    DEMO_PASSWORD: optionalText.pipe(
      z.string().min(PASSWORD_MIN, `debe tener al menos ${PASSWORD_MIN} caracteres`).optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: urlWithoutTrailingSlash.default('https://accounts.google.com'),
    SUPER_ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    RESERVATION_TTL: duration.default(48 * 3600),
    /** Proxy hops in front of the app (1 behind one reverse proxy) or their addresses/CIDRs; never `true` (docs/SECURITY.md). */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Whether the store of a request may come from X-Forwarded-Host (a trusted proxy that rewrites Host); off unless set (docs/SECURITY.md). */
    TRUST_FORWARDED_HOST: booleanFlag.default(false),
    /** A request must arrive whole within this time (its headers within 10 s), so a client that dribbles its body is cut off. */
    REQUEST_TIMEOUT: duration.default(60),
    /** How long a SIGTERM or SIGINT may take to close the server before its exit is forced (docs/DEPLOY.md). */
    SHUTDOWN_TIMEOUT: duration.default(15),
    /**
     * After a SIGTERM, how long the instance keeps serving while its health check answers 503, so that the proxy stops
     * sending it requests before it stops taking connections (docs/DEPLOY.md, "Restarting and upgrading without losing
     * requests"); longer than Caddy's health_interval (deploy/Caddyfile). Part of SHUTDOWN_TIMEOUT; 0 stops at once.
     */
    SHUTDOWN_DRAIN: durationOrZero.default(6),
    RATE_LIMIT: booleanFlag.default(true),
    /** Storefront orders one client address may create at one store in an hour (off with RATE_LIMIT=false); docs/SECURITY.md sizes it. */
    ORDER_RATE_LIMIT: countFrom1(30),
    /** How often an idle worker looks for jobs other instances queued, retries and schedules (docs/decisions/016-job-queue.md). */
    JOBS_POLL_INTERVAL: duration.default(5),
    /** How long a taken job stays its worker's before another instance may take it again (a crashed worker's jobs come back). */
    JOBS_LEASE: duration.default(120),
    /** New-order e-mails one owner gets in a quarter hour before the next ones are gathered into one (docs/product/orders.md). */
    ORDER_MAILS_BEFORE_DIGEST: countFrom1(5),
    /** Mercado Pago's API (docs/product/orders.md, "Paying with Mercado Pago"); tests point it at a local stand-in. */
    MERCADO_PAGO_API_URL: urlWithoutTrailingSlash.default('https://api.mercadopago.com'),
    /** Meta's Graph API, for the Conversions API's Purchase (docs/product/measurement.md); tests point it at a local stand-in. */
    META_GRAPH_API_URL: urlWithoutTrailingSlash.default('https://graph.facebook.com'),
    /** The carriers' APIs (docs/product/orders.md, "Envíos por transportista"); tests point them at local stand-ins. */
    CORREO_ARGENTINO_API_URL: urlWithoutTrailingSlash.default('https://api.correoargentino.com.ar/micorreo/v1'),
    OCA_API_URL: urlWithoutTrailingSlash.default('https://webservice.oca.com.ar/epak_tracking/Oep_TrackEPak.asmx'),
    /** The longest a carrier may take to quote, in milliseconds: a slower one is left out of the options (ADR 039). */
    CARRIER_QUOTE_TIMEOUT_MS: countFrom1(3000),
    /** How often shipments under way are followed at their carrier (polling: neither carrier offers webhooks to small accounts). */
    CARRIER_TRACKING_INTERVAL: duration.default(60 * 60),
    /** How often orders waiting on a Mercado Pago payment are checked against Mercado Pago, in case a notification was lost. */
    MERCADO_PAGO_RECONCILE_INTERVAL: duration.default(15 * 60),
    /** The platform's Mercado Pago application, for connecting stores by OAuth (all three, or none: owners then paste their token). */
    MP_CLIENT_ID: optionalText,
    MP_CLIENT_SECRET: optionalText,
    /** The application's notification (Webhooks) secret: signs the notifications about OAuth-connected stores. */
    MP_WEBHOOK_SECRET: optionalText,
    /** Where sellers authorise the application (Mercado Pago's OAuth page). */
    MERCADO_PAGO_AUTH_URL: urlWithoutTrailingSlash.default('https://auth.mercadopago.com'),
    /** Hosts the import may fetch pictures from even on a private address (tests: 127.0.0.1); comma-separated, none by default (docs/SECURITY.md). */
    IMPORT_FETCH_ALLOWED_HOSTS: hostList,
    /** Push services (host names) a seller's device may subscribe through besides the browsers' own, plain HTTP allowed (tests: 127.0.0.1); none by default (docs/SECURITY.md). */
    PUSH_ALLOWED_HOSTS: hostList,
    /** DNS servers that check own domains (docs/decisions/023-own-domain.md), as 1.1.1.1 or 127.0.0.1:5353, comma-separated; the system's when empty. */
    DNS_SERVERS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const servers = v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        try {
          new Resolver().setServers(servers);
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: 'debe ser una lista de direcciones IP, como 1.1.1.1 o 127.0.0.1:5353',
          });
          return z.NEVER;
        }
        return servers;
      }),
    /** How often own domains are checked again (pending ones verify on their own; a verified one whose records went away loses it after a grace). */
    DOMAIN_CHECK_INTERVAL: duration.default(3600),
    /** The bearer token Prometheus sends to GET /metrics; without it the endpoint answers 404 (docs/DEPLOY.md, "Metrics"). */
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
    /** Where `npm run backup` and the scheduled backups of the embedded database go (docs/DEPLOY.md, "Backups"); DATA_DIR/backups when empty. */
    BACKUP_DIR: optionalText,
    /** How often the server backs up its embedded database, as 24h; none when empty (docs/decisions/036-backups.md). */
    BACKUP_INTERVAL: optionalText.pipe(duration.optional()),
    /** Scheduled backups kept in BACKUP_DIR; older ones are deleted after each new one. */
    BACKUP_KEEP: countFrom1(7),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    S3_ENDPOINT: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText,
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const publicHost = new URL(publicUrl).host;
    return {
      ...env,
      DEMO: env.DEMO ?? env.NODE_ENV !== 'production',
      PUBLIC_URL: publicUrl,
      BACKUP_DIR: resolve(env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups')),
      SHOP_DOMAIN: (env.SHOP_DOMAIN ?? `tiendas.${publicHost}`).toLowerCase(),
    };
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'una réplica de lectura necesita DATABASE_URL (la base embebida no tiene réplicas)',
      });
    }
    if ((env.DATABASE_POOLER === 'transaction' || env.DATABASE_DIRECT_URL) && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: [env.DATABASE_DIRECT_URL ? 'DATABASE_DIRECT_URL' : 'DATABASE_POOLER'],
        message: 'un pooler de conexiones necesita DATABASE_URL (la base embebida no tiene conexiones que compartir)',
      });
    } else if (env.DATABASE_POOLER === 'transaction' && !env.DATABASE_DIRECT_URL) {
      // The migrator's lock is a session's (docs/decisions/046): through the pooler it could outlive the run.
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'con DATABASE_POOLER=transaction las migraciones van directo a la base: indica DATABASE_DIRECT_URL',
      });
    }
    if (env.BACKUP_INTERVAL && env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_INTERVAL'],
        message: 'las copias programadas son de la base embebida; con PostgreSQL las hace pgBackRest (docs/DEPLOY.md)',
      });
    }
    if (env.SHUTDOWN_DRAIN >= env.SHUTDOWN_TIMEOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN'],
        message:
          'debe ser menor que SHUTDOWN_TIMEOUT (el cierre entero, espera incluida, termina dentro de ese tiempo)',
      });
    }
    const mercadoPagoApp = [env.MP_CLIENT_ID, env.MP_CLIENT_SECRET, env.MP_WEBHOOK_SECRET].filter(Boolean).length;
    if (mercadoPagoApp !== 0 && mercadoPagoApp !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['MP_CLIENT_SECRET'],
        message: 'MP_CLIENT_ID, MP_CLIENT_SECRET y MP_WEBHOOK_SECRET van juntos',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return result.data;
}
