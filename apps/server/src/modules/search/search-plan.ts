/**
 * How a query becomes what the catalogue is searched for (docs/product/storefront.md, "Búsqueda"), from what the
 * database said of its words (query-analysis.ts): every word must be found, each through its alternatives — the
 * word itself, the store's words a typo away, its synonyms; colours and sizes of the store ("negra", "talle L")
 * ask for a variant that has them in stock.
 */

/** What the database says of a query's words for one store; stems are migration 038's. */
export interface QueryAnalysis {
  words: { word: string; stem: string }[];
  /** The query's stems the store's words hold. */
  known: string[];
  /** Store words that sound a few edits away from a query stem the store does not hold. */
  near: {
    stem: string;
    word: string;
    /** The first word of the store seen with that stem (what a suggestion shows). */
    shown: string;
    /** Edits between how the two sound, and how the typed word and `shown` are spelt. */
    distance: number;
    spelling: number;
    /** pg_trgm's similarity of the stems. */
    similarity: number;
  }[];
  values: { id: string; attribute: string; stems: string[] }[];
  attributes: { id: string; stems: string[] }[];
  /** Synonym rules as stems: each term a list of stems. */
  rules: { from: string[][]; to: string[][] }[];
}

export interface SearchPlan {
  /** Every group must match: the words' alternatives as a tsquery; null when only colours or sizes were typed. */
  text: string | null;
  /** Each group alone, and each colour or size typed (for the order: where in the product each was found). */
  groups: string[];
  /**
   * Attribute values typed (colours, sizes), one group an attribute: a variant in stock with one value of each
   * group, or the product's name saying them.
   */
  values: string[][];
  valueText: string | null;
  /** What the shopper might have meant when nothing is found (the store's words nearest to the unknown ones). */
  suggestion: string | null;
  /** Nothing to search: the words were all small words ("de la"). */
  empty: boolean;
  /**
   * The same as stems, for the match in memory (storefront/word-matches.ts): `text`'s groups and `groups`' (a group
   * its alternatives, an alternative the stems all found, a stem ending ":*" any word it begins), and `valueText`'s.
   */
  terms: { text: string[][][]; groups: string[][][]; values: string[] };
}

/**
 * How the words are read. `lastWordPrefix`: the last word is still being typed (the search box's suggestions), so it
 * also stands for every store word it begins ('rem':* finds "remera"); when the store has one (`begins`), for those
 * only, else for those and the words a typo away.
 */
export interface PlanOptions {
  lastWordPrefix?: { begins: boolean };
}

/** A stem that stands for every word it begins: written so by the plan, quoted as a tsquery prefix. */
const PREFIX = ':*';

/** Edits a word of this length may be away from a store's word: none under 4 letters, 1 up to 5, else 2. */
export const typoEdits = (word: string) => (word.length >= 6 ? 2 : word.length >= 4 ? 1 : 0);

const SAFE_STEM = /^[a-z0-9]+$/;
const quote = (stem: string) => (stem.endsWith(PREFIX) ? `'${stem.slice(0, -PREFIX.length)}'${PREFIX}` : `'${stem}'`);
const allOf = (stems: string[]) => (stems.length > 1 ? `(${stems.map(quote).join(' & ')})` : quote(stems[0] ?? ''));
const anyOf = (alternatives: string[][]) => {
  const unique = [...new Map(alternatives.map((a) => [a.join(' '), a])).values()];
  return unique.length > 1 ? `(${unique.map(allOf).join(' | ')})` : allOf(unique[0] ?? []);
};
const within = (terms: string[], stems: Set<string>) => terms.length > 0 && terms.every((t) => stems.has(t));

/** The store's words each query word may stand for: itself when the store has it (or a synonym names it), else the nearest. */
function candidatesOf(analysis: QueryAnalysis, synonymStems: Set<string>): Map<string, string[]> {
  const known = new Set(analysis.known);
  const candidates = new Map<string, string[]>();
  for (const { word, stem } of analysis.words) {
    if (known.has(stem) || synonymStems.has(stem)) {
      candidates.set(stem, [stem]);
      continue;
    }
    const near = analysis.near.filter((n) => n.stem === stem && n.distance <= typoEdits(word));
    const best = Math.min(...near.map((n) => n.distance));
    const chosen = near
      .filter((n) => n.distance === best)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 3);
    candidates.set(stem, chosen.length ? chosen.map((n) => n.word) : [stem]);
  }
  return candidates;
}

