import { bigSearchStatement } from './big-seed-search';

/**
 * The big seed's catalogue (issue 53), one batch of stores `g` in [lo, hi] per call, written set-wise with
 * generate_series. Every id is derived from the run and the row's numbers (`md5(...)::uuid`), so one statement
 * can reference the rows of another without reading them back. The statements run with the ordinary triggers off
 * (big-seed.ts); what those triggers would have written is written here, once per batch:
 *
 * - `keep_main_categories`: the product's main category in `product_categories`;
 * - `refresh_variant_value_ids`: `product_variants.value_ids`, the variant's value ids sorted;
 * - the search terms (`refresh_product_search`): the same rows, each distinct text stemmed once (big-seed-search.ts);
 * - `count_store_pages_change`: nothing to move, a new store starts at its first pages version.
 */
export interface BigBatch {
  run: string;
  lo: number;
  hi: number;
  products: number;
  /** Products of store 1 (a large store, for the feed). */
  firstStoreProducts: number;
  images: readonly string[];
}

export const BIG_COLOURS = [
  ['negro', 'Negro', '#111827'],
  ['blanco', 'Blanco', '#F9FAFB'],
  ['azul', 'Azul', '#1D4ED8'],
  ['rojo', 'Rojo', '#DC2626'],
  ['verde', 'Verde', '#15803D'],
] as const;
export const BIG_SIZES = ['S', 'M', 'L', 'XL'] as const;
const CATEGORY_NAMES = ['Remeras', 'Pantalones', 'Abrigos', 'Accesorios', 'Calzado'];
const NOUNS = ['Remera', 'Buzo', 'Campera', 'Pantalón', 'Jean', 'Gorra', 'Bolso', 'Zapatilla', 'Camisa', 'Vestido'];
const ADJECTIVES = ['Clásica', 'Oversize', 'Básica', 'Estampada', 'Premium', 'Urbana', 'Deportiva', 'Liviana'];
export const FIRST_NAMES = ['Lucía', 'Martín', 'Sofía', 'Juan', 'Valentina', 'Mateo', 'Camila', 'Santiago', 'Julieta'];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const textArray = (items: readonly string[]) => `ARRAY[${items.map(quote).join(', ')}]::text[]`;

