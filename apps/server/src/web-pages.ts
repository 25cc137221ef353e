import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@vidriera/core';
import type { FastifyPluginAsync } from 'fastify';
import { answerRouteNotFound } from './plugins/error-handler';
import type { AreaOptions } from './shared/app-context';
import { locateRequestStore } from './modules/domains/locate-request-store';
import { UPLOADS_PREFIX } from './modules/storage/local-storage';
import { sendStoreNotFound, sendStorePage } from './modules/storefront/store-page-route';
import { registerWebApp } from './modules/web/web-app';
import { measuredPagePolicy } from './plugins/security-headers';

const APP_HEAD = {
  title: 'Vidriera',
  description: 'Crea tu tienda online en minutos y vende por WhatsApp.',
  siteName: 'Vidriera',
};
const NOT_FOUND_HEAD = { ...APP_HEAD, title: 'Página no encontrada - Vidriera', noindex: true };

/**
 * Everything that is not the API: uploaded pictures (/uploads), the web
 * build's assets, and pages — the server's not-found handler, since no route
 * names them: a store address gets its store page
 * (storefront/store-page-route.ts), an app screen the app's document, any
 * other path the app's not-found page with 404 (docs/product/storefront.md).
 */
export const webPages: FastifyPluginAsync<AreaOptions & { webDistDir: string }> = async (app, { ctx, webDistDir }) => {
  const { config, db, replica, pages } = ctx;
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
  const measuredPolicy = measuredPagePolicy(config);
  const web = await registerWebApp(app, webDistDir, { checkHydration: config.NODE_ENV === 'test' });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const notAPage = request.method !== 'GET' && request.method !== 'HEAD';
    if (notAPage || path.startsWith('/uploads/') || path.startsWith('/assets/'))
      return answerRouteNotFound(request, reply);
    const store = await locateRequestStore(db, request.host, path, config);
    if (store === 'not-found') return sendStoreNotFound({ config, web, pages }, request, reply);
    if (store)
      return sendStorePage(
        {
          db,
          replica,
          config,
          web,
          pages,
          kept: ctx.kept,
          searches: ctx.searches,
          visits: ctx.visits,
          measuredPolicy,
        },
        request,
        reply,
        store,
        request.url.slice(path.length),
      );
    if (!isAppPath(path))
      return pages.send(request, reply, web.appDocument(NOT_FOUND_HEAD), { status: 404, key: 'app-not-found' });
    return pages.send(request, reply, web.appDocument(APP_HEAD), { key: 'app' });
  });
};
