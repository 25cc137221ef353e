import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { KeptReads } from '../../shared/kept-reads';
import type { StorePagesVersion } from '../public-store/store-page-version';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import type { SearchPlan } from '../search/search-plan';
import { type CatalogueStock, readCatalogueStock } from './catalogue-stock';
import { type QueryWord, readQueryWords } from '../search/near-words';
import { readStoreVocabulary, type StoreVocabulary } from './store-vocabulary';
import { readStoreTerms, type StoreTerms } from './store-terms';
import type { WordMatches } from './catalogue-listing';

/*
 * What the store's filters and lists are computed over (docs/product/storefront.md, "Filtros"): each product on sale
 * with the facts a filter asks of it, read from the database by the rules every other reader uses (availability, a
 * product's categories with their parents). Its structure is kept per store under the catalogue version, and its
 * stock (catalogue-stock.ts) under the pages version, which every order moves, until the first reservation of its
 * units expires (migration 060). A search or a filter no one asked before then costs the words' match and the page's
 * 12 cards, not a pass over every product and variant of the store (docs/decisions/047-catalogue-index-in-memory.md,
 * 048-catalogue-version-apart-from-stock.md). catalogue-index-listing.ts reads it.
 */

/** A variant on sale: its id, its attribute values (as the index numbers them), whether it can be sold now, its price. */
export interface IndexedVariant {
  id: string;
  values: number[];
  inStock: boolean;
  priceCents: number;
}

/** A product on sale with at least one variant on sale. */
export interface IndexedProduct {
  id: string;
  brand: string;
  /** Its categories and their parents, as the index numbers them. */
  categories: number[];
  /** Its lowest price among its variants on sale. */
  priceCents: number;
  inStock: boolean;
  /** In their order (position). */
  variants: IndexedVariant[];
}

export interface CatalogueIndex {
  /** The catalogue's order: newest first. */
  products: IndexedProduct[];
  /** Attribute value id → its number, and back. */
  valueNumber: Map<string, number>;
  valueIds: string[];
  /** The store's categories by name: id, name, parent. */
  categories: { id: string; name: string; parentId: string | null }[];
  categoryNumber: Map<string, number>;
  /** A product's place in `products`. */
  place: Map<string, number>;
  /** When it stops being true by itself (the first active reservation to expire), or null. */
  until: Date | null;
  /** About what it holds in memory, for the cache's bound. */
  bytes: number;
}

interface ProductRow {
  id: string;
  brand: string;
  price_cents: number | string;
  categories: string[];
  variants: [string, string[], number | string][] | null;
}

/**
 * What the index holds apart from stock, read in two prepared statements (the products' one a row each): every
 * variant on sale is marked in stock until `withStock` says otherwise.
 */
export async function readCatalogueStructure(db: Kysely<Database>, storeId: string): Promise<CatalogueIndex> {
  const [products, categories] = await Promise.all([
    sql<ProductRow>`
      select p.id, p.brand, p.price_cents, ${PRODUCT_CATEGORY_IDS} as categories,
        (select json_agg(json_build_array(v.id, v.value_ids, v.price_adjustment_cents) order by v.position)
          from product_variants v where v.product_id = p.id and v.is_active) as variants
      from products p where p.store_id = ${storeId}::uuid and p.is_active
      order by p.created_at desc, p.id
      ${sql.raw(PREPARED)}`.execute(db),
    sql<{ id: string; name: string; parent_id: string | null }>`
      select c.id, c.name, c.parent_id from categories c where c.store_id = ${storeId}::uuid order by c.name
      ${sql.raw(PREPARED)}`.execute(db),
  ]);
  const valueNumber = new Map<string, number>();
  const valueIds: string[] = [];
  const numberOf = (id: string) => {
    let n = valueNumber.get(id);
    if (n === undefined) {
      n = valueIds.push(id) - 1;
      valueNumber.set(id, n);
    }
    return n;
  };
  const categoryNumber = new Map(categories.rows.map((c, i) => [c.id, i]));
  let bytes = 0;
  const indexed: IndexedProduct[] = [];
  for (const row of products.rows) {
    if (!row.variants) continue;
    const basePrice = Number(row.price_cents);
    const variants = row.variants.map(([id, values, adjustment]) => ({
      id,
      values: values.map(numberOf),
      inStock: true,
      priceCents: basePrice + Number(adjustment),
    }));
    indexed.push({
      id: row.id,
      brand: row.brand,
      categories: row.categories.flatMap((id) => categoryNumber.get(id) ?? []),
      priceCents: Math.min(...variants.map((v) => v.priceCents)),
      inStock: true,
      variants,
    });
    // Calibrated on V8's heap: 4,735 products and 14,205 variants held 4.7 MB (bench/README.md).
    bytes += 300 + row.brand.length * 2 + variants.reduce((sum, v) => sum + 180 + 8 * v.values.length, 0);
  }
  return {
    products: indexed,
    valueNumber,
    valueIds,
    categories: categories.rows.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id })),
    categoryNumber,
    place: new Map(indexed.map((p, i) => [p.id, i])),
    until: null,
    bytes: bytes + indexed.length * 100 + valueIds.length * 100 + categories.rows.length * 200,
  };
}

