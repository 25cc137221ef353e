/**
 * JavaScript and CSS (gzip) each page downloads, from Vite's build manifests
 * (the store pages' build and the app's, apps/web/vite.config.ts).
 * A store page (★) loads store.html's entry and the islands it is drawn with:
 * each route is rendered with the build's own renderer (dist/server) from a
 * sample store whose product has several pictures and prices (so every
 * island shows), its islands read from the markup, and each island's module
 * (features/<feature>/islands/<file>.tsx) followed through its static
 * imports. Code an island fetches only when the shopper reaches for it (the
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
import {
  type CatalogueFacets,
  DEFAULT_DELIVERY_SETTINGS,
  NO_SELECTION,
  type PublicProduct,
  type PublicStore,
  type StorePage,
} from '@vidriera/core';

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

const store: PublicStore = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tienda de muestra',
  slug: 'muestra',
  description: 'Una tienda para medir',
  whatsappNumber: '5491155550000',
  instagramHandle: 'muestra',
  facebookPage: null,
  cbu: null,
  logoUrl: '/uploads/logo',
  bannerUrl: '/uploads/banner',
  maxUnitsPerProduct: 10,
  paymentMethods: [],
  transferDiscountPercent: null,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  categories: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Remeras' }],
};
const product: PublicProduct = {
  id: '00000000-0000-4000-8000-000000000003',
  slug: 'remera-00000000-0000-4000-8000-000000000003',
  name: 'Remera',
  description: 'Algodón',
  descriptionHtml: '<p>Algodón</p>',
  priceCents: 1_000_000,
  brand: '',
  tags: [],
  category: store.categories[0] ?? null,
  images: ['/uploads/a', '/uploads/b'],
  attributes: [],
  variants: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      sku: 'R-S',
      finalPriceCents: 1_000_000,
      compareAtPriceCents: 1_250_000,
      barcode: null,
      availableStock: 3,
      values: [],
      images: [],
    },
    {
      id: '00000000-0000-4000-8000-000000000005',
      sku: 'R-L',
      finalPriceCents: 1_200_000,
      compareAtPriceCents: null,
      barcode: null,
      availableStock: 3,
      values: [],
      images: [],
    },
  ],
};
const card = {
  ...product,
  minPriceCents: 1_000_000,
  maxPriceCents: 1_200_000,
  compareAtPriceCents: 1_250_000,
  availableStock: 6,
  variantCount: 2,
  image: '/uploads/a',
  attributes: [],
  variantId: null,
};
/** What the filters offer a clothing list: its page carries the panel's links twice (the phone's sheet, the column). */
const facets: CatalogueFacets = {
  categories: [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Remeras', parentId: null, count: 30 }],
  attributes: [
    {
      key: 'color',
      name: 'Color',
      values: ['Negro', 'Blanco', 'Azul'].map((name) => ({
        key: name.toLowerCase(),
        name,
        count: 10,
        hexColor: '#111827',
      })),
    },
    {
      key: 'talle',
      name: 'Talle',
      values: ['S', 'M', 'L', 'XL'].map((name) => ({ key: name.toLowerCase(), name, count: 8, hexColor: null })),
    },
  ],
  brands: [],
  price: { minCents: 1_000_000, maxCents: 1_200_000 },
  inStock: 30,
};
const routes: [string, StorePage][] = [
  [
    'índice de la tienda',
    {
      kind: 'index',
      base: '/store/muestra',
      store,
      catalogue: { items: [card], total: 30, page: 1, pageSize: 12, facets, suggestion: null },
      category: 'all',
      selection: NO_SELECTION,
    },
  ],
  ['página de producto', { kind: 'product', base: '/store/muestra', store, product, variantId: null }],
  ['carrito', { kind: 'cart', base: '/store/muestra', store }],
  [
    'búsqueda',
    {
      kind: 'search',
      base: '/store/muestra',
      store,
      catalogue: { items: [card], total: 1, page: 1, pageSize: 12, facets, suggestion: null },
      query: 'remera',
      selection: NO_SELECTION,
    },
  ],
  [
    'pedido de quien compra',
    {
      kind: 'order',
      base: '/store/muestra',
      store,
      order: {
        id: '00000000-0000-4000-8000-0000000000aa',
        number: '000000aa',
        status: 'pending',
        paymentStatus: 'pending',
        paymentReceivedAt: null,
        paymentMethod: 'transfer',
        createdAt: '2026-01-01T12:00:00.000Z',
        reservedUntil: '2026-01-03T12:00:00.000Z',
        reservationExpired: false,
        expiredAt: null,
        customerName: 'Rocío',
        lines: [
          { productName: 'Remera', attributes: [], quantity: 1, unitPriceCents: 1_000_000, totalCents: 1_000_000 },
        ],
        subtotalCents: 1_000_000,
        transferDiscountCents: 0,
        discountCode: null,
        codeDiscountCents: 0,
        totalCents: 1_000_000,
        transfer: { cbu: 'tienda.muestra', holder: 'Rocío' },
        mercadoPago: null,
        delivery: null,
        dispatch: null,
        store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      },
    },
  ],
];

const storeEntry = Object.keys(storeManifest).find((key) => key.endsWith('store.html') && storeManifest[key]?.isEntry);
const appEntry = Object.keys(appManifest).find((key) => key.endsWith('index.html') && appManifest[key]?.isEntry);
if (!storeEntry || !appEntry) throw new Error('el manifiesto no tiene las entradas store.html e index.html');

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
  return { page: name, islands, ...weigh(storeManifest, [storeEntry, ...islands.map(islandModule)]) };
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
