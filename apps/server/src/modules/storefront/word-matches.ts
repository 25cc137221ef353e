import type { SearchPlan } from '../search/search-plan';
import type { WordMatches } from './catalogue-listing';
import type { StoreTerms, TermPart } from './store-terms';

/*
 * What a search's words find among a store's products on sale (docs/product/storefront.md, "Búsqueda"), over the
 * store's terms kept in memory (store-terms.ts), by the rules search-sql.ts writes for the database: the owner's
 * search runs those (catalogue/admin-product-search.ts), the storefront these; word-matches.test.ts holds the two to
 * the same answers.
 *
 * - every group of the plan's words is in the product's terms, and, when some product of the store has every group
 *   outside its description, only such products match ("medias" does not bring a buzo whose description says
 *   "medio cierre");
 * - only colours and sizes typed ("negro", "talle l"): the products whose name says one of them are read here; any
 *   other may match through its variants in stock (catalogue-index-listing.ts) and then scores 2 a group;
 * - the score: each group found in the kind of product 8, elsewhere in its name 4, in its details 2, only in its
 *   description 1, plus 2 when found in its name.
 */

const TITLE: TermPart[] = ['head', 'name', 'detail'];
const DOCUMENT: TermPart[] = ['head', 'name', 'detail', 'body'];
const NAMES: TermPart[] = ['head', 'name'];
const PREFIX = ':*';

/** A set of the store's products, a bit a product (its number in the terms). */
type Products = Uint32Array;

/** Which products hold the terms asked of them; each term's set is worked out once a search. */
function holders(terms: StoreTerms) {
  const size = Math.ceil(terms.ids.length / 32);
  const known = new Map<string, Products>();
  /** The products holding `stem` in one of `parts` (a stem ending ":*": any term it begins). */
  const ofStem = (parts: TermPart[], stem: string) => {
    const key = `${parts.join('+')} ${stem}`;
    let found = known.get(key);
    if (found) return found;
    const set = new Uint32Array(size);
    const add = (list: Int32Array | undefined) => {
      if (list) for (const n of list) set[n >>> 5] = (set[n >>> 5] ?? 0) | (1 << (n & 31));
    };
    const prefix = stem.endsWith(PREFIX) ? stem.slice(0, -PREFIX.length) : null;
    for (const part of parts)
      if (prefix === null) add(terms.parts[part].get(stem));
      else for (const [term, list] of terms.parts[part]) if (term.startsWith(prefix)) add(list);
    found = set;
    known.set(key, found);
    return found;
  };
  /** The products holding, for every group, every stem of one of its alternatives. */
  return (parts: TermPart[], groups: string[][][]): Products => {
    const all = new Uint32Array(size).fill(0xffffffff);
    for (const group of groups) {
      const inGroup = new Uint32Array(size);
      for (const alternative of group) {
        const every = new Uint32Array(size).fill(0xffffffff);
        for (const stem of alternative) {
          const set = ofStem(parts, stem);
          for (let w = 0; w < size; w += 1) every[w] = (every[w] ?? 0) & (set[w] ?? 0);
        }
        for (let w = 0; w < size; w += 1) inGroup[w] = (inGroup[w] ?? 0) | (every[w] ?? 0);
      }
      for (let w = 0; w < size; w += 1) all[w] = (all[w] ?? 0) & (inGroup[w] ?? 0);
    }
    return all;
  };
}

const has = (set: Products, n: number) => ((set[n >>> 5] ?? 0) & (1 << (n & 31))) !== 0;

/** What `plan` finds in the store's `terms`: each product matched with its score, and those named by the values typed. */
export function matchWords(terms: StoreTerms, plan: SearchPlan): WordMatches {
  if (plan.empty) return { scores: new Map(), named: new Set(), others: null };
  const ofGroups = holders(terms);
  const onlyValues = plan.terms.text.length === 0;
  let matched: Products;
  if (onlyValues) {
    matched = new Uint32Array(Math.ceil(terms.ids.length / 32));
    for (const group of plan.terms.groups) {
      const set = ofGroups(NAMES, [group]);
      matched = matched.map((bits, w) => bits | (set[w] ?? 0));
    }
  } else {
    const inDocument = ofGroups(DOCUMENT, plan.terms.text);
    const inTitle = ofGroups(TITLE, plan.terms.text);
    matched = inTitle.some((bits) => bits !== 0) ? inDocument.map((bits, w) => bits & (inTitle[w] ?? 0)) : inDocument;
  }
  const named = plan.terms.values.length
    ? ofGroups(
        NAMES,
        plan.terms.values.map((v) => [[v]]),
      )
    : null;
  const scoring = plan.terms.groups.map((group) => ({
    head: ofGroups(['head'], [group]),
    name: ofGroups(['name'], [group]),
    detail: ofGroups(['detail'], [group]),
  }));
  const scores = new Map<string, number>();
  const namedIds = new Set<string>();
  matched.forEach((bits, w) => {
    for (let rest = bits; rest !== 0; rest &= rest - 1) {
      const n = w * 32 + (31 - Math.clz32(rest & -rest));
      const id = terms.ids[n];
      if (id === undefined) continue;
      let score = 0;
      for (const { head, name, detail } of scoring)
        score += (has(head, n) ? 8 : has(name, n) ? 4 : has(detail, n) ? 2 : 1) + (has(name, n) ? 2 : 0);
      scores.set(id, score);
      if (named === null || has(named, n)) namedIds.add(id);
    }
  });
  return { scores, named: namedIds, others: onlyValues ? 2 * plan.terms.groups.length : null };
}
