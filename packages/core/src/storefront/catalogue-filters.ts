/*
 * The catalogue's filters as its addresses keep them (docs/product/storefront.md, "Filtros"), defined once for the
 * server, the store pages and their islands (zod-free, as storefront.ts). A filtered list is a plain link a shopper
 * can send by WhatsApp: `?category={id}&color=negro&talle=38&marca=nike&precio=1000-5000&stock=1`.
 * Each attribute is named by its key (its name in lower case, without accents, words joined by "-"), each value and
 * brand by theirs; several values of one attribute (or several brands) widen the list, different filters narrow it.
 */

/** The address's own parameters; any other is an attribute's key. */
export const CATALOGUE_PARAMS = {
  query: 'q',
  page: 'page',
  category: 'category',
  brand: 'marca',
  price: 'precio',
  inStock: 'stock',
} as const;

const RESERVED = new Set<string>([...Object.values(CATALOGUE_PARAMS), 'variante']);

/** At most this many values a filter may name, and attributes an address may filter by: more is ignored. */
export const FILTER_VALUES_MAX = 20;
export const FILTER_ATTRIBUTES_MAX = 8;

/** What a shopper chose to narrow the catalogue by (the words searched and the page are apart). */
export interface CatalogueSelection {
  /** A category's id (its subcategories' products too), or null for every category. */
  category: string | null;
  /** Attribute key → the keys of its chosen values. */
  values: Record<string, string[]>;
  brands: string[];
  /** Whole pesos, inclusive; null when open. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

export const NO_SELECTION: CatalogueSelection = {
  category: null,
  values: {},
  brands: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
};

/** A name as an address keeps it: lower case, no accents, letters and digits joined by "-" ("Azul Marino" → "azul-marino"). */
export function filterKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRICE = /^(\d{0,9})-(\d{0,9})$/;

const distinctKeys = (texts: string[]) =>
  [...new Set(texts.map(filterKey).filter(Boolean))].sort().slice(0, FILTER_VALUES_MAX);

/** The selection an address holds; what it cannot mean (an unknown shape, too many values) is left out. */
export function readSelection(search: URLSearchParams): CatalogueSelection {
  const category = search.get(CATALOGUE_PARAMS.category) ?? '';
  const price = PRICE.exec(search.get(CATALOGUE_PARAMS.price) ?? '');
  const values: Record<string, string[]> = {};
  for (const key of new Set(search.keys())) {
    const attribute = filterKey(key);
    if (RESERVED.has(key) || !attribute || attribute !== key || key.startsWith('utm')) continue;
    if (Object.keys(values).length >= FILTER_ATTRIBUTES_MAX) break;
    const chosen = distinctKeys(search.getAll(key));
    if (chosen.length) values[attribute] = chosen;
  }
  const min = price?.[1] ? Number(price[1]) : null;
  const max = price?.[2] ? Number(price[2]) : null;
  return {
    category: UUID.test(category) ? category : null,
    values,
    brands: distinctKeys(search.getAll(CATALOGUE_PARAMS.brand)),
    priceMin: min,
    priceMax: max !== null && min !== null && max < min ? min : max,
    inStock: search.get(CATALOGUE_PARAMS.inStock) === '1',
  };
}

/** The selection as address parameters, always in one order (the canonical address of a filtered list). */
export function selectionParams(selection: CatalogueSelection): [string, string][] {
  const params: [string, string][] = [];
  if (selection.category) params.push([CATALOGUE_PARAMS.category, selection.category]);
  for (const key of Object.keys(selection.values).sort())
    for (const value of selection.values[key] ?? []) params.push([key, value]);
  for (const brand of selection.brands) params.push([CATALOGUE_PARAMS.brand, brand]);
  if (selection.priceMin !== null || selection.priceMax !== null)
    params.push([CATALOGUE_PARAMS.price, `${selection.priceMin ?? ''}-${selection.priceMax ?? ''}`]);
  if (selection.inStock) params.push([CATALOGUE_PARAMS.inStock, '1']);
  return params;
}

/** The selection as a link's query (storeHref, store-routes.ts): a key with several values holds them all. */
export function selectionQuery(selection: CatalogueSelection): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of selectionParams(selection)) (query[key] ??= []).push(value);
  return query;
}

/** Whether anything narrows the list. */
export const isFiltered = (selection: CatalogueSelection) => selectionParams(selection).length > 0;

/** The selection with one attribute value (or, with key `marca`, one brand) chosen or, if it was, left out. */
export function toggleValue(selection: CatalogueSelection, key: string, value: string): CatalogueSelection {
  const flip = (list: string[]) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort().slice(0, FILTER_VALUES_MAX);
  if (key === CATALOGUE_PARAMS.brand) return { ...selection, brands: flip(selection.brands) };
  const values = { ...selection.values, [key]: flip(selection.values[key] ?? []) };
  if (values[key]?.length === 0) delete values[key];
  return { ...selection, values };
}

/** One value a filter offers, with how many products of the list (with the other filters) have it. */
export interface FacetValue {
  key: string;
  name: string;
  count: number;
  /** A colour's swatch (#rrggbb), else null. */
  hexColor: string | null;
}

/** What the filters offer for the list as it is: each value with its count, the price span, the products in stock. */
export interface CatalogueFacets {
  categories: { id: string; name: string; parentId: string | null; count: number }[];
  attributes: { key: string; name: string; values: FacetValue[] }[];
  brands: FacetValue[];
  /** The cheapest and dearest price of the list, in cents; null when it is empty. */
  price: { minCents: number; maxCents: number } | null;
  inStock: number;
}

/** A list without filters to offer (an empty search). */
export const NO_FACETS: CatalogueFacets = { categories: [], attributes: [], brands: [], price: null, inStock: 0 };