export function planSearch(analysis: QueryAnalysis, options: PlanOptions = {}): SearchPlan {
  const synonymStems = new Set(analysis.rules.flatMap((r) => r.to.flat()));
  const candidates = candidatesOf(analysis, synonymStems);
  const remaining = new Set(analysis.words.map((w) => w.stem).filter((s) => SAFE_STEM.test(s)));
  const stemsOf = (keys: Iterable<string>) => new Set([...keys].flatMap((k) => candidates.get(k) ?? [k]));
  const groups: string[][][] = [];

  // Synonyms first: a rule whose term the query holds finds every term it names, in place of those words.
  for (const rule of analysis.rules) {
    const present = stemsOf(remaining);
    const term = rule.from.find((t) => within(t, present));
    if (!term) continue;
    for (const key of [...remaining])
      if ((candidates.get(key) ?? []).some((c) => term.includes(c))) remaining.delete(key);
    groups.push(rule.to.filter((t) => t.length > 0 && t.every((s) => SAFE_STEM.test(s))));
  }

  // Colours and sizes: the value's words, and the attribute's name with them ("talle L"), ask for a variant.
  const valueIds: string[] = [];
  const valueAttributes = new Map<string, string[]>();
  const valueStems: string[] = [];
  for (const value of analysis.values) {
    const present = stemsOf(remaining);
    if (!within(value.stems, present)) continue;
    valueIds.push(value.id);
    valueAttributes.set(value.attribute, [...(valueAttributes.get(value.attribute) ?? []), value.id]);
    valueStems.push(...value.stems);
  }
  for (const key of [...remaining])
    if ((candidates.get(key) ?? []).some((c) => valueStems.includes(c))) remaining.delete(key);
  for (const attribute of analysis.attributes) {
    if (!valueAttributes.has(attribute.id)) continue;
    for (const key of [...remaining]) if (attribute.stems.includes(key)) remaining.delete(key);
  }

  const typing = options.lastWordPrefix;
  const last = typing ? analysis.words.at(-1)?.stem : undefined;
  // A word the store has nowhere, near nothing and no synonym's, is left out when others remain ("ropa de hombre");
  // never the word being typed, which a prefix finds.
  const known = new Set(analysis.known);
  const unmatched = [...remaining].filter(
    (key) =>
      key !== last &&
      !known.has(key) &&
      !synonymStems.has(key) &&
      (candidates.get(key) ?? [key]).every((c) => c === key),
  );
  const kept = [...remaining].filter((key) => !unmatched.includes(key));
  const leaveOut = unmatched.length > 0 && (kept.length > 0 || groups.length > 0 || valueIds.length > 0);
  for (const key of leaveOut ? kept : remaining) {
    const alternatives = (candidates.get(key) ?? [key]).map((c) => [c]);
    if (key !== last || !typing) groups.push(alternatives);
    else groups.push([[`${key}${PREFIX}`], ...(typing.begins ? [] : alternatives.filter(([c]) => c !== key))]);
  }
  const textTerms = groups.filter((g) => g.length > 0);
  const texts = textTerms.map(anyOf);
  const typedValues = analysis.values.filter((v) => valueIds.includes(v.id));
  const valueTerms = [...new Set(valueStems)];
  const unknown = analysis.words.filter((w) => (candidates.get(w.stem) ?? []).includes(w.stem));
  const suggestion = suggest(analysis, new Set(unknown.map((w) => w.stem).filter((s) => !analysis.known.includes(s))));
  return {
    text: texts.length ? texts.join(' & ') : null,
    // The colours and sizes typed order too: a product named "negro" before one that only has a black variant.
    groups: [...texts, ...typedValues.map((v) => allOf(v.stems))],
    values: [...valueAttributes.values()],
    valueText: valueTerms.length ? valueTerms.map(quote).join(' & ') : null,
    suggestion,
    empty: texts.length === 0 && valueIds.length === 0,
    terms: { text: textTerms, groups: [...textTerms, ...typedValues.map((v) => [v.stems])], values: valueTerms },
  };
}

/** The query with each word the store does not have replaced by its nearest store word, if any is near at all. */
function suggest(analysis: QueryAnalysis, unknown: Set<string>): string | null {
  if (unknown.size === 0) return null;
  let changed = false;
  const words = analysis.words.map(({ word, stem }) => {
    if (!unknown.has(stem)) return word;
    const best = analysis.near
      .filter((n) => n.stem === stem)
      .sort((a, b) => a.distance - b.distance || a.spelling - b.spelling || b.similarity - a.similarity)[0];
    if (!best) return word;
    changed = true;
    return best.shown;
  });
  return changed ? words.join(' ') : null;
}
