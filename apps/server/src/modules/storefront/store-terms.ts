import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { readStoreWords, type StoreWords } from '../search/near-words';

/*
 * The terms a store's search is matched against (docs/product/storefront.md, "Búsqueda"), read once and kept per
 * catalogue version (catalogue-index.ts), so that words no one asked before cost no statement over the store's
 * products: each product's terms as the database wrote them (`product_search`, migration 038: the kind of product,
 * the rest of its name, its details, its description), turned around into which products hold each term, and the
 * store's words a typo is compared with (search/near-words.ts). word-matches.ts matches a plan against them
 * (docs/decisions/050-words-matched-in-memory.md).
 */

/** Where in a product a term is: the parts of `product_search`. */
export type TermPart = 'head' | 'name' | 'detail' | 'body';
export const TERM_PARTS: readonly TermPart[] = ['head', 'name', 'detail', 'body'];

export interface StoreTerms {
  /** The store's products on sale (`is_active`), numbered by their place here. */
  ids: string[];
  /** For each part, each term and the numbers of the products that hold it there, ascending. */
  parts: Record<TermPart, Map<string, Int32Array>>;
  words: StoreWords;
  /** About what it holds in memory, for the cache's bound. */
  bytes: number;
}

type TermsRow = [string, string[], string[], string[], string[]];

/** The store's terms and words, in two prepared statements. */
export async function readStoreTerms(db: Kysely<Database>, storeId: string): Promise<StoreTerms> {
  const [products, words] = await Promise.all([
    sql<{ products: TermsRow[] }>`
      select coalesce(json_agg(json_build_array(ps.product_id, tsvector_to_array(ps.head_terms),
        tsvector_to_array(ps.name_terms), tsvector_to_array(ps.detail_terms), tsvector_to_array(ps.body_terms))
        order by ps.product_id), '[]') as products
      from product_search ps join products p on p.id = ps.product_id
      where ps.store_id = ${storeId}::uuid and p.store_id = ${storeId}::uuid and p.is_active
      ${sql.raw(PREPARED)}`.execute(db),
    readStoreWords(db, storeId),
  ]);
  const rows = products.rows[0]?.products ?? [];
  const lists = Object.fromEntries(TERM_PARTS.map((part) => [part, new Map<string, number[]>()])) as Record<
    TermPart,
    Map<string, number[]>
  >;
  let postings = 0;
  rows.forEach(([, ...terms], n) =>
    TERM_PARTS.forEach((part, i) => {
      const list = lists[part];
      for (const term of terms[i] ?? []) {
        const holders = list.get(term);
        if (holders) holders.push(n);
        else list.set(term, [n]);
        postings += 1;
      }
    }),
  );
  let termBytes = 0;
  const parts = Object.fromEntries(
    TERM_PARTS.map((part) => {
      const turned = new Map<string, Int32Array>();
      for (const [term, holders] of lists[part]) {
        turned.set(term, Int32Array.from(holders));
        termBytes += 100 + 2 * term.length;
      }
      return [part, turned];
    }),
  ) as Record<TermPart, Map<string, Int32Array>>;
  return {
    ids: rows.map(([id]) => id),
    parts,
    words,
    bytes: rows.length * 90 + postings * 4 + termBytes + words.bytes,
  };
}
