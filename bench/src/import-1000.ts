/**
 * "Importar CSV" of 1,000 rows in Tiendanube's layout (125 products × 8
 * variants: 4 sizes × 2 colours, as the store exports them) into a new
 * store: the preview's time, then the import's (confirmation, its job, the
 * result read back), created and then the same file again as updates. Runs
 * the real app in this process on a fresh PGlite (in a temporary folder) or
 * on DATABASE_URL (PostgreSQL; a new owner and store each run). Prints the
 * figures and the machine's load. Targets (issue 25): preview ≤ 2 s,
 * import ≤ 10 s.
 * Usage: npm run bench:import -w @vidriera/bench [-- --runs 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@vidriera/db';
import type { LightMyRequestResponse } from 'fastify';
import { BENCH_ORIGIN, benchConfig, buildBenchApp } from './bench-server';
import { TIENDANUBE_HEADER as HEADER } from '../../apps/server/test/helpers/platform-headers';

const PRODUCTS = 125;
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Negro', 'Blanco'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

/** 1,000 rows: the product's own cells on its first row only, as Tiendanube writes them. */
function tiendanubeFile(run: string, price: number): string {
  const lines = [HEADER.join(';')];
  for (let p = 0; p < PRODUCTS; p++) {
    let first = true;
    for (const colour of COLOURS) {
      for (const size of SIZES) {
        const cells: Record<string, string> = {
          'Identificador de URL': `remera-${run}-${p}`,
          'Nombre de propiedad 1': 'Talle',
          'Valor de propiedad 1': size,
          'Nombre de propiedad 2': 'Color',
          'Valor de propiedad 2': colour,
          Precio: `${price + p * 100 + (size === 'XL' ? 1000 : 0)},00`,
          Stock: String((p + size.length) % 9),
          SKU: `${run}-${p}-${colour[0]}-${size}`,
          'Código de barras': `779${String(p * 8 + SIZES.indexOf(size)).padStart(10, '0')}`,
        };
        if (first) {
          Object.assign(cells, {
            Nombre: `Remera ${p} ${run}`,
            Categorías: `Mujer > Remeras ${p % 5}`,
            'Mostrar en tienda': p % 10 === 0 ? 'NO' : 'SI',
            Marca: p % 2 ? 'Topper' : 'Adidas',
            Descripción: `<p>Remera de algodón número ${p}.</p><ul><li>Cuello redondo</li></ul>`,
            Tags: 'verano,algodón',
            Costo: '4000,00',
            'Peso (kg)': '0,2',
          });
          first = false;
        }
        lines.push(HEADER.map((title) => cells[title] ?? '').join(';'));
      }
    }
  }
  return lines.join('\r\n');
}

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-import-'));
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 10 });
await migrateToLatest(handle.db);
const origin = BENCH_ORIGIN;
const config = benchConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'bench-import-')),
});
const { app, ctx, mails } = await buildBenchApp(config, handle.db, '.tmp/no-web');
await app.ready();

const cookies = new Map<string, string>();
async function call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.inject({
    method,
    url,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  for (const c of res.cookies) cookies.set(c.name, c.value);
  return res;
}

try {
  const run = Date.now().toString(36);
  const email = `bench-import-${run}@example.com`;
  const signUp = await call('POST', '/api/auth/sign-up/email', {
    firstName: 'Bench',
    lastName: 'Import',
    name: 'Bench Import',
    email,
    password: 'planilla-grande-77',
    callbackURL: '/',
  });
  if (signUp.statusCode !== 200) throw new Error(`alta: ${signUp.body}`);
  await ctx.jobs.drain();
  const link = new URL(mails.find((m) => m.to === email)?.link ?? '');
  await call('GET', link.pathname + link.search);
  if ((await call('POST', '/api/stores', { name: `Bench Import ${run}` })).statusCode !== 201)
    throw new Error('no se pudo crear la tienda');

  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nImportar CSV · ${driver} · formato Tiendanube · ${PRODUCTS} productos × ${SIZES.length * COLOURS.length} variantes = ${PRODUCTS * 8} filas · ${RUNS} corridas`,
  );
  console.log(
    `carga de la máquina (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log(
    'corrida'.padEnd(8),
    'vista previa ms'.padStart(16),
    'importar (crea) ms'.padStart(19),
    'importar (actualiza) ms'.padStart(24),
    'carga'.padStart(6),
  );
  for (let r = 1; r <= RUNS; r++) {
    const file = tiendanubeFile(`${run}${r}`, 10000);
    const started = performance.now();
    const preview = await call('POST', '/api/catalogue/products/import/preview', { csv: file });
    const previewMs = performance.now() - started;
    if (preview.statusCode !== 200 || preview.json().errors.length > 0)
      throw new Error(`vista previa: ${preview.body.slice(0, 300)}`);
    const importMs = async (csv: string, expected: string) => {
      const from = performance.now();
      const confirmed = await call('POST', '/api/catalogue/products/import', { csv });
      if (confirmed.statusCode !== 202) throw new Error(`importar: ${confirmed.body.slice(0, 300)}`);
      await ctx.jobs.drain();
      const latest = (await call('GET', '/api/catalogue/products/import/latest')).json().import;
      const ms = performance.now() - from;
      if (latest.state !== 'done' || JSON.stringify(latest.result) !== expected)
        throw new Error(`importar: ${JSON.stringify(latest)}`);
      return ms;
    };
    const created = await importMs(file, JSON.stringify({ created: PRODUCTS, updated: 0 }));
    const updated = await importMs(
      tiendanubeFile(`${run}${r}`, 12000),
      JSON.stringify({ created: 0, updated: PRODUCTS }),
    );
    console.log(
      String(r).padEnd(8),
      previewMs.toFixed(0).padStart(16),
      created.toFixed(0).padStart(19),
      updated.toFixed(0).padStart(24),
      (loadavg()[0] ?? 0).toFixed(1).padStart(6),
    );
  }
  console.log('\nobjetivos: vista previa ≤ 2.000 ms, importar ≤ 10.000 ms');
} finally {
  await app.close();
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
