/**
 * Server time of the super-admin dashboard endpoint at scale.
 * Usage: DATABASE_URL=postgres://… npm run bench:super-admin -w @vidriera/bench  (seed first with npm run seed:bench)
 */
import { createDb, migrateToLatest } from '@vidriera/db';
import { WEB_DIST } from './web-dist';
import { BENCH_ORIGIN, benchConfig, buildBenchApp } from './bench-server';
import { percentile, signedInCookie } from './signed-in';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const origin = BENCH_ORIGIN;
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await migrateToLatest(handle.db);
const email = `bench-admin-${Date.now()}@vidriera.local`;
const config = benchConfig({ SUPER_ADMIN_EMAILS: email });
const { app, ctx, mails } = await buildBenchApp(config, handle.db, WEB_DIST);
await app.ready();
const cookie = await signedInCookie(app, mails, email, origin, () => ctx.jobs.drain());
// Super admins sign in with a second step (docs/decisions/010); the bench measures the overview, not enrolment.
await handle.db.updateTable('users').set({ two_factor_enabled: true }).where('email', '=', email).execute();

const times: number[] = [];
let stores = 0;
for (let i = 0; i < ROUNDS; i++) {
  const started = process.hrtime.bigint();
  const res = await app.inject({ method: 'GET', url: '/api/super-admin/overview', headers: { cookie } });
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
  if (res.statusCode !== 200) throw new Error(`respuesta ${res.statusCode}: ${res.body}`);
  stores = res.json().stores.length;
}
times.sort((a, b) => a - b);
console.log(`super-admin overview (${handle.driver}), ${stores} tiendas, ${ROUNDS} pedidos:`);
console.log(
  `  p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms · máx ${times.at(-1)?.toFixed(1)} ms`,
);
await app.close();
await handle.close();
