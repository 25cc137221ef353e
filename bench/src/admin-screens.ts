/**
 * The admin's heaviest screens: the production server with the demo store (a
 * fresh PGlite in a temporary folder) and 100 orders made from the panel, the
 * demo owner signed in, and each screen opened RUNS times from the dashboard
 * the way a click in the app does (the router, no page load) on Debian's
 * Chromium with the CPU slowed down CPU_SLOWDOWN times (4, a mid-range phone,
 * by default): the edit form of "Remera Básica de Algodón" (12 variants:
 * colour and size, stock, pictures) in both product forms, and the orders
 * list (its first page: the 100 orders). Prints, per screen, the time from the
 * click to the screen drawn whole, the longest task in it and the document's
 * elements, medians with the range.
 * Usage: npm run build && npm run bench:admin-screens -w @vidriera/bench
 * (RUNS defaults to 5; CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeBrowserBench, launchChromium } from './browser-bench';
import { machineLoad } from './load-figures';
import { freePort, spawnProductionServer, until } from './production-server';
import { median, range } from './signed-in';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const PRODUCT = 'Remera Básica de Algodón';
const OWNER = { email: 'demo@vidriera.local', password: 'bench-demo-clave-1' };

const ORDERS = 100;

/**
 * Runs in the page: opens `to` the way a link in the app does (the router
 * draws the screen, no page load) and times it until `drawn` holds, noting
 * the long tasks on the way.
 */
const OPEN_SCREEN = `async (to, drawn) => {
  const tasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push(entry.duration); });
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  history.pushState({}, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
  while (!drawn()) await new Promise((next) => requestAnimationFrame(next));
  const ms = performance.now() - started;
  await new Promise((next) => setTimeout(next, 300));
  observer.disconnect();
  return { ms, longest: Math.max(0, ...tasks), elements: document.querySelectorAll('*').length };
}`;

const dataDir = mkdtempSync(join(tmpdir(), 'vidriera-bench-admin-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawnProductionServer(port, { DATA_DIR: dataDir, DEMO: 'true', DEMO_PASSWORD: OWNER.password });
const browser = await launchChromium();
try {
  await until(async () => (await fetch(`${base}/api/public/stores/demo/products`)).ok, 'la tienda demo');
  const catalogue = (await (await fetch(`${base}/api/public/stores/demo/products`)).json()) as {
    items: { id: string; name: string }[];
  };
  const product = catalogue.items.find((item) => item.name === PRODUCT);
  if (!product) throw new Error(`la tienda demo no tiene "${PRODUCT}"`);

  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${base}/api/config`);
  const signedIn = await page.evaluate(
    async (owner) =>
      (
        await fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(owner),
        })
      ).status,
    OWNER,
  );
  if (signedIn !== 200) throw new Error(`el ingreso respondió ${signedIn}`);
  // The orders as the owner makes them from the panel: one line each, of the product's first variant.
  const variantId = (
    (await (await fetch(`${base}/api/public/stores/demo/products/${product.id}`)).json()) as {
      variants: { id: string }[];
    }
  ).variants[0]?.id;
  const made = await page.evaluate(
    async (count, variant) => {
      const statuses: number[] = [];
      for (let n = 1; n <= count; n++) {
        const body = {
          customerName: `Cliente ${n}`,
          paymentMethod: 'cash',
          status: 'pending',
          items: [{ variantId: variant, quantity: 1, unitPriceCents: 1_250_000 }],
        };
        statuses.push(
          (
            await fetch('/api/orders', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        );
      }
      return statuses.filter((status) => status === 201).length;
    },
    ORDERS,
    variantId,
  );
  if (made !== ORDERS) throw new Error(`se crearon ${made} de ${ORDERS} pedidos`);
  const cdp = await page.createCDPSession();

  console.log(`\ncarga de la máquina al empezar (1, 5, 15 min): ${machineLoad()}`);
  console.log(`${RUNS} aperturas de cada pantalla, CPU ${CPU_SLOWDOWN}× más lenta\n`);
  console.log(
    'pantalla'.padEnd(50),
    'abre en ms'.padStart(16),
    'tarea más larga ms'.padStart(20),
    'elementos'.padStart(10),
  );
  const formDrawn = `() => (document.querySelector('input[name="name"]')?.value ?? '') !== '' && document.querySelectorAll('li[aria-label^="Variante "]').length >= 12`;
  // A status select, or its button when it was a Radix select (before 682b50f), so both builds can be measured.
  const listDrawn = `() => document.querySelectorAll('select[aria-label^="Estado del pedido de"], button[aria-label^="Estado del pedido de"]').length >= ${ORDERS}`;
  for (const [name, path, drawn] of [
    [`${PRODUCT}, formulario de producto`, `/admin/products/${product.id}/edit`, formDrawn],
    [`${PRODUCT}, formulario clásico`, `/admin/products/legacy/${product.id}/edit`, formDrawn],
    [`Pedidos (${ORDERS})`, '/admin/orders', listDrawn],
  ] as const) {
    const opened: number[] = [];
    const longest: number[] = [];
    let elements = 0;
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${base}/admin`);
      await page.waitForFunction("document.querySelector('h1') !== null");
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const timing = (await page.evaluate(`(${OPEN_SCREEN})(${JSON.stringify(path)}, ${drawn})`)) as {
        ms: number;
        longest: number;
        elements: number;
      };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The first opening fetches the screen's code: left out, as a merchant's second visit would.
      if (run === 0) continue;
      opened.push(Math.round(timing.ms));
      longest.push(Math.round(timing.longest));
      elements = timing.elements;
    }
    console.log(
      name.padEnd(50),
      `${median(opened)} (${range(opened)})`.padStart(16),
      `${median(longest)} (${range(longest)})`.padStart(20),
      String(elements).padStart(10),
    );
  }
  console.log(`\ncarga de la máquina al terminar: ${machineLoad()}`);
} finally {
  await closeBrowserBench(browser, server, dataDir);
}
