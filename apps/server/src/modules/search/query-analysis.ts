import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { type PlanOptions, planSearch, type QueryAnalysis, type SearchPlan } from './search-plan';
import { parseSynonymLines, type SynonymRule } from './synonym-rules';
import { TRADE_SYNONYMS } from './trade-synonyms';

type Rules = QueryAnalysis['rules'];

/** Every term of the rules, once, as the database stems them (one statement). */
async function stemRules(db: Kysely<Database>, rules: SynonymRule[]): Promise<Rules> {
  const terms = [...new Set(rules.flatMap((r) => r.to))];
  if (terms.length === 0) return [];
  const { rows } = await sql<{ stems: string[] }>`
    select search_stems(t) as stems from unnest(${terms}::text[]) with ordinality x(t, i) order by i
    ${sql.raw(PREPARED)}`.execute(db);
  const stems = new Map(terms.map((term, i) => [term, rows[i]?.stems ?? []]));
  const of = (list: string[]) => list.map((t) => stems.get(t) ?? []).filter((s) => s.length > 0);
  return rules.map((r) => ({ from: of(r.from), to: of(r.to) }));
}

/**
 * Synonym lists as stems, kept per database: the trade's (trade-synonyms.ts) once, a merchant's until its text
 * changes. The stems are the database's (migration 038), so a list is stemmed there once, not on every search.
 */
const stemmed = new WeakMap<Kysely<Database>, Map<string, Promise<Rules>>>();
const KEPT_LISTS = 2000;
function rulesOf(db: Kysely<Database>, text: string): Promise<Rules> {
  let lists = stemmed.get(db);
  if (!lists) stemmed.set(db, (lists = new Map()));
  let rules = lists.get(text);
  if (!rules) {
    if (lists.size >= KEPT_LISTS) lists.delete(lists.keys().next().value ?? '');
    rules = stemRules(db, parseSynonymLines(text));
    rules.catch(() => lists.delete(text));
    lists.set(text, rules);
  }
  return rules;
}

/**
 * The columns a statement over the store `storeId` adds to tell what the store has of the query's words: their
 * stems, which of them the store's words hold, the store words that sound near the others (pg_trgm's similarity
 * orders them). The text never changes, so the statement stays prepared.
 */
export const queryWordColumns = (storeId: string, query: string) => sql`
  (select coalesce(json_agg(json_build_object('word', w.word, 'stem', w.stem)), '[]')
    from search_words_of(${query}) w) as words,
  (select coalesce(json_agg(k.word), '[]') from search_words k
    where k.store_id = ${storeId}::uuid and k.word in (select stem from search_words_of(${query}))) as known,
  (select coalesce(json_agg(json_build_object('stem', u.stem, 'word', n.word, 'shown', n.shown,
      'distance', levenshtein(n.sound, u.sound), 'similarity', similarity(n.word, u.stem),
      'spelling', levenshtein(n.shown, u.word))), '[]')
    from (select w.word, w.stem, search_sound(w.stem) as sound from search_words_of(${query}) w
      where char_length(w.stem) >= 3 and w.stem !~ '[0-9]' and not exists (
        select 1 from search_words k where k.store_id = ${storeId}::uuid and k.word = w.stem)) u
    join search_words n on n.store_id = ${storeId}::uuid and not n.in_description_only
      and char_length(n.word) between greatest(char_length(u.stem) - 2, 2) and char_length(u.stem) + 2
      and n.word !~ '[0-9]'
    where levenshtein_less_equal(n.sound, u.sound, 2) <= 2) as near`;

/**
 * The columns that tell what the store searches with whatever the words: its attribute values and names as stems,
 * and the merchant's synonyms (the same until the store changes: the storefront keeps them per version).
 */
export const storeWordColumns = (storeId: string) => sql`
  (select coalesce(json_agg(json_build_object('id', av.id, 'attribute', av.attribute_id,
      'stems', search_stems(av.display_value))), '[]')
    from attribute_values av where av.store_id = ${storeId}::uuid) as value_stems,
  (select coalesce(json_agg(json_build_object('id', a.id, 'stems', search_stems(a.display_name))), '[]')
    from attributes a where a.store_id = ${storeId}::uuid) as attribute_stems,
  (select s.search_synonyms from stores s where s.id = ${storeId}::uuid) as synonyms`;

/** Both: everything a query's plan is made from, in one statement. */
export const queryAnalysisColumns = (storeId: string, query: string) =>
  sql`${queryWordColumns(storeId, query)}, ${storeWordColumns(storeId)}`;

/** What queryWordColumns reads. */
export interface QueryWordColumns {
  words: QueryAnalysis['words'];
  known: string[];
  near: QueryAnalysis['near'];
}

/** What storeWordColumns reads. */
export interface StoreWordColumns {
  value_stems: QueryAnalysis['values'];
  attribute_stems: QueryAnalysis['attributes'];
  synonyms: string | null;
}

/** What queryAnalysisColumns reads. */
export type AnalysisColumns = QueryWordColumns & StoreWordColumns;

/** How the store searches what those columns describe (search-plan.ts): the merchant's synonyms before the trade's. */
export async function planFromAnalysis(
  db: Kysely<Database>,
  found: AnalysisColumns,
  options: PlanOptions = {},
): Promise<SearchPlan> {
  const [merchant, trade] = await Promise.all([rulesOf(db, found.synonyms ?? ''), rulesOf(db, TRADE_SYNONYMS)]);
  return planSearch(
    {
      words: found.words,
      known: found.known,
      near: found.near,
      values: found.value_stems,
      attributes: found.attribute_stems,
      rules: [...merchant, ...trade],
    },
    options,
  );
}
