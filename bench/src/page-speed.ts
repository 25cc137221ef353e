/**
 * Page speed: Lighthouse (mobile defaults: Moto G Power emulation, simulated
 * slow 4G and 4× CPU slowdown) on Debian's Chromium, against the storefront
 * index, a product page and the cart with three lines (kept in the browser's
 * storage before each run) of a seeded benchmark store, median of RUNS runs.
 * Usage: npm run build && npm run bench:page-speed -w @vidriera/bench
 * (CHROMIUM_PATH overrides /usr/bin/chromium; RUNS defaults to 5; PAGES=carrito
 * measures only the pages whose name holds that text; LH_DETAILS=1 also prints
 * each run's LCP element with its phases, the request timeline and the load's
 * own timings before the simulation; LH_THROTTLING=devtools applies the slow
 * network and CPU to the load instead of simulating them; LH_CPU_SLOWDOWN=8
 * simulates a CPU that many times slower than this machine's instead of 4,
 * to see on a fast machine what a slower one would measure).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { firstBenchStore, startBenchServer } from './bench-server';
import { APPLIED_THROTTLING, CPU_SLOWDOWN, median, measure, type Sample } from './lighthouse-measure';
import { cartStorageKey } from '../../apps/web/src/features/storefront/lib/cart-key';
import { threeCartLines } from './stored-cart';

const RUNS = Number(process.env.RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Puts the cart in the browser's storage for the store's origin, as a shopper's earlier visit would have. */
async function keepCart(port: number, url: string, slug: string, lines: unknown[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  // Lighthouse keeps the HTTP cache along with the storage: empty it, so the cart's first load is as cold as the others'.
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  await page.goto(new URL('/api/config', url).href);
  await page.evaluate(
    (key, value) =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        key,
        value,
      ),
    cartStorageKey(slug),
    JSON.stringify(lines),
  );
  await page.close();
  await browser.disconnect();
}

/**
 * How long a new process takes to touch 256 MB of memory it has never used, in ms: every page a browser tab's new
 * renderer uses costs a page fault, whose price differs between machines of the same kind in a way Lighthouse's
 * benchmarkIndex (JavaScript speed) does not show. Median of three, each in a process of its own.
 */
function freshMemoryMs(): number {
  const touch =
    'const t=performance.now();const b=Buffer.alloc(256*1024*1024);for(let i=0;i<b.length;i+=4096)b[i]=1;process.stdout.write(String(performance.now()-t))';
  return median([0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', touch], { encoding: 'utf8' }))));
}

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const store = await firstBenchStore(server.handle.db);
  const catalogue = (await (await fetch(`${server.url}/api/public/stores/${store.slug}/products`)).json()) as {
    items: { id: string; slug: string; name: string; image: string | null }[];
  };
  const product = catalogue.items[0];
  if (!product) throw new Error(`La tienda ${store.slug} no tiene productos`);
  const cartUrl = `${server.url}/store/${store.slug}/cart`;
  const pages = [
    ['índice de la tienda', `${server.url}/store/${store.slug}`],
    ['página de producto', `${server.url}/store/${store.slug}/product/${product.slug}`],
    ['carrito con 3 líneas', cartUrl],
  ] as const;
  const cartLines = await threeCartLines(server.url, store.slug, catalogue.items);

  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  console.log(`\ncarga de la máquina al empezar (1, 5, 15 min): ${load()}`);
  const touchMs = freshMemoryMs();
  console.log(
    `memoria nueva: tocar 256 MB lleva ${touchMs.toFixed(0)} ms (${((touchMs * 1000) / 65536).toFixed(1)} µs por página de 4 KB)`,
  );
  console.log(
    `\nLighthouse ${RUNS} corridas por página, móvil por defecto${APPLIED_THROTTLING ? ' (red y CPU lentas aplicadas, no simuladas)' : ''}${CPU_SLOWDOWN ? `, CPU ${CPU_SLOWDOWN}× más lenta` : ''}, tienda ${store.slug} (${catalogue.items.length} productos en la primera página)\n`,
  );
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
    'HTML ms'.padStart(8),
    'tarea HTML'.padStart(11),
  );
  for (const [name, url] of pages.filter(([name]) => !process.env.PAGES || name.includes(process.env.PAGES))) {
    // One warm-up load so the server's first-request costs are not in the figures.
    await fetch(url);
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (url === cartUrl) await keepCart(chrome.port, cartUrl, store.slug, cartLines);
      samples.push(await measure(url, chrome.port, url === cartUrl));
    }
    const m = (pick: (s: Sample) => number) => median(samples.map(pick));
    console.log(
      name.padEnd(22),
      String(m((s) => s.score)).padStart(8),
      m((s) => s.lcpMs)
        .toFixed(0)
        .padStart(8),
      m((s) => s.tbtMs)
        .toFixed(0)
        .padStart(8),
      m((s) => s.cls)
        .toFixed(3)
        .padStart(6),
      m((s) => s.fcpMs)
        .toFixed(0)
        .padStart(8),
      m((s) => s.totalKb)
        .toFixed(1)
        .padStart(9),
      m((s) => s.scriptKb)
        .toFixed(1)
        .padStart(7),
      m((s) => s.imageKb)
        .toFixed(1)
        .padStart(7),
      String(m((s) => s.images)).padStart(5),
      m((s) => s.htmlMs)
        .toFixed(0)
        .padStart(8),
      m((s) => s.htmlTaskMs)
        .toFixed(0)
        .padStart(11),
    );
    console.log(
      `${''.padEnd(22)} puntajes de cada corrida: ${samples.map((s) => s.score).join(', ')} · TBT: ${samples.map((s) => s.tbtMs.toFixed(0)).join(', ')} · LCP: ${samples.map((s) => s.lcpMs.toFixed(0)).join(', ')} · CLS: ${samples.map((s) => s.cls.toFixed(3)).join(', ')} · benchmarkIndex ${m((s) => s.benchmarkIndex).toFixed(0)} · carga de la máquina: ${load()}`,
    );
  }
  console.log(
    '\nObjetivos: puntaje ≥ 98, LCP ≤ 1500 ms, CLS ≤ 0.02, TBT ≤ 100 ms; JavaScript ≤ 80 KB en el índice y el producto;',
  );
  console.log(
    'la tarea más larga del documento (tarea HTML; 0: ninguna llega a 50 ms) ≤ 150 ms. HTML ms: todo lo que Lighthouse atribuye al documento.',
  );
} finally {
  chrome.kill();
  await server.close();
}
