import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { isAppPath } from '@vidriera/core';
import { type Database, tenantStorage } from '@vidriera/db';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { registerAccess } from './modules/auth/access';
import { registerAccountRoutes } from './modules/auth/account-routes';
import { createAuth } from './modules/auth/auth';
import { registerAuthRoutes } from './modules/auth/auth-routes';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { passwordResetHandler, PASSWORD_RESET_REQUEST } from './modules/auth/password-reset-request';
import { HOUSEKEEPING_SCHEDULES, housekeepingHandlers } from './modules/housekeeping/housekeeping';
import { importPicturesHandlers } from './modules/catalogue/fetch-import-pictures';
import { catalogueImportHandlers } from './modules/catalogue/catalogue-import-job';
import { importPictureFolder } from './modules/catalogue/catalogue-csv-routes';
import { createJobRunner, type JobHandler } from './modules/jobs/job-runner';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createQueuedMailer, SEND_MAIL, sendMailHandler } from './modules/mail/queued-mailer';
import { mercadoPagoHandlers, mercadoPagoSchedules } from './modules/mercado-pago/mercado-pago-jobs';
import { mercadoPagoDeps, registerMercadoPagoRoutes } from './modules/mercado-pago/mercado-pago-routes';
import { orderMailHandlers } from './modules/orders/order-mail-jobs';
import { shopperMailHandlers } from './modules/orders/shopper-mail-jobs';
import { createStorage } from './modules/storage/create-storage';
import { UPLOADS_PREFIX } from './modules/storage/local-storage';
import type { Storage } from './modules/storage/storage';
import { registerDomainAllowedRoute } from './modules/domains/domain-allowed-route';
import { domainHandlers, domainSchedules } from './modules/domains/domain-jobs';
import { registerDomainRoutes } from './modules/domains/domain-routes';
import { registerOrderRoutes } from './modules/orders/order-routes';
import { registerDiscountCodeRoutes } from './modules/discounts/discount-code-routes';
import { registerPublicRoutes } from './modules/storefront/public-routes';
import { registerHealthRoute } from './modules/web/health-route';
import { sendStoreNotFound, sendStorePage } from './modules/storefront/store-page-route';
import { locateRequestStore } from './modules/domains/locate-request-store';
import { registerStoreRoutes } from './modules/stores/store-routes';
import { registerAttributeRoutes } from './modules/catalogue/attribute-routes';
import { registerCategoryRoutes } from './modules/catalogue/category-routes';
import { registerCatalogueCsvRoutes } from './modules/catalogue/catalogue-csv-routes';
import { registerProductRoutes } from './modules/catalogue/product-routes';
import { registerSuperAdminRoutes } from './modules/super-admin/super-admin-routes';
import { createPageSender, DYNAMIC_BROTLI } from './modules/web/page-sender';
import { registerWebApp } from './modules/web/web-app';
import type { AppContext } from './shared/app-context';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputHygiene } from './plugins/input-hygiene';
import { LOG_SERIALIZERS } from './plugins/log-safety';
import { registerOriginCheck } from './plugins/origin-check';
import { registerForwardedHeaders } from './shared/trust-proxy';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { apiDocumentOptions } from './plugins/api-document';
import { registerRouteSchemas } from './plugins/route-schemas';

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  replica?: Kysely<Database> | null;
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** The built web app (index.html, assets, the store pages' renderer). */
  webDistDir: string;
}

export { createStorage };
export { LOG_SERIALIZERS };

/** A hop count as the function proxy-addr makes of it (Fastify's types take no number). */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
];