/** The id of a seeded row: its kind and numbers, within the run, as a version 4 UUID (the API's schemas check it). */
export const idOf = (run: string, kind: string, ...parts: string[]) =>
  `overlay(overlay(md5(${quote(`${run}:${kind}`)} || ':' || ${parts.map((p) => `(${p})::text`).join(` || '-' || `)}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The number of products of store `g`. */
export const productsOf = (b: BigBatch, g = 'g') =>
  `(CASE WHEN ${g} = 1 THEN ${Math.max(b.products, b.firstStoreProducts)} ELSE ${b.products} END)`;
/** Product `p` of store `g`'s name and price (orders repeat them on their lines). */
export const productName = (g: string, p: string) =>
  `(${textArray(NOUNS)})[1 + (${g} * 31 + ${p}) % ${NOUNS.length}] || ' ' || (${textArray(ADJECTIVES)})[1 + (${g} + ${p} * 7) % ${ADJECTIVES.length}] || ' ' || ${p}`;
export const productPrice = (g: string, p: string) => `((5 + (${g} * 13 + ${p} * 17) % 60) * 100000)::bigint`;
export const storeCreatedAt = (g: string) => `(now() - interval '400 days' + (${g} % 30) * interval '1 day')`;

/** Stores `g` and `p` of each store, as FROM items. */
const storesRange = (b: BigBatch) => `generate_series(${b.lo}, ${b.hi}) g`;
const productsRange = (b: BigBatch) => `${storesRange(b)} CROSS JOIN LATERAL generate_series(1, ${productsOf(b)}) p`;

export function bigCatalogueStatements(b: BigBatch): string[] {
  const id = (kind: string, ...parts: string[]) => idOf(b.run, kind, ...parts);
  const colour = (p: string, v: string) => `((${p}) + (${v})) % ${BIG_COLOURS.length}`;
  const size = (v: string) => `(${v}) % ${BIG_SIZES.length}`;
  const colourValue = (g: string, c: string) => id('av', g, `'c' || ${c}`);
  const sizeValue = (g: string, s: string) => id('av', g, `'s' || ${s}`);
  const statements = [
    `INSERT INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
     SELECT ${id('u', 'g')}, n.first || ' Bench', 'big-${b.run}-' || g || '@vidriera.local', true, n.first, 'Bench',
       ${storeCreatedAt('g')}, ${storeCreatedAt('g')}
     FROM ${storesRange(b)} CROSS JOIN LATERAL (SELECT (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS first) n`,
    `INSERT INTO user_roles (user_id, role) SELECT ${id('u', 'g')}, 'store_admin' FROM ${storesRange(b)}`,
    `INSERT INTO stores (id, owner_id, name, slug, description, whatsapp_number, is_active, created_at, updated_at)
     SELECT ${id('s', 'g')}, ${id('u', 'g')}, 'Tienda ' || (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || g,
       'big-${b.run}-' || g, 'Tienda de prueba para medir el rendimiento.', '+54911' || lpad((10000000 + g % 90000000)::text, 8, '0'),
       g % 10 <> 0 OR g = 1, ${storeCreatedAt('g')}, ${storeCreatedAt('g')}
     FROM ${storesRange(b)}`,
    `INSERT INTO categories (id, store_id, name, created_at)
     SELECT ${id('c', 'g', 'k')}, ${id('s', 'g')}, (${textArray(CATEGORY_NAMES)})[k], ${storeCreatedAt('g')}
     FROM ${storesRange(b)} CROSS JOIN generate_series(1, ${CATEGORY_NAMES.length}) k`,
    `INSERT INTO attributes (id, store_id, name, display_name, attribute_type, is_required, sort_order, created_at)
     SELECT ${id('a', 'g', 'a.name')}, ${id('s', 'g')}, a.name, a.display, 'select', true, a.sort, ${storeCreatedAt('g')}
     FROM ${storesRange(b)} CROSS JOIN (VALUES ('color', 'Color', 0), ('talle', 'Talle', 1)) a (name, display, sort)`,
    `INSERT INTO attribute_values (id, store_id, attribute_id, value, display_value, hex_color, sort_order)
     SELECT ${colourValue('g', 'c.i')}, ${id('s', 'g')}, ${id('a', 'g', "'color'")}, c.value, c.display, c.hex, c.i
     FROM ${storesRange(b)} CROSS JOIN (VALUES ${BIG_COLOURS.map((c, i) => `(${i}, ${c.map(quote).join(', ')})`).join(', ')}) c (i, value, display, hex)
     UNION ALL
     SELECT ${sizeValue('g', 's.i')}, ${id('s', 'g')}, ${id('a', 'g', "'talle'")}, s.value, s.value, NULL, s.i
     FROM ${storesRange(b)} CROSS JOIN (VALUES ${BIG_SIZES.map((s, i) => `(${i}, ${quote(s)})`).join(', ')}) s (i, value)`,
    `INSERT INTO products (id, store_id, category_id, name, description, price_cents, is_active, created_at, updated_at)
     SELECT ${id('p', 'g', 'p')}, ${id('s', 'g')}, ${id('c', 'g', `1 + (g + p) % ${CATEGORY_NAMES.length}`)}, ${productName('g', 'p')},
       'Producto de prueba con variantes de color y talle.', ${productPrice('g', 'p')}, (g + p) % 20 <> 0,
       ${storeCreatedAt('g')} + p * interval '1 minute', ${storeCreatedAt('g')} + p * interval '1 minute'
     FROM ${productsRange(b)}`,
    `INSERT INTO product_categories (store_id, product_id, category_id, position)
     SELECT ${id('s', 'g')}, ${id('p', 'g', 'p')}, ${id('c', 'g', `1 + (g + p) % ${CATEGORY_NAMES.length}`)}, 0 FROM ${productsRange(b)}`,
    `INSERT INTO product_attributes (store_id, product_id, attribute_id)
     SELECT ${id('s', 'g')}, ${id('p', 'g', 'p')}, ${id('a', 'g', 'a.name')}
     FROM ${productsRange(b)} CROSS JOIN (VALUES ('color'), ('talle')) a (name)`,
    `INSERT INTO product_variants (id, store_id, product_id, sku, stock, price_adjustment_cents, position, created_at, value_ids)
     SELECT ${id('v', 'g', 'p', 'v')}, ${id('s', 'g')}, ${id('p', 'g', 'p')}, 'B' || g || '-' || p || '-' || v, (g * 7 + p * 3 + v) % 20,
       CASE WHEN v = 2 THEN 100000 ELSE 0 END, v, ${storeCreatedAt('g')} + p * interval '1 minute',
       (SELECT array_agg(x ORDER BY x) FROM unnest(ARRAY[${colourValue('g', colour('p', 'v'))}, ${sizeValue('g', size('v'))}]) x)
     FROM ${productsRange(b)} CROSS JOIN generate_series(0, 2) v`,
    `INSERT INTO variant_values (store_id, variant_id, attribute_id, attribute_value_id)
     SELECT ${id('s', 'g')}, ${id('v', 'g', 'p', 'v')}, ${id('a', 'g', "'color'")}, ${colourValue('g', colour('p', 'v'))}
     FROM ${productsRange(b)} CROSS JOIN generate_series(0, 2) v
     UNION ALL
     SELECT ${id('s', 'g')}, ${id('v', 'g', 'p', 'v')}, ${id('a', 'g', "'talle'")}, ${sizeValue('g', size('v'))}
     FROM ${productsRange(b)} CROSS JOIN generate_series(0, 2) v`,
    // Fresh statistics first: planned on empty tables, the search's lookups by product read whole tables.
    'ANALYZE products, product_categories, categories, product_variants, variant_values, attributes, attribute_values',
    bigSearchStatement(`SELECT ${id('p', 'g', 'p')} FROM ${productsRange(b)}`),
  ];
  if (b.images.length > 0)
    statements.push(
      `INSERT INTO product_images (store_id, product_id, position, url, created_at)
       SELECT ${id('s', 'g')}, ${id('p', 'g', 'p')}, 0, (${textArray(b.images)})[1 + (g + p) % ${b.images.length}], ${storeCreatedAt('g')}
       FROM ${productsRange(b)}`,
    );
  return statements;
}
