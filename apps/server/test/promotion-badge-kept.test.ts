import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openModaLina, renderingAppForFile, renders } from './helpers/moda-lina';

/*
 * A kept store page and a kept catalogue page of the public API show a
 * promotion's badge exactly while it runs (ADR 043): its start and its end,
 * reached by the clock alone, end the kept page as a reservation's expiry
 * does (store-page-version.ts, `nextPromotionChange`).
 */
const { t, page, given, api } = renderingAppForFile();
let storeId: string;
beforeAll(async () => ({ storeId } = await openModaLina(t)));

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** A promotion of the whole store, running between `from` and `to` seconds from now (null: open). */
async function promotion(name: string, kind: 'percent' | 'bundle', from: number | null, to: number | null) {
  const at = (s: number | null) => (s === null ? null : sql`now() + make_interval(secs => ${s})`);
  const [buy, pay] = kind === 'bundle' ? [3, 2] : [null, null];
  await sql`insert into promotions (store_id, name, kind, value, buy_quantity, pay_quantity, starts_at, ends_at)
    values (${storeId}, ${name}, ${kind}, ${kind === 'percent' ? 20 : 0}, ${buy}, ${pay}, ${at(from)}, ${at(to)})`.execute(
    t.db.db,
  );
}
const cardBadges = (catalogue: { items: { badges: string[] }[] }) => catalogue.items.flatMap((i) => i.badges);
const pageBadges = async () => {
  const shown = given((await page('/store/moda-lina')).body) as { catalogue: { items: { badges: string[] }[] } };
  return cardBadges(shown.catalogue);
};

describe("a kept page and a promotion's dates", () => {
  it('stops showing the badge once the promotion ends, and shows the next one once it starts', async () => {
    await promotion('Fin de semana', 'percent', null, 3);
    await promotion('Lunes', 'bundle', 3, null);
    const catalogue = () => api('/api/public/stores/moda-lina/products');
    expect(await pageBadges()).toEqual(['20 % OFF']);
    expect(cardBadges(await catalogue())).toEqual(['20 % OFF']);
    const rendered = renders();
    expect(await pageBadges(), 'kept while nothing changes').toEqual(['20 % OFF']);
    expect(renders()).toBe(rendered);
    await wait(3_300);
    expect(await pageBadges()).toEqual(['3×2']);
    expect(cardBadges(await catalogue())).toEqual(['3×2']);
  });
});
