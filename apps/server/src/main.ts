import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle, migrateToLatest, rowLevelSecurityBypass } from '@vidriera/db';
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from './app';
import { listenForBackups } from './modules/backups/backup-socket';
import { seedDemoStore } from './modules/demo/seed-demo';
import { type Config, ConfigError, loadConfig } from './shared/config';

/** The web build, beside this server: apps/server/src/main.ts (development) and apps/server/dist/main.js (built) sit at the same depth. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Applies the pending migrations: on DATABASE_DIRECT_URL when given (the database itself, past a pooler, as a
 * pooler's deployments do; docs/DEPLOY.md), else on the server's own pool.
 */
async function migrateOn(config: Config, db: DbHandle): Promise<string[]> {
  if (!config.DATABASE_DIRECT_URL) return migrateToLatest(db.db);
  const direct = await createDb({
    databaseUrl: config.DATABASE_DIRECT_URL,
    poolSize: 1,
    applicationName: 'vidriera-migrations',
  });
  try {
    return await migrateToLatest(direct.db);
  } finally {
    await direct.close();
  }
}

async function main() {
  const config = loadConfig();
  const db = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pooler: config.DATABASE_POOLER,
    applicationName: 'vidriera',
  });
  const applied = await migrateOn(config, db);
  // The storefront's lag-tolerant reads (modules/public-store/storefront-reader.ts); a replica that stops answering only sends them back to the primary.
  const replica = config.DATABASE_READ_URL
    ? await createDb({
        databaseUrl: config.DATABASE_READ_URL,
        pooler: config.DATABASE_POOLER,
        applicationName: 'vidriera-replica',
        connectionTimeoutMs: 2000,
      })
    : undefined;
  // The embedded database's backups: scheduled ones as jobs, `npm run backup`'s over a socket (docs/decisions/036-backups.md).
  const embedded = db.pglite ? { db: db.db, pglite: db.pglite, dataDir: config.DATA_DIR } : undefined;
  const { app, ctx, auth } = await buildApp({
    config,
    db: db.db,
    embedded,
    replica: replica?.db ?? null,
    poolUse: db.poolUse,
    webDistDir: WEB_DIST,
    logger: {
      level: config.LOG_LEVEL,
      redact: LOG_REDACT,
      serializers: LOG_SERIALIZERS,
      ...(process.stdout.isTTY && config.NODE_ENV !== 'production' ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  if (applied.length) app.log.info({ applied }, 'migraciones aplicadas');
  app.log.info(
    db.driver === 'pglite'
      ? `base de datos embebida (PGlite) en ${config.DATA_DIR}/pg`
      : 'base de datos PostgreSQL (DATABASE_URL)',
  );
  if (db.driver === 'postgres') {
    const bypass = await rowLevelSecurityBypass(db.db);
    if (bypass) app.log.warn(bypass);
  }
  if (replica) app.log.info('réplica de lectura para la tienda pública (DATABASE_READ_URL)');

  if (config.DEMO) await seedDemoStore(ctx, auth, app.log);

  // `npm run backup`'s socket, before the jobs: it clears what a dead process left of its backups, and a scheduled
  // backup may run at once.
  const stopBackups = embedded ? await listenForBackups(embedded, app.log) : undefined;
  // E-mails and periodic clean-up run as jobs (docs/decisions/016-job-queue.md); PGlite's locked data directory is this process's alone.
  await ctx.jobs.start({ exclusive: db.driver === 'pglite' });
  // The storefront's searches reach the owner's statistics every few seconds (modules/search/search-recorder.ts).
  ctx.searches.start();
  // Store visits likewise (modules/statistics/visit-recorder.ts).
  ctx.visits.start();

  let closing = false;
  /**
   * Drains, then stops (docs/DEPLOY.md, "Restarting and upgrading without losing requests"): for SHUTDOWN_DRAIN the
   * health check answers 503 while every request is still served, each answer closing its connection, so the proxy
   * stops sending requests here and keeps none waiting on a connection; then it stops taking connections, lets the
   * requests under way finish, stops the job worker and closes the pools. Whatever hangs (a request waiting on the
   * database, a job on a mail server), the process ends within SHUTDOWN_TIMEOUT of the signal: forced, with exit
   * code 1, and a line saying so.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN }, 'cerrando');
    setTimeout(() => {
      app.log.error({ signal }, `el cierre no terminó en ${config.SHUTDOWN_TIMEOUT} s: se fuerza la salida`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT * 1000);
    ctx.draining.start();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN * 1000));
    try {
      await Promise.all([app.close(), ctx.jobs.stop(), stopBackups?.()]);
      await Promise.all([replica?.close(), db.close()]);
    } catch (error) {
      app.log.error({ err: error }, 'falló el cierre ordenado');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Vidriera lista en ${config.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