export async function buildApp({ config, db, replica = null, mailer, storage, logger, webDistDir }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A client that sends its request slowly is cut off: headers within 10 s, the whole request within REQUEST_TIMEOUT.
    requestTimeout: config.REQUEST_TIMEOUT * 1000,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Bad URLs (malformed encoding, over-long parameters) never reach a route: answer them in Spanish too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message: 'La dirección de la solicitud no es válida.' });
    },
  });
  app.server.headersTimeout = Math.min(10, config.REQUEST_TIMEOUT) * 1000;
  // Node looks for overdue requests every 30 s by default; a slow client is cut off close to its deadline instead.
  Object.assign(app.server, { connectionsCheckingInterval: Math.min(5, config.REQUEST_TIMEOUT) * 1000 });
  // Each request runs in its own tenant scope; the store is set once the server knows it (docs/SECURITY.md).
  app.addHook('onRequest', (_request, _reply, done) => tenantStorage.run({ storeId: null }, done));
  registerForwardedHeaders(app, { trustProxy: config.TRUST_PROXY !== false, trustForwardedHost: config.TRUST_FORWARDED_HOST });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, config);

  // Pages and API answers travel compressed (pictures are compressed already; built assets are served pre-compressed).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: DYNAMIC_BROTLI });

  registerErrorHandler(app);
  registerOriginCheck(app, config, db);
  registerRouteSchemas(app);
  registerPrivateAnswers(app);
  await app.register(swagger, apiDocumentOptions(config.PUBLIC_URL));

  const mail =
    mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, logger: app.log, logLinks: config.NODE_ENV !== 'production' });
  const secret = await resolveAuthSecret(db, config.AUTH_SECRET);
  // Work after a request and on a schedule: jobs (docs/decisions/016-job-queue.md); main.ts starts the worker.
  const handlers: Record<string, JobHandler> = {};
  const jobs = createJobRunner({
    db,
    log: app.log,
    handlers,
    schedules: [...HOUSEKEEPING_SCHEDULES, ...mercadoPagoSchedules(config.MERCADO_PAGO_RECONCILE_INTERVAL), ...domainSchedules(config.DOMAIN_CHECK_INTERVAL)],
    pollSeconds: config.JOBS_POLL_INTERVAL,
    leaseSeconds: config.JOBS_LEASE,
  });
  const queuedMail = createQueuedMailer(db, () => jobs.wake());
  const auth = createAuth({ config, db, mailer: queuedMail, directMailer: mail, wakeJobs: () => jobs.wake(), secret, logger: app.log });
  const ctx: AppContext = {
    config,
    db,
    replica,
    auth,
    mailer: queuedMail,
    storage: storage ?? createStorage(config),
    secret,
    jobs,
    pages: createPageSender(),
  };
  Object.assign(handlers, {
    [SEND_MAIL]: sendMailHandler(db, mail, config.PUBLIC_URL),
    [PASSWORD_RESET_REQUEST]: passwordResetHandler((body) => auth.api.requestPasswordReset({ body })),
    ...orderMailHandlers({ db, mailer: mail, config }),
    ...shopperMailHandlers({ db, mailer: mail, secret, config }),
    ...housekeepingHandlers({ db, storage: ctx.storage, log: app.log, reservationSeconds: config.RESERVATION_TTL }),
    ...mercadoPagoHandlers(mercadoPagoDeps(ctx), app.log),
    ...domainHandlers(db, config),
    ...importPicturesHandlers({ db, storage: ctx.storage, allowedHosts: config.IMPORT_FETCH_ALLOWED_HOSTS }),
    ...catalogueImportHandlers({ db, storage: ctx.storage, log: app.log, pictureFolder: importPictureFolder(ctx.storage, config.PUBLIC_URL) }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  const routes = registerAccess(app, { auth, db, config });
  // After the access check (a stranger learns nothing from input rules), before any route reads its input.
  registerInputHygiene(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerAuthRoutes(api, { auth, config, db });
  registerAccountRoutes(api, ctx);
  registerStoreRoutes(api, ctx);
  registerSuperAdminRoutes(api, ctx);
  registerCategoryRoutes(api, ctx);
  registerAttributeRoutes(api, ctx);
  registerCatalogueCsvRoutes(api, ctx);
  registerProductRoutes(api, ctx);
  registerPublicRoutes(api, ctx);
  registerHealthRoute(api, ctx);
  registerOrderRoutes(api, ctx);
  registerDiscountCodeRoutes(api, ctx);
  registerMercadoPagoRoutes(api, ctx);
  registerDomainAllowedRoute(api, ctx);
  registerDomainRoutes(api, ctx);

  mkdirSync(join(config.DATA_DIR, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(config.DATA_DIR, 'uploads'),
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  // The test server's store pages check that every island hydrates to the server's HTML (see web-app.ts).
  const web = await registerWebApp(app, webDistDir, { checkHydration: config.NODE_ENV === 'test' });
  const { pages } = ctx;
  const appHead = { title: 'Vidriera', description: 'Crea tu tienda online en minutos y vende por WhatsApp.', siteName: 'Vidriera' };
  const notFoundHead = { ...appHead, title: 'Página no encontrada - Vidriera', noindex: true };
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const notAPage = request.method !== 'GET' && request.method !== 'HEAD';
    if (notAPage || path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
    }
    const store = await locateRequestStore(db, request.host, path, config);
    if (store === 'not-found') return sendStoreNotFound({ config, web, pages }, request, reply);
    if (store) return sendStorePage({ db, replica, config, web, pages }, request, reply, store, request.url.slice(path.length));
    // Any path the app has no screen for gets the app's not-found page with 404 (docs/product/storefront.md).
    if (!isAppPath(path)) return pages.send(request, reply, web.appDocument(notFoundHead), { status: 404, key: 'app-not-found' });
    return pages.send(request, reply, web.appDocument(appHead), { key: 'app' });
  });

  return { app, ctx, routes };
}
