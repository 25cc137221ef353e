import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSynonymLines } from '../src/modules/search/synonym-rules';
import { TRADE_SYNONYMS } from '../src/modules/search/trade-synonyms';
import { catalogueFixture } from './helpers/catalogue';
import { Browser, createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The trade's synonyms (apps/server/src/modules/search/trade-synonyms.ts) as shoppers meet them: for every line, a
 * product named by the line's last word is found by each word the line lets a query start from, and a one-way line
 * ("calzado => zapatillas, …") does not find its way back.
 */
const RULES = parseSynonymLines(TRADE_SYNONYMS);
let t: TestApp;
let slug: string;

const names = async (q: string) => {
  const res = await new Browser(t.app, 'https://otro-sitio.example').get(
    `/api/public/stores/${slug}/products?q=${encodeURIComponent(q)}`,
  );
  expect(res.statusCode, q).toBe(200);
  return (res.json() as { items: { name: string }[] }).items.map((i) => i.name);
};
const productName = (rule: (typeof RULES)[number]) => `${rule.to.at(-1) ?? ''} modelo ${RULES.indexOf(rule) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  const owner = await signUpConfirmed(t, 'sinonimos@example.com');
  const shop = await catalogueFixture(owner, 'Tienda de Sinónimos');
  slug = shop.store.slug;
  let n = 0;
  for (const rule of RULES) {
    const body = shop.productBody({ name: productName(rule), description: '', categoryId: null });
    body.variants = body.variants.map((v) => ({ ...v, sku: `SIN-${n++}` }));
    const res = await owner.post('/api/catalogue/products', body);
    expect(res.statusCode, productName(rule)).toBe(201);
  }
}, 300_000);
afterAll(() => t.close());

describe("the trade's synonyms", () => {
  it('holds the groups the issue names, each line with two words at least', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(30);
    const find = (a: string, b: string) => RULES.some((r) => r.from.includes(a) && r.to.includes(b));
    for (const [a, b] of <[string, string][]>[
      ['remera', 'camiseta'],
      ['camiseta', 'playera'],
      ['pollera', 'falda'],
      ['buzo', 'sudadera'],
      ['campera', 'chaqueta'],
      ['jogging', 'jogger'],
      ['calzado', 'zapatillas'],
      ['malla', 'traje de baño'],
    ])
      expect(find(a, b), `${a} → ${b}`).toBe(true);
  });

  it('finds, from every word a line starts from, the product named by its last word', async () => {
    const missed: string[] = [];
    for (const rule of RULES)
      for (const word of rule.from)
        if (!(await names(word)).includes(productName(rule))) missed.push(`${word} → ${productName(rule)}`);
    expect(missed).toEqual([]);
  });

  it('reads a one-way line one way: "zapatillas" does not find what only "calzado" names', async () => {
    const footwear = RULES.find((r) => r.from.join() === 'calzado');
    expect(footwear).toBeDefined();
    expect(await names('calzado')).toContain(productName(footwear!));
    expect(await names('zapatillas')).not.toContain(productName(footwear!));
  });
});
