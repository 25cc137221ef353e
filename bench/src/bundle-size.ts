/**
 * JavaScript and CSS (gzip) that each screen downloads, from Vite's build
 * manifest: the entry chunk, the app's start (a dynamic import of the tiny
 * entry, see main.tsx), the store's layout for storefront screens, and the
 * screen's lazy module, with everything they import statically. Prints storefront screens against the admin ones.
 * `--check` exits 1 when a storefront screen passes STOREFRONT_JS_BUDGET_KB (80).
 * Usage: npm run build && npm run bench:bundle -w @vidriera/bench [-- --check]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = join(import.meta.dirname, '../../apps/web/dist');
const BUDGET_KB = Number(process.env.STOREFRONT_JS_BUDGET_KB ?? 80);
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('el manifiesto no tiene entrada');
const START = 'src/app/start.tsx';
const STORE_LAYOUT = 'src/features/storefront/components/store-layout.tsx';
if (!manifest[START] || !manifest[STORE_LAYOUT]) throw new Error(`el manifiesto no tiene ${START} o ${STORE_LAYOUT}`);
const isStorefront = (area: string) => area === 'storefront' || area === 'cart';
const pages = Object.keys(manifest).filter((key) => /src\/features\/[^/]+\/pages\//.test(key));
const rows = pages.map((page) => {
  const area = /features\/([^/]+)\//.exec(page)?.[1] ?? '';
  const chunks = closure([entry, START, ...(isStorefront(area) ? [STORE_LAYOUT] : []), page]);
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    for (const file of chunk.css ?? []) css += gz(file);
  }
  return { page: page.replace(/^.*features\//, ''), area, js, css };
});

const storefront = rows.filter((r) => isStorefront(r.area));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('pantalla'.padEnd(52), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10));
for (const r of [...rows].sort((a, b) => a.area.localeCompare(b.area) || a.page.localeCompare(b.page))) {
  console.log(`${isStorefront(r.area) ? '★ ' : '  '}${r.page}`.padEnd(52), kb(r.js).padStart(10), kb(r.css).padStart(10));
}
const worst = Math.max(0, ...storefront.map((r) => r.js));
const admin = rows.filter((r) => !storefront.includes(r));
console.log(`\ntienda (★): hasta ${kb(worst)} de JS · admin: hasta ${kb(Math.max(0, ...admin.map((r) => r.js)))} · presupuesto de la tienda ${BUDGET_KB} KB`);
if (process.argv.includes('--check') && worst > BUDGET_KB * 1024) {
  console.error(`La tienda carga ${kb(worst)} de JavaScript, más que el presupuesto de ${BUDGET_KB} KB.`);
  process.exit(1);
}
