import type { PoolUse } from '@vidriera/db';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './shared/config';
import { type ContextDeps, createAppContext } from './create-context';
import { createServer, LOG_REDACT } from './create-server';
import { accessPlugin } from './modules/auth/access';
import { createStorage } from './modules/storage/create-storage';
import { publicApi } from './public-api';
import { webPages } from './web-pages';
import { appApi } from './app-api';
import { everyRequest } from './plugins/every-request';
import { inputHygiene } from './plugins/input-hygiene';
import { LOG_SERIALIZERS } from './shared/log-safety';
import { createServerMetrics } from './metrics-registry';
import { countRequests, registerMetricsRoute } from './metrics-route';
import { closeConnectionsWhileDraining } from './shared/draining';

export interface AppDeps extends ContextDeps {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The built web app (index.html, assets, the store pages' renderer). */
  webDistDir: string;
  /** The primary pool's use, for the metrics (PostgreSQL only). */
  poolUse?: (() => PoolUse) | undefined;
}

export { createStorage, LOG_REDACT, LOG_SERIALIZERS };

/**
 * The server, composed (docs/ARCHITECTURE.md, "A request's path"): the
 * context every area works with, what every request goes through, the access
 * check and the input rules every route shares, then the app's API (/api),
 * the public storefront API (/api/public), the operator's metrics (/metrics) and the pages.
 */
export async function buildApp({ logger, webDistDir, poolUse, ...deps }: AppDeps) {
  const app = createServer(deps.config, logger);
  const serverMetrics = createServerMetrics({ pool: poolUse !== undefined });
  countRequests(app, serverMetrics);
  const { ctx, auth } = await createAppContext({ ...deps, metrics: serverMetrics.metrics }, app.log);
  // The searches counted since the last write reach the database before its pool closes (main.ts closes it after).
  app.addHook('onClose', () => ctx.searches.close());
  app.addHook('onClose', () => ctx.visits.close());
  await app.register(everyRequest, { config: ctx.config });
  closeConnectionsWhileDraining(app, ctx.draining);
  await app.register(accessPlugin, { auth, db: ctx.db, config: ctx.config });
  // After the access check (a stranger learns nothing from input rules), before any route reads its input.
  await app.register(inputHygiene);
  await app.register(appApi, { prefix: '/api', ctx, auth });
  await app.register(publicApi, { prefix: '/api/public', ctx });
  registerMetricsRoute(app, { config: ctx.config, db: ctx.db, poolUse, serverMetrics });
  await app.register(webPages, { ctx, webDistDir });
  return { app, ctx, auth, routes: app.apiRoutes };
}
