/**
 * Issue 48's quote time at checkout: the real app in this process (a fresh
 * PGlite in a temporary folder), the two carriers' stand-ins of the server's
 * tests answering after CARRIER_LATENCY_MS (150 by default: a carrier's API
 * over the internet), a store with Correo Argentino and OCA connected, and the
 * cart's POST /api/public/stores/{slug}/shipping-quotes asked RUNS times for
 * a new destination (cold: both carriers asked, at once) and again for the
 * same one (warm: the day's cache, no carrier). Prints p50 and max of each
 * with the load average. Nothing here asserts a time.
 * Usage: npm run bench:carrier-quotes -w @vidriera/bench (RUNS, CARRIER_LATENCY_MS)
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@vidriera/db';
import type { LightMyRequestResponse } from 'fastify';
import { BENCH_ORIGIN, benchConfig, buildBenchApp } from './bench-server';
import { MiCorreoStandIn } from '../../apps/server/test/helpers/micorreo-stand-in';
import { OcaStandIn } from '../../apps/server/test/helpers/oca-stand-in';

const RUNS = Number(process.env.RUNS ?? 20);
const LATENCY = Number(process.env.CARRIER_LATENCY_MS ?? 150);

const correo = await new MiCorreoStandIn().start();
const oca = await new OcaStandIn().start();
correo.quoteDelayMs = LATENCY;
oca.quoteDelayMs = LATENCY;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-carriers-'));
const handle = await createDb({ dataDir, poolSize: 10 });
await migrateToLatest(handle.db);
const config = benchConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  CORREO_ARGENTINO_API_URL: correo.url,
  OCA_API_URL: oca.url,
});
const { app, ctx, mails } = await buildBenchApp(config, handle.db, '.tmp/no-web');
await app.ready();

const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.inject({
    method,
    url,
    headers: { origin: BENCH_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return res;
}

function must(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms · máx ${sorted.at(-1)?.toFixed(1)} ms`;
};

try {
  const email = 'bench-envios@example.com';
  must(
    await call('POST', '/api/auth/sign-up/email', {
      firstName: 'Bench',
      lastName: 'Envíos',
      name: 'Bench Envíos',
      email,
      password: 'tucan-rojo-cordoba-48',
      callbackURL: '/',
    }),
    200,
    'alta',
  );
  await ctx.jobs.drain();
  const link = new URL(mails.find((m) => m.to === email)?.link ?? '');
  await call('GET', link.pathname + link.search);
  const store = must(await call('POST', '/api/stores', { name: 'Bench Envíos' }), 201, 'tienda').json().store;
  const product = must(
    await call('POST', '/api/catalogue/products', {
      name: 'Campera',
      description: 'Abrigo',
      priceCents: 5_000_000,
      attributeIds: [],
      variants: [{ sku: 'CAMP-1', stock: 100, priceAdjustmentCents: 0, weightGrams: 1200, values: [] }],
    }),
    201,
    'producto',
  ).json().product;
  must(
    await call('PUT', '/api/carriers/settings', {
      origin: { postalCode: 'C1414AAA', province: 'C', street: 'Thames', number: '1200', city: 'Palermo' },
      package: { weightGrams: 500, heightCm: 20, widthCm: 30, lengthCm: 40 },
      adjustment: { kind: 'none', value: 0 },
      createShipment: 'on_confirm',
    }),
    200,
    'datos de envío',
  );
  const c = correo.account('bench');
  must(await call('POST', '/api/carriers/accounts', { carrier: 'correo_argentino', ...c }), 200, 'Correo Argentino');
  must(await call('POST', '/api/carriers/accounts', { carrier: 'oca', ...oca.account('bench') }), 200, 'OCA');

  const quote = async (postal: number) => {
    const started = performance.now();
    const res = await call('POST', `/api/public/stores/${store.slug}/shipping-quotes`, {
      postalCode: String(postal),
      province: 'X',
      items: [{ variantId: product.variants[0].id, quantity: 1 }],
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200 || res.json().carriers.length !== 4) throw new Error(`cotizar: ${res.body}`);
    return ms;
  };
  await quote(5999); // The first request warms the app's code paths, not the cache measured.
  const cold: number[] = [];
  const warm: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    cold.push(await quote(5000 + r));
    warm.push(await quote(5000 + r));
  }
  console.log(
    `\nCotizar envío · PGlite · 2 transportistas (Correo Argentino y OCA) que tardan ${LATENCY} ms · ${RUNS} destinos`,
  );
  console.log(
    `carga de la máquina (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log(`en frío (se pregunta a los dos, a la vez): p50 ${figures(cold)}`);
  console.log(`en caliente (caché del día, sin transportista): p50 ${figures(warm)}\n`);
} finally {
  await app.close();
  await handle.close();
  await correo.stop();
  await oca.stop();
}
