import { type Database, PREPARED } from '@vidriera/db';
import { distance } from 'fastest-levenshtein';
import { type Kysely, sql } from 'kysely';
import type { QueryAnalysis } from './search-plan';

/*
 * What a store has of a query's words (docs/product/storefront.md, "Búsqueda"): which of their stems its products'
 * words hold, and the store's words that sound a few edits away from the others (a typo). The words and stems are
 * the database's (migration 038: `search_words_of`, `search_sound`); the comparison is made here, over the store's
 * words read once (the storefront keeps them per catalogue version), so a query no one asked before costs no pass
 * over the store's words in the database.
 */

/** A word of the query: as written (accents and case folded), its stem, and how the stem sounds. */
export interface QueryWord {
  word: string;
  stem: string;
  sound: string;
}

/** What the store has of a query's words: the words, the stems it holds, the near words of the others. */
export type WordsFound = Pick<QueryAnalysis, 'words' | 'known' | 'near'>;

/** The store's words (`search_words`), grouped by length for the typo comparison. */
export interface StoreWords {
  all: Set<string>;
  /** The words a typo may be corrected to (not only in descriptions, no digit), by length in characters. */
  byLength: Map<number, { word: string; shown: string; sound: string }[]>;
  bytes: number;
}

const length = (s: string) => [...s].length;
const HAS_DIGIT = /[0-9]/;

/** The words of `query` as the database reads them, in their order: one statement that reads no table. */
export async function readQueryWords(db: Kysely<Database>, query: string): Promise<QueryWord[]> {
  const { rows } = await sql<{ words: QueryWord[] }>`
    select coalesce(json_agg(json_build_object('word', w.word, 'stem', w.stem, 'sound', search_sound(w.stem))
      order by w.place), '[]') as words
    from search_words_of(${query}) w
    ${sql.raw(PREPARED)}`.execute(db);
  return rows[0]?.words ?? [];
}

/** The store's words, in one statement. */
export async function readStoreWords(db: Kysely<Database>, storeId: string): Promise<StoreWords> {
  const { rows } = await sql<{ words: [string, string, boolean, string][] }>`
    select coalesce(json_agg(json_build_array(k.word, k.shown, k.in_description_only, k.sound)), '[]') as words
    from search_words k where k.store_id = ${storeId}::uuid
    ${sql.raw(PREPARED)}`.execute(db);
  const words = rows[0]?.words ?? [];
  const byLength = new Map<number, { word: string; shown: string; sound: string }[]>();
  let bytes = 0;
  for (const [word, shown, descriptionOnly, sound] of words) {
    bytes += 120 + 2 * (word.length + shown.length + sound.length);
    if (descriptionOnly || HAS_DIGIT.test(word)) continue;
    const n = length(word);
    const list = byLength.get(n);
    if (list) list.push({ word, shown, sound });
    else byLength.set(n, [{ word, shown, sound }]);
  }
  return { all: new Set(words.map(([word]) => word)), byLength, bytes };
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const chars = [...`  ${word} `];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) found.add(chars.slice(i, i + 3).join(''));
  return found;
}

/** pg_trgm's `similarity` of two words: the trigrams they share over those either has. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Which stems of `words` the store holds, and for each other stem of 3 or more letters without digits, the store's
 * words (not only in descriptions, no digit, within 2 letters of its length) whose sound is at most 2 edits from its.
 */
export function nearWords(store: StoreWords, words: QueryWord[]): WordsFound {
  const known = [...new Set(words.map((w) => w.stem).filter((stem) => store.all.has(stem)))];
  const near: QueryAnalysis['near'] = [];
  for (const u of words) {
    const n = length(u.stem);
    if (n < 3 || HAS_DIGIT.test(u.stem) || store.all.has(u.stem)) continue;
    for (let size = Math.max(n - 2, 2); size <= n + 2; size += 1)
      for (const w of store.byLength.get(size) ?? []) {
        const edits = distance(w.sound, u.sound);
        if (edits > 2) continue;
        near.push({
          stem: u.stem,
          word: w.word,
          shown: w.shown,
          distance: edits,
          similarity: trigramSimilarity(w.word, u.stem),
          spelling: distance(w.shown, u.word),
        });
      }
  }
  return { words: words.map(({ word, stem }) => ({ word, stem })), known, near };
}
