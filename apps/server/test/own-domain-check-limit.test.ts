import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/*
 * The own domain's "Verificar" button asks DNS servers on each click: a store
 * may ask 6 times in 10 minutes (docs/SECURITY.md, "Own domains"); past them
 * it gets a Spanish 429, and other stores are not held back.
 */

let t: TestApp;

beforeAll(async () => {
  // DNS is asked nowhere real: each check meets a closed port and ends "not found".
  t = await createTestApp({ DNS_SERVERS: '127.0.0.1:1' });
});
afterAll(() => t.close());

async function storeWithDomain(n: number, domain: string) {
  const owner = await signUpConfirmed(t, `verifica${n}@example.com`, 'tucan-verde-19', `192.0.2.${120 + n}`);
  expect((await owner.post('/api/stores', { name: `Tienda Verifica ${n}` })).statusCode).toBe(201);
  expect((await owner.put('/api/stores/mine/domain', { domain })).statusCode).toBe(200);
  return owner;
}

describe('the own domain’s "Verificar"', () => {
  it('answers a store 6 checks in 10 minutes, then a Spanish 429, without holding back another store', async () => {
    const owner = await storeWithDomain(1, 'www.verifica-uno.com.ar');
    const other = await storeWithDomain(2, 'www.verifica-dos.com.ar');
    for (let i = 0; i < 6; i++)
      expect((await owner.post('/api/stores/mine/domain/verify')).statusCode, `check ${i + 1}`).toBe(200);
    const refused = await owner.post('/api/stores/mine/domain/verify');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Ya verificaste el dominio varias veces. Los cambios de DNS pueden tardar: espera unos minutos y vuelve a intentar.',
    });
    expect((await other.post('/api/stores/mine/domain/verify')).statusCode).toBe(200);
    // The counter is the store's, in the table every instance shares.
    const row = await t.db.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', 'like', 'domain-check:%')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(7);
  });
});
