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

/** Which products hold the terms asked of them, a flag a product; each term's flags are worked out once a search. */
function holders(terms: StoreTerms) {
  const count = terms.ids.length;
  const known = new Map<string, Uint8Array>();
  /** The products holding `stem` in one of `parts` (a stem ending ":*": any term it begins). */
  const ofStem = (parts: TermPart[], stem: string) => {
    const key = `${parts.join('+')} ${stem}`;
    let flags = known.get(key);
    if (flags) return flags;
    flags = new Uint8Array(count);
    const prefix = stem.endsWith(PREFIX) ? stem.slice(0, -PREFIX.length) : null;
    for (const part of parts)
      for (const [term, list] of prefix === null ? [[stem, terms.parts[part].get(stem)] as const] : terms.parts[part])
        if (list && (prefix === null || term.startsWith(prefix))) for (const n of list) flags[n] = 1;
    known.set(key, flags);
    return flags;
  };
  /** The products holding every stem of an alternative, for one alternative of a group, for every group. */
  const ofGroups = (parts: TermPart[], groups: string[][][]) => {
    const all = new Uint8Array(count).fill(1);
    for (const group of groups) {
      const any = new Uint8Array(count);
      for (const alternative of group) {
        const stems = alternative.map((stem) => ofStem(parts, stem));
        for (let n = 0; n < count; n += 1) if (stems.every((s) => s[n] === 1)) any[n] = 1;
      }
      all.forEach((f, n) => (all[n] = f & (any[n] ?? 0)));
    }
    return all;
  };
  return ofGroups;
}

/** What `plan` finds in the store's `terms`: each product matched with its score, and those named by the values typed. */
export function matchWords(terms: StoreTerms, plan: SearchPlan): WordMatches {
  if (plan.empty) return { scores: new Map(), named: new Set(), others: null };
  const ofGroups = holders(terms);
  const count = terms.ids.length;
  const onlyValues = plan.terms.text.length === 0;
  let matched = new Uint8Array(count);
  if (onlyValues) {
    for (const group of plan.terms.groups)
      ofGroups(NAMES, [group]).forEach((f, n) => (matched[n] = f | (matched[n] ?? 0)));
  } else {
    const inDocument = ofGroups(DOCUMENT, plan.terms.text);
    const inTitle = ofGroups(TITLE, plan.terms.text);
    const someTitle = inTitle.includes(1);
    matched = inDocument.map((f, n) => (someTitle ? f & (inTitle[n] ?? 0) : f));
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
  terms.ids.forEach((id, n) => {
    if (!matched[n]) return;
    let score = 0;
    for (const { head, name, detail } of scoring)
      score += (head[n] ? 8 : name[n] ? 4 : detail[n] ? 2 : 1) + (name[n] ? 2 : 0);
    scores.set(id, score);
    if (named === null || named[n]) namedIds.add(id);
  });
  return { scores, named: namedIds, others: onlyValues ? 2 * plan.terms.groups.length : null };
}
