import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import type { KeptReads } from '../../shared/kept-reads';
import { PRODUCT_CATEGORY_IDS } from '../catalogue/product-categories-sql';
import { FIRST_RESERVATION_EXPIRY } from '../public-store/store-page-version';
import type { SearchPlan } from '../search/search-plan';
import { VARIANT_IN_STOCK } from '../search/search-sql';
import { readStoreVocabulary, type StoreVocabulary } from './store-vocabulary';
import type { WordMatches } from './catalogue-listing';

/*
 * What the store's filters and lists are computed over (docs/product/storefront.md, "Filtros"): each product on sale
 * with the facts a filter asks of it, read from the database in one statement by the rules every other reader uses
 * (availability, a product's categories with their parents) and kept per store under its pages version
 * (store-page-version.ts) until the first reservation of its units expires. A search or a filter no one asked before
 * then costs the words' match and the page's 12 cards, not a pass over every product and variant of the store
 * (docs/decisions/047-catalogue-index-in-memory.md). catalogue-index-listing.ts reads it.
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
  variants: [string, string[], number | string, boolean][] | null;
}

/** Reads the index of the store's catalogue: three prepared statements, the products' one a row each. */
export async function readCatalogueIndex(db: Kysely<Database>, storeId: string): Promise<CatalogueIndex> {
  const [products, categories, until] = await Promise.all([
    sql<ProductRow>`
      select p.id, p.brand, p.price_cents, ${PRODUCT_CATEGORY_IDS} as categories,
        (select json_agg(json_build_array(v.id, v.value_ids, v.price_adjustment_cents, ${VARIANT_IN_STOCK}) order by v.position)
          from product_variants v where v.product_id = p.id and v.is_active) as variants
      from products p where p.store_id = ${storeId}::uuid and p.is_active
      order by p.created_at desc, p.id
      ${sql.raw(PREPARED)}`.execute(db),
    sql<{ id: string; name: string; parent_id: string | null }>`
      select c.id, c.name, c.parent_id from categories c where c.store_id = ${storeId}::uuid order by c.name
      ${sql.raw(PREPARED)}`.execute(db),
    sql<{ at: Date | string | null }>`
      select ${FIRST_RESERVATION_EXPIRY} as at from product_variants v where v.store_id = ${storeId}::uuid and v.reserved_units > 0
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
    const variants = row.variants.map(([id, values, adjustment, inStock]) => ({
      id,
      values: values.map(numberOf),
      inStock,
      priceCents: basePrice + Number(adjustment),
    }));
    indexed.push({
      id: row.id,
      brand: row.brand,
      categories: row.categories.flatMap((id) => categoryNumber.get(id) ?? []),
      priceCents: Math.min(...variants.map((v) => v.priceCents)),
      inStock: variants.some((v) => v.inStock),
      variants,
    });
    // Calibrated on V8's heap: 4,735 products and 14,205 variants held 4.7 MB (bench/README.md).
    bytes += 300 + row.brand.length * 2 + variants.reduce((sum, v) => sum + 180 + 8 * v.values.length, 0);
  }
  const at = until.rows[0]?.at;
  return {
    products: indexed,
    valueNumber,
    valueIds,
    categories: categories.rows.map((c) => ({ id: c.id, name: c.name, parentId: c.parent_id })),
    categoryNumber,
    place: new Map(indexed.map((p, i) => [p.id, i])),
    until: at ? new Date(at) : null,
    bytes: bytes + indexed.length * 100 + valueIds.length * 100 + categories.rows.length * 200,
  };
}

/** What the words searched found in a store at one version: the words' plan and the products matched. */
export interface SearchedWords {
  plan: SearchPlan;
  /** What the words found (catalogue-listing.ts `readMatches`); null when nothing is searched. */
  matches: WordMatches | null;
}

/** The store's catalogue index at its pages version `version`: the kept one, else read from `db` and kept. */
export const keptCatalogueIndex = (kept: KeptReads, db: Kysely<Database>, storeId: string, version: string) =>
  kept.read<CatalogueIndex>(`catalogue-index:${storeId}`, version, async () => {
    const index = await readCatalogueIndex(db, storeId);
    return { value: index, bytes: index.bytes, until: index.until };
  });

/** The store's vocabulary (store-vocabulary.ts) at its pages version `version`: the kept one, else read and kept. */
export const keptVocabulary = (kept: KeptReads, db: Kysely<Database>, storeId: string, version: string) =>
  kept.read<StoreVocabulary>(`catalogue-vocabulary:${storeId}`, version, async () => ({
    value: await readStoreVocabulary(db, storeId),
    bytes: 20_000,
    until: null,
  }));

/**
 * What `query` found in the store at `version`: the kept answer, else `read`'s, kept as long as the index it was read
 * beside (`until`: the typed colours and sizes ask for a variant in stock). A shopper who adds a filter to the same
 * words, or another who types them, costs no analysis and no match.
 */
export const keptWords = (
  kept: KeptReads,
  storeId: string,
  version: string,
  query: string,
  until: Date | null,
  read: () => Promise<SearchedWords>,
) =>
  kept.read<SearchedWords>(`catalogue-words:${storeId}:${query}`, version, async () => {
    const words = await read();
    return { value: words, bytes: 2_000 + 60 * (words.matches?.scores.size ?? 0), until };
  });
