/**
 * Page speed: Lighthouse (mobile defaults: Moto G Power emulation, simulated
 * slow 4G and 4× CPU slowdown) on Debian's Chromium, against the storefront
 * index and a product page of a seeded benchmark store, median of RUNS runs.
 * Usage: npm run build && npm run bench:page-speed -w @vidriera/bench
 * (CHROMIUM_PATH overrides /usr/bin/chromium; RUNS defaults to 5; LH_DETAILS=1
 * also prints each run's LCP element with its phases and the request timeline).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './bench-server';

const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  totalKb: number;
  scriptKb: number;
  imageKb: number;
  images: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (process.env.LH_DETAILS) {
    console.log('benchmarkIndex', lhr.environment.benchmarkIndex, 'cpuSlowdownMultiplier', lhr.configSettings.throttling.cpuSlowdownMultiplier);
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] } | undefined;
    console.log(JSON.stringify(lcp?.items?.map((i) => i.items), null, 1).slice(0, 3000));
    const chains = lhr.audits['network-requests']?.details as { items?: { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[] } | undefined;
    for (const r of chains?.items ?? []) console.log(r.networkRequestTime.toFixed(0).padStart(6), r.networkEndTime.toFixed(0).padStart(6), String(r.transferSize).padStart(7), r.priority.padEnd(8), r.url.replace(/^https?:\/\/[^/]+/, ''));
    const tasks = lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined;
    for (const t of tasks?.items ?? []) console.log('tarea larga', t.startTime.toFixed(0).padStart(6), t.duration.toFixed(0).padStart(5), 'ms', t.url.replace(/^https?:\/\/[^/]+/, ''));
    const bootup = lhr.audits['bootup-time']?.details as { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] } | undefined;
    for (const b of bootup?.items ?? []) console.log('arranque', b.total.toFixed(0).padStart(5), 'ms total', b.scripting.toFixed(0).padStart(5), 'ms script', b.scriptParseCompile.toFixed(0).padStart(4), 'ms compilar', b.url.replace(/^https?:\/\/[^/]+/, ''));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
  const of = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    totalKb: numeric('total-byte-weight') / 1024,
    scriptKb: (of('script')?.transferSize ?? 0) / 1024,
    imageKb: (of('image')?.transferSize ?? 0) / 1024,
    images: of('image')?.requestCount ?? 0,
  };
}

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  const store = await server.handle.db
    .selectFrom('stores')
    .select('slug')
    .where('slug', 'like', 'bench-%')
    .where('is_active', '=', true)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const catalogue = (await (await fetch(`${server.url}/api/public/stores/${store.slug}/products`)).json()) as { items: { slug: string }[] };
  const product = catalogue.items[0];
  if (!product) throw new Error(`La tienda ${store.slug} no tiene productos`);
  const pages = [
    ['índice de la tienda', `${server.url}/store/${store.slug}`],
    ['página de producto', `${server.url}/store/${store.slug}/product/${product.slug}`],
  ] as const;

  console.log(`\nLighthouse ${RUNS} corridas por página, móvil por defecto, tienda ${store.slug} (${catalogue.items.length} productos en la primera página)\n`);
  console.log(
    'página'.padEnd(22),
    'puntaje'.padStart(8),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(8),
    'CLS'.padStart(6),
    'FCP ms'.padStart(8),
    'total KB'.padStart(9),
    'JS KB'.padStart(7),
    'img KB'.padStart(7),
    'imgs'.padStart(5),
  );
  for (const [name, url] of pages) {
    // One warm-up load so the server's first-request costs are not in the figures.
    await fetch(url);
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await measure(url, chrome.port));
    const m = (pick: (s: Sample) => number) => median(samples.map(pick));
    console.log(
      name.padEnd(22),
      String(m((s) => s.score)).padStart(8),
      m((s) => s.lcpMs).toFixed(0).padStart(8),
      m((s) => s.tbtMs).toFixed(0).padStart(8),
      m((s) => s.cls).toFixed(3).padStart(6),
      m((s) => s.fcpMs).toFixed(0).padStart(8),
      m((s) => s.totalKb).toFixed(1).padStart(9),
      m((s) => s.scriptKb).toFixed(1).padStart(7),
      m((s) => s.imageKb).toFixed(1).padStart(7),
      String(m((s) => s.images)).padStart(5),
    );
    console.log(`${''.padEnd(22)} puntajes de cada corrida: ${samples.map((s) => s.score).join(', ')}`);
  }
  console.log('\nObjetivos: puntaje ≥ 95, LCP ≤ 1800 ms, CLS ≤ 0.05, TBT ≤ 100 ms, primera pantalla ≤ 300 KB.');
} finally {
  chrome.kill();
  await server.close();
}