/**
 * The index `structure` with the stock of `stock`: a product in stock when a variant of it is. The products whose
 * flags are the structure's are the structure's own objects, so an index a version costs a product only where its
 * stock differs.
 */
export function withStock(structure: CatalogueIndex, stock: CatalogueStock): CatalogueIndex {
  const products = structure.products.map((p) => {
    if (!p.variants.some((v) => stock.out.has(v.id))) return p;
    const variants = p.variants.map((v) => (stock.out.has(v.id) ? { ...v, inStock: false } : v));
    return { ...p, inStock: variants.some((v) => v.inStock), variants };
  });
  return {
    ...structure,
    products,
    until: stock.until,
    bytes: structure.bytes + products.length * 8 + stock.out.size * 200,
  };
}

/** Reads the index of the store's catalogue, stock included: four prepared statements. */
export async function readCatalogueIndex(db: Kysely<Database>, storeId: string): Promise<CatalogueIndex> {
  const [structure, stock] = await Promise.all([readCatalogueStructure(db, storeId), readCatalogueStock(db, storeId)]);
  return withStock(structure, stock);
}

/** What the words searched found in a store at one version: the words' plan and the products matched. */
export interface SearchedWords {
  plan: SearchPlan;
  /** What the words found (catalogue-listing.ts `readMatches`); null when nothing is searched. */
  matches: WordMatches | null;
}

/** Which state of a store a kept read is of: its pages version and its catalogue version (store-page-version.ts). */
export type StoreVersions = Pick<StorePagesVersion, 'version' | 'catalogueVersion'>;

/**
 * The store's catalogue index at `at`: the structure kept under the catalogue version, the stock read again when the
 * pages version moved (every order moves it, migration 060), both kept.
 */
export const keptCatalogueIndex = (kept: KeptReads, db: Kysely<Database>, storeId: string, at: StoreVersions) =>
  kept.read<CatalogueIndex>(`catalogue-index:${storeId}`, at.version, async () => {
    const [structure, stock] = await Promise.all([
      kept.read<CatalogueIndex>(`catalogue-structure:${storeId}`, at.catalogueVersion, async () => {
        const read = await readCatalogueStructure(db, storeId);
        return { value: read, bytes: read.bytes, until: null };
      }),
      readCatalogueStock(db, storeId),
    ]);
    const index = withStock(structure, stock);
    return { value: index, bytes: index.bytes - structure.bytes, until: index.until };
  });

/** The store's vocabulary (store-vocabulary.ts) at its catalogue version: the kept one, else read and kept. */
export const keptVocabulary = (kept: KeptReads, db: Kysely<Database>, storeId: string, catalogueVersion: string) =>
  kept.read<StoreVocabulary>(`catalogue-vocabulary:${storeId}`, catalogueVersion, async () => ({
    value: await readStoreVocabulary(db, storeId),
    bytes: 20_000,
    until: null,
  }));

/** The store's search terms (store-terms.ts) at its catalogue version: the kept ones, else read and kept. */
export const keptStoreTerms = (kept: KeptReads, db: Kysely<Database>, storeId: string, catalogueVersion: string) =>
  kept.read<StoreTerms>(`catalogue-terms:${storeId}`, catalogueVersion, async () => {
    const terms = await readStoreTerms(db, storeId);
    return { value: terms, bytes: terms.bytes, until: null };
  });

/** The words of `query` as the database reads them (search/near-words.ts), whatever the store: kept once read. */
export const keptQueryWords = (kept: KeptReads, db: Kysely<Database>, query: string) =>
  kept.read<QueryWord[]>(`query-words:${query}`, '1', async () => {
    const words = await readQueryWords(db, query);
    return { value: words, bytes: 200 + 2 * query.length + 150 * words.length, until: null };
  });

/**
 * What `query` found in the store at its catalogue version: the kept answer, else `read`'s. The words match texts,
 * never stock (the typed colours and sizes ask the index for a variant in stock), so an order keeps it: a shopper who
 * adds a filter to the same words, or another who types them, costs no analysis and no match.
 */
export const keptWords = (
  kept: KeptReads,
  storeId: string,
  catalogueVersion: string,
  query: string,
  read: () => Promise<SearchedWords>,
) =>
  kept.read<SearchedWords>(`catalogue-words:${storeId}:${query}`, catalogueVersion, async () => {
    const words = await read();
    return { value: words, bytes: 2_000 + 60 * (words.matches?.scores.size ?? 0), until: null };
  });
