/**
 * What a shopper on a slow phone waits for while a store page's islands
 * start: the production server with the demo store (a fresh PGlite in a
 * temporary folder), Debian's Chromium on a phone's screen with Lighthouse's
 * slow 4G (150 ms round trip, 1.6 Mbps down) and the CPU slowed down
 * CPU_SLOWDOWN (4) times, a new browser profile each run (nothing cached):
 * - the first tap on "+" of a product page's purchase form, 1.5 s after the
 *   page loaded (the form's code is fetched on that touch), to the form
 *   showing 2;
 * - the cart page with three stored lines, from the navigation to its lines
 *   drawn by their island.
 * Prints medians of RUNS (5) with the range.
 * Usage: npm run build && npm run bench:island-start -w @vidriera/bench
 * (RUNS, CPU_SLOWDOWN, CHROMIUM_PATH).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from 'puppeteer-core';
import { closeBrowserBench, launchChromium } from './browser-bench';
import { machineLoad } from './load-figures';
import { freePort, spawnProductionServer, until } from './production-server';
import { median, range } from './signed-in';
import { cartStorageKey } from '../../apps/web/src/features/storefront/lib/cart-key';
import { threeCartLines } from './stored-cart';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A phone's page in a browser profile of its own, the slow network and CPU applied. */
async function slowPhone(browser: Browser): Promise<{ page: Page; done: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, done: () => context.close() };
}

const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-islands-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawnProductionServer(port, {
  DATA_DIR: dataDir,
  DEMO: 'true',
  DEMO_PASSWORD: 'bench-demo-clave-1',
  RATE_LIMIT: 'false',
});
const browser = await launchChromium();
try {
  await until(async () => (await fetch(`${base}/api/public/stores/demo/products`)).ok, 'la tienda demo');
  type Item = {
    id: string;
    slug: string;
    name: string;
    image: string | null;
    availableStock: number;
    variantCount: number;
  };
  const catalogue = (await (await fetch(`${base}/api/public/stores/demo/products`)).json()) as { items: Item[] };
  // A product of one variant and stock to spare: "+" needs no choice before it.
  const single = catalogue.items.find((item) => item.variantCount === 1 && item.availableStock >= 3);
  if (!single) throw new Error('la tienda demo no tiene un producto de una variante con stock');
  const lines = await threeCartLines(base, 'demo', catalogue.items);

  console.log(`\ncarga de la máquina al empezar (1, 5, 15 min): ${machineLoad()}`);
  console.log(`${RUNS} corridas, 4G lenta (150 ms, 1,6 Mbps), CPU ${CPU_SLOWDOWN}× más lenta, sin caché\n`);

  const taps: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, done } = await slowPhone(browser);
    await page.goto(`${base}/store/demo/product/${single.slug}`, { waitUntil: 'load' });
    await sleep(1500);
    // In the middle of the screen: at its bottom edge the floating cart button covers it.
    await page.evaluate(
      `document.querySelector('button[aria-label="Aumentar cantidad"]').scrollIntoView({ block: 'center' })`,
    );
    const started = Date.now();
    await page.tap('button[aria-label="Aumentar cantidad"]');
    await page.waitForFunction(
      `[...document.querySelectorAll('input[type="number"]')].some((input) => input.value === '2')`,
      { timeout: 30_000 },
    );
    taps.push(Date.now() - started);
    await done();
  }
  console.log('primer toque en "+" de un producto hasta ver 2'.padEnd(52), `${median(taps)} ms (${range(taps)})`);

  const cart: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, done } = await slowPhone(browser);
    await page.goto(`${base}/api/config`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(cartStorageKey('demo'))}, ${JSON.stringify(JSON.stringify(lines))})`,
    );
    const started = Date.now();
    await page.goto(`${base}/store/demo/cart`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('button[aria-label="Aumentar cantidad"]', { visible: true, timeout: 30_000 });
    cart.push(Date.now() - started);
    await done();
  }
  console.log('el carrito (3 líneas) hasta ver sus líneas'.padEnd(52), `${median(cart)} ms (${range(cart)})`);
  console.log(`\ncarga de la máquina al terminar: ${machineLoad()}`);
} finally {
  await closeBrowserBench(browser, server, dataDir);
}
