/**
 * JavaScript and CSS (gzip) each page downloads, from Vite's build manifests
 * (the store pages' build and the app's, apps/web/vite.config.ts).
 * A store page (★) loads store.html's entry and the islands it is drawn with:
 * each route is rendered with the build's own renderer (dist/server) from a
 * sample store whose product has several pictures and prices (so every
 * island shows), its islands read from the markup, and each island's module
 * (features/<feature>/islands/<file>.tsx) followed through its static
 * imports, with the search box's suggestions (every page's header has the box;
 * their code arrives on its first use, features/storefront/lib/search-suggestions.ts).
 * Code an island fetches only when the shopper reaches for it (the
 * dialogs, the toaster) is not counted. The app's screens load index.html's
 * entry and their lazy module.
 * `--check` exits 1 when a store page passes STOREFRONT_JS_BUDGET_KB (80), or
 * when store.html's own script with its static imports (what every store page
 * downloads while it is drawn, before any island is due) passes
 * STOREFRONT_FIRST_JS_BUDGET_KB (10): the islands' runtime must not travel with it.
 * Usage: npm run build && npm run bench:bundle -w @vidriera/bench [-- --check]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { StorePage } from '@vidriera/core';
import { routes } from './store-page-samples';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = join(import.meta.dirname, '../../apps/web/dist');
const BUDGET_KB = Number(process.env.STOREFRONT_JS_BUDGET_KB ?? 80);
const FIRST_BUDGET_KB = Number(process.env.STOREFRONT_FIRST_JS_BUDGET_KB ?? 10);
const readManifest = (file: string) =>
  JSON.parse(readFileSync(join(DIST, '.vite', file), 'utf8')) as Record<string, Chunk>;
const storeManifest = readManifest('store-manifest.json');
const appManifest = readManifest('manifest.json');
const renderer = (await import(pathToFileURL(join(DIST, 'server/entry-server.js')).href)) as {
  renderStorePage(page: StorePage): string;
};
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

function closure(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function weigh(manifest: Record<string, Chunk>, keys: string[]): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const key of closure(manifest, keys)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    for (const file of chunk.css ?? []) css += gz(file);
  }
  return { js, css };
}

const storeEntry = Object.keys(storeManifest).find((key) => key.endsWith('store.html') && storeManifest[key]?.isEntry);
const appEntry = Object.keys(appManifest).find((key) => key.endsWith('index.html') && appManifest[key]?.isEntry);
if (!storeEntry || !appEntry) throw new Error('el manifiesto no tiene las entradas store.html e index.html');

const SUGGESTIONS = 'src/features/storefront/lib/search-suggestions.ts';
if (!storeManifest[SUGGESTIONS]) throw new Error(`el manifiesto no tiene ${SUGGESTIONS}`);

const islandModule = (name: string) => {
  const [feature, file] = name.split('/');
  return `src/features/${feature}/islands/${file}.tsx`;
};
const storeRows = routes.map(([name, page]) => {
  const islands = [
    ...new Set([...renderer.renderStorePage(page).matchAll(/data-island="([^"]+)"/g)].map((m) => m[1] ?? '')),
  ];
  const missing = islands.map(islandModule).filter((key) => !storeManifest[key]);
  if (missing.length) throw new Error(`el manifiesto no tiene las islas ${missing.join(', ')}`);
  return { page: name, islands, ...weigh(storeManifest, [storeEntry, SUGGESTIONS, ...islands.map(islandModule)]) };
});
const appRows = Object.keys(appManifest)
  .filter((key) => /src\/(features\/[^/]+\/pages|app)\/[^/]+\.tsx$/.test(key))
  .map((key) => ({ page: key.replace(/^src\/(features\/)?/, ''), ...weigh(appManifest, [appEntry, key]) }));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('página'.padEnd(52), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10));
for (const r of storeRows)
  console.log(
    `★ ${r.page}`.padEnd(52),
    kb(r.js).padStart(10),
    kb(r.css).padStart(10),
    ` islas: ${r.islands.join(', ')}`,
  );
for (const r of [...appRows].sort((a, b) => a.page.localeCompare(b.page)))
  console.log(`  ${r.page}`.padEnd(52), kb(r.js).padStart(10), kb(r.css).padStart(10));
const worst = Math.max(0, ...storeRows.map((r) => r.js));
const first = weigh(storeManifest, [storeEntry]).js;
console.log(
  `\ntienda (★): hasta ${kb(worst)} de JS · app: hasta ${kb(Math.max(0, ...appRows.map((r) => r.js)))} · presupuesto de la tienda ${BUDGET_KB} KB`,
);
console.log(`script propio de la tienda, antes de toda isla: ${kb(first)} · presupuesto ${FIRST_BUDGET_KB} KB`);
if (process.argv.includes('--check') && worst > BUDGET_KB * 1024) {
  console.error(`Una página de la tienda carga ${kb(worst)} de JavaScript, más que el presupuesto de ${BUDGET_KB} KB.`);
  process.exit(1);
}
if (process.argv.includes('--check') && first > FIRST_BUDGET_KB * 1024) {
  console.error(
    `El script propio de la tienda descarga ${kb(first)} antes de toda isla, más que el presupuesto de ${FIRST_BUDGET_KB} KB: ¿importa algo del runtime de las islas?`,
  );
  process.exit(1);
}
