import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nearWords, readQueryWords, readStoreWords, trigramSimilarity } from '../src/modules/search/near-words';
import { planFromAnalysis, readQueryAnalysis } from '../src/modules/search/query-analysis';
import type { SearchPlan } from '../src/modules/search/search-plan';
import { planNamesValues, planScore } from '../src/modules/search/search-sql';
import { readStoreTerms } from '../src/modules/storefront/store-terms';
import { matchWords } from '../src/modules/storefront/word-matches';
import { importCsv } from './helpers/catalogue';
import { appForFile, madeBeforeAll } from './helpers/file-app';
import { layoutStores, utf8 } from './helpers/import-layouts';
import { SEARCH_CATALOGUE_FILE } from './search-quality/catalogue-file';
import { JUDGED_QUERIES } from './search-quality/queries';

/*
 * The storefront matches a search's words in memory, over the store's terms (storefront/word-matches.ts,
 * docs/decisions/050-words-matched-in-memory.md), and compares typos with the store's words there too
 * (search/near-words.ts). Here PostgreSQL is the judge: over the search-quality shop (a Tiendanube export of 78
 * products), every judged query, typed whole and while being typed, must find the same products with the same scores
 * as the database's own text search finds them (tsquery over `product_search`, the owner's score of search-sql.ts),
 * and a misspelt word must be near the same store words, at the same distances, as fuzzystrmatch and pg_trgm say.
 */

const t = appForFile({ RATE_LIMIT: 'false' });
const { newStore } = layoutStores(t);
const shop = madeBeforeAll(async () => {
  const made = await newStore('palabras-en-memoria@example.com', 'Pampa Indumentaria');
  await made.owner.put('/api/stores/mine', { name: 'Pampa Indumentaria', whatsappNumber: '1155550000' });
  const imported = await importCsv(made.owner, utf8(readFileSync(SEARCH_CATALOGUE_FILE, 'utf8')));
  expect(imported.statusCode).toBe(200);
  return { storeId: made.store.id };
});

const QUERIES = [...new Set(JUDGED_QUERIES.map((j) => j.q))];

/** What the database's text search finds for `plan` among the store's active products, with the owner's score. */
async function inDatabase(storeId: string, plan: SearchPlan) {
  if (plan.empty) return { scores: new Map<string, number>(), named: new Set<string>() };
  const anyGroup = plan.groups.map((g) => `(${g})`).join(' | ');
  const text = plan.text;
  const match =
    text === null
      ? sql`(ps.head_terms || ps.name_terms) @@ ${anyGroup}::tsquery`
      : sql`ps.document @@ ${text}::tsquery and (ps.title_terms @@ ${text}::tsquery or not exists (
          select 1 from product_search o join products op on op.id = o.product_id
          where o.store_id = ${storeId}::uuid and op.is_active and o.title_terms @@ ${text}::tsquery))`;
  const { rows } = await sql<{ id: string; score: number; named: boolean }>`
    select ps.product_id as id, ${planScore(plan)} as score, ${planNamesValues(plan)} as named
    from product_search ps join products p on p.id = ps.product_id
    where ps.store_id = ${storeId}::uuid and p.is_active and ${match}`.execute(t.db.db);
  return {
    scores: new Map(rows.map((r) => [r.id, Number(r.score)])),
    named: new Set(rows.filter((r) => r.named).map((r) => r.id)),
  };
}

describe('words matched in memory', () => {
  it('find what PostgreSQL finds, scored alike, for every judged query typed whole and while being typed', async () => {
    const terms = await readStoreTerms(t.db.db, shop.storeId);
    const plans: [string, SearchPlan][] = [];
    for (const q of QUERIES) {
      const analysis = await readQueryAnalysis(t.db.db, shop.storeId, q);
      plans.push([q, await planFromAnalysis(t.db.db, analysis)]);
      for (const begins of [true, false])
        plans.push([`${q}… (${begins})`, await planFromAnalysis(t.db.db, analysis, { lastWordPrefix: { begins } })]);
    }
    const typing = ['rem', 'buzo cap', 'zapatil', 'jean mo', 'pollera neg'];
    for (const q of typing) {
      const analysis = await readQueryAnalysis(t.db.db, shop.storeId, q);
      plans.push([q, await planFromAnalysis(t.db.db, analysis, { lastWordPrefix: { begins: true } })]);
    }
    let found = 0;
    for (const [q, plan] of plans) {
      const memory = matchWords(terms, plan);
      const database = await inDatabase(shop.storeId, plan);
      expect({ q, scores: memory.scores, named: memory.named }).toEqual({ q, ...database });
      found += memory.scores.size;
    }
    // The comparison is over real answers: most queries find something.
    expect(found).toBeGreaterThan(plans.length * 2);
  });

  it('find a misspelt word near the same store words, at the same distances, as fuzzystrmatch and pg_trgm', async () => {
    const store = await readStoreWords(t.db.db, shop.storeId);
    const misspelt = ['sueter', 'remra', 'zapatiya', 'pantalo', 'jogin', 'buso', 'calsa', 'musculoza', 'camisa blanka'];
    for (const q of misspelt) {
      const words = await readQueryWords(t.db.db, q);
      const { rows } = await sql<{ stem: string; word: string; shown: string; distance: number; spelling: number }>`
        select u.stem, n.word, n.shown, levenshtein(n.sound, u.sound) as distance, levenshtein(n.shown, u.word) as spelling
        from (select w.word, w.stem, search_sound(w.stem) as sound from search_words_of(${q}) w
          where char_length(w.stem) >= 3 and w.stem !~ '[0-9]' and not exists (
            select 1 from search_words k where k.store_id = ${shop.storeId}::uuid and k.word = w.stem)) u
        join search_words n on n.store_id = ${shop.storeId}::uuid and not n.in_description_only
          and char_length(n.word) between greatest(char_length(u.stem) - 2, 2) and char_length(u.stem) + 2
          and n.word !~ '[0-9]'
        where levenshtein(n.sound, u.sound) <= 2`.execute(t.db.db);
      const key = (n: { stem: string; word: string }) => `${n.stem} ${n.word}`;
      const near = nearWords(store, words).near;
      expect(near.map(({ similarity: _, ...n }) => n).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
        rows
          .map((r) => ({ ...r, distance: Number(r.distance), spelling: Number(r.spelling) }))
          .sort((a, b) => key(a).localeCompare(key(b))),
      );
      expect(near.length, q).toBeGreaterThan(0);
    }
  });

  it("measure two words' likeness as pg_trgm's similarity does", async () => {
    const pairs = [
      ['remer', 'remera'],
      ['zapatill', 'zapatiy'],
      ['jog', 'jogging'],
      ['a', 'ab'],
      ['campera', 'campera'],
      ['buzo', 'pantalon'],
    ];
    for (const [a = '', b = ''] of pairs) {
      const { rows } = await sql<{ s: number }>`select similarity(${a}, ${b}) as s`.execute(t.db.db);
      expect(trigramSimilarity(a, b), `${a} ~ ${b}`).toBeCloseTo(Number(rows[0]?.s), 6);
    }
  });
});
