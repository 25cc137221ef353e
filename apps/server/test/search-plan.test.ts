import { describe, expect, it } from 'vitest';
import { planSearch, type QueryAnalysis } from '../src/modules/search/search-plan';
import { parseSynonymLines } from '../src/modules/search/synonym-rules';

/* How a query's words become what is searched (search-plan.ts), from what the database said of them. */
const analysis = (overrides: Partial<QueryAnalysis>): QueryAnalysis => ({
  words: [],
  known: [],
  near: [],
  values: [],
  attributes: [],
  rules: [],
  ...overrides,
});
const near = (stem: string, word: string, distance: number, spelling = distance, similarity = 0.3) => ({
  stem,
  word,
  shown: word,
  distance,
  spelling,
  similarity,
});

describe('a search plan', () => {
  it('asks for every word the store has, each as itself', () => {
    const plan = planSearch(
      analysis({
        words: [
          { word: 'remera', stem: 'remer' },
          { word: 'lisa', stem: 'lis' },
        ],
        known: ['remer', 'lis'],
      }),
    );
    expect(plan).toMatchObject({ text: "'remer' & 'lis'", groups: ["'remer'", "'lis'"], suggestion: null });
  });

  it('stands a misspelt word for the store words nearest by sound, one edit up to 5 letters, two from 6', () => {
    const words = [
      { word: 'remra', stem: 'remr' },
      { word: 'zapatiya', stem: 'zapatiy' },
    ];
    const plan = planSearch(
      analysis({
        words,
        near: [near('remr', 'remer', 1), near('remr', 'rem', 2), near('zapatiy', 'zapatill', 0)],
      }),
    );
    expect(plan.groups).toEqual(["'remer'", "'zapatill'"]);
    // A 5-letter word two edits away is not taken for it, but offered when nothing is found.
    const far = planSearch(analysis({ words: [{ word: 'rmera', stem: 'rmer' }], near: [near('rmer', 'mar', 2)] }));
    expect(far).toMatchObject({ groups: ["'rmer'"], suggestion: 'mar' });
    // Under 4 letters nothing is corrected.
    expect(
      planSearch(analysis({ words: [{ word: 'gor', stem: 'gor' }], near: [near('gor', 'gorr', 1)] })).groups,
    ).toEqual(["'gor'"]);
  });

  it('finds a synonym line\'s terms in place of the word, several words as one term: "traje de baño"', () => {
    const rules = parseSynonymLines('malla, traje de baño').map((r) => ({
      from: r.from.map((t) => (t === 'malla' ? ['mall'] : ['traj', 'ban'])),
      to: r.to.map((t) => (t === 'malla' ? ['mall'] : ['traj', 'ban'])),
    }));
    const plan = planSearch(
      analysis({
        words: [
          { word: 'traje', stem: 'traj' },
          { word: 'baño', stem: 'ban' },
        ],
        known: ['mall'],
        rules,
      }),
    );
    expect(plan.groups).toEqual(["('mall' | ('traj' & 'ban'))"]);
  });

  it('reads a colour and a size of the store as values a variant must have, with the attribute\'s name: "negra talle L"', () => {
    const plan = planSearch(
      analysis({
        words: [
          { word: 'remera', stem: 'remer' },
          { word: 'negra', stem: 'negr' },
          { word: 'talle', stem: 'tall' },
          { word: 'l', stem: 'l' },
        ],
        known: ['remer', 'negr', 'tall', 'l'],
        values: [
          { id: 'negro', attribute: 'color', stems: ['negr'] },
          { id: 'l', attribute: 'talle', stems: ['l'] },
          { id: 'xl', attribute: 'talle', stems: ['xl'] },
        ],
        attributes: [{ id: 'talle', stems: ['tall'] }],
      }),
    );
    expect(plan).toMatchObject({ text: "'remer'", values: [['negro'], ['l']] });
  });

  it('searches nothing for small words alone, and never passes query syntax on', () => {
    expect(planSearch(analysis({})).empty).toBe(true);
    const plan = planSearch(analysis({ words: [{ word: "a'b", stem: "a'b" }] }));
    expect(plan.text).toBeNull();
  });
});

/* The search box's suggestions (`lastWordPrefix`): the last word is still being typed; only it is read as a beginning. */
describe('a search plan for a word still being typed', () => {
  const typed = analysis({
    words: [
      { word: 'remera', stem: 'remer' },
      { word: 'li', stem: 'li' },
    ],
    known: ['remer'],
  });

  it('reads only the last word as the beginning of a word', () => {
    const plan = planSearch(typed, { lastWordPrefix: { begins: true } });
    expect(plan).toMatchObject({ text: "'remer' & 'li':*", groups: ["'remer'", "'li':*"] });
  });

  it('adds the words a typo away when the store has no word beginning with it', () => {
    const misspelt = analysis({ words: [{ word: 'remra', stem: 'remr' }], near: [near('remr', 'remer', 1)] });
    expect(planSearch(misspelt, { lastWordPrefix: { begins: false } }).text).toBe("('remr':* | 'remer')");
    expect(planSearch(misspelt, { lastWordPrefix: { begins: true } }).text).toBe("'remr':*");
  });

  it('leaves a whole search as it was: a word the store has nowhere is left out beside one it has', () => {
    expect(planSearch(typed).text).toBe("'remer'");
  });
});
