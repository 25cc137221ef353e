import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { nearWords, readQueryWords, readStoreWords, type WordsFound } from './near-words';
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

/** What storeWordColumns reads. */
export interface StoreWordColumns {
  value_stems: QueryAnalysis['values'];
  attribute_stems: QueryAnalysis['attributes'];
  synonyms: string | null;
}

/** Everything a query's plan is made from. */
export type AnalysisColumns = WordsFound & StoreWordColumns;

/**
 * Everything a query's plan is made from, read for this query alone (the owner's search): the query's words, the
 * store's words and what the store searches with whatever the words, three prepared statements.
 */
export async function readQueryAnalysis(
  db: Kysely<Database>,
  storeId: string,
  query: string,
): Promise<AnalysisColumns> {
  const [words, store, columns] = await Promise.all([
    readQueryWords(db, query),
    readStoreWords(db, storeId),
    sql<StoreWordColumns>`select ${storeWordColumns(storeId)} ${sql.raw(PREPARED)}`.execute(db),
  ]);
  const found = columns.rows[0];
  if (!found) throw new Error(`readQueryAnalysis: no row for ${storeId}`);
  return { ...nearWords(store, words), ...found };
}

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
