import { createDb, type DbHandle, migrateToLatest } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import { WEB_DIST } from './web-dist';
import { buildApp, createStorage } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/shared/config';
import { seedBenchWithPictures } from '../../apps/server/src/modules/demo/bench-pictures';
import type { MailMessage } from '../../apps/server/src/shared/mail-message';

export interface BenchServer {
  app: FastifyInstance;
  handle: DbHandle;
  url: string;
  mails: MailMessage[];
  /** Runs the queued jobs (the confirmation e-mails among them). */
  drainJobs: () => Promise<number>;
  origin: string;
  close(): Promise<void>;
}

/** The address the app takes itself to have in a bench: its links, the origin its forms' requests come from. */
export const BENCH_ORIGIN = 'http://localhost:3000';

/** The app's config for a bench: at BENCH_ORIGIN, no rate limits, no demo store, and `env` on top of ours. */
export function benchConfig(env: Record<string, string>) {
  return loadConfig({ ...process.env, PUBLIC_URL: BENCH_ORIGIN, RATE_LIMIT: 'false', DEMO: 'false', ...env });
}

/** The real app in this process, without a log, keeping the e-mails it sends in `mails` instead of sending them. */
export async function buildBenchApp(config: ReturnType<typeof loadConfig>, db: DbHandle['db'], webDistDir: string) {
  const mails: MailMessage[] = [];
  const { app, ctx } = await buildApp({
    config,
    db,
    webDistDir,
    logger: false,
    mailer: { send: async (m) => void mails.push(m) },
  });
  // Searches are counted as in production: in memory, written every few seconds (main.ts starts it the same way).
  ctx.searches.start();
  return { app, ctx, mails };
}

/** The first active benchmark store (the seed's `bench-*` stores), the one each benchmark measures. */
export function firstBenchStore(db: DbHandle['db']) {
  return db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('slug', 'like', 'bench-%')
    .where('is_active', '=', true)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
}

/**
 * The real app on the given database (DATABASE_URL, else PGlite in DATA_DIR),
 * seeded with benchmark stores when it has none, listening on a free port.
 */
export async function startBenchServer(
  options: { stores?: number; products?: number; extraRoutes?: (app: FastifyInstance, handle: DbHandle) => void } = {},
): Promise<BenchServer> {
  const dataDir = process.env.DATA_DIR ?? '.tmp/bench-data';
  const config = benchConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  // Behind a pooler (DATABASE_POOLER=transaction), as the server would be; migrated past it (DATABASE_DIRECT_URL).
  const databaseUrl = config.DATABASE_URL;
  const handle = await createDb({ databaseUrl, dataDir, poolSize: 20, pooler: config.DATABASE_POOLER });
  const direct = config.DATABASE_DIRECT_URL ? await createDb({ databaseUrl: config.DATABASE_DIRECT_URL }) : handle;
  await migrateToLatest(direct.db);
  if (direct !== handle) await direct.close();
  const existing = await handle.db
    .selectFrom('stores')
    .select('id')
    .where('slug', 'like', 'bench-%')
    .limit(1)
    .executeTakeFirst();
  if (!existing) {
    process.stdout.write(
      `sembrando ${options.stores ?? 20} tiendas × ${options.products ?? 200} productos con foto…\n`,
    );
    await seedBenchWithPictures(handle.db, createStorage(config), {
      stores: options.stores ?? 20,
      products: options.products ?? 200,
    });
  }
  const { app, ctx, mails } = await buildBenchApp(config, handle.db, WEB_DIST);
  options.extraRoutes?.(app, handle);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    handle,
    url: address,
    mails,
    drainJobs: () => ctx.jobs.drain(),
    origin: BENCH_ORIGIN,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
