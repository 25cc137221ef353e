import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@vidriera/db';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { TEST_TMP } from '../test/helpers/test-database';
import { until } from './many-instances-helpers';
import { startBundledServer } from './bundled-server';

/**
 * Embedded mode (PGlite) under SIGKILL: the server is killed at random
 * moments while taking orders, restarted, and every order it had answered
 * 201 for must still be there. The suite kills it 10 times (each restart
 * costs seconds); CRASH_KILLS=200 makes a longer hunt.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const dataDir = mkdtempSync(join(TEST_TMP, 'crash-'));
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  DEMO: 'true',
  DEMO_PASSWORD: 'mostrador-clave-1',
  RESERVATION_TTL: '1s',
  PUBLIC_URL: `http://localhost:${port}`,
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function demoVariant(url: string): Promise<string> {
  const list = (await (await fetch(`${url}/api/public/stores/demo/products`)).json()) as { items: { id: string }[] };
  const product = (await (await fetch(`${url}/api/public/stores/demo/products/${list.items[0]?.id}`)).json()) as {
    variants: { id: string; availableStock: number }[];
  };
  const best = [...product.variants].sort((a, b) => b.availableStock - a.availableStock)[0];
  if (!best) throw new Error('la tienda demo no tiene variantes');
  return best.id;
}

describe('crash safety of the embedded database', () => {
  it(`keeps every acknowledged order through ${KILLS} SIGKILLs`, async () => {
    const acknowledged: string[] = [];
    let variantId = '';
    for (let kill = 0; kill < KILLS; kill++) {
      const server = await startBundledServer(port, env);
      if (!variantId) variantId = await demoVariant(server.url);
      // Half the kills land at a random moment of the server's first second (its start included), the other half at a
      // random moment after it has answered an order of this life: a slow machine still kills it with orders acknowledged.
      const afterAnOrder = kill % 2 === 1;
      const answeredBefore = acknowledged.length;
      let killed = false;
      let n = 0;
      const writers = Array.from({ length: 4 }, async () => {
        while (!killed) {
          try {
            const res = await fetch(`${server.url}/api/public/stores/demo/orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `crash-${kill}-${n++}-${Math.random()}`,
              },
              body: JSON.stringify({
                items: [{ variantId, quantity: 1 }],
                customerName: 'Choque',
                customerPhone: `11${String(40_000_000 + kill * 100_000 + n)}`,
              }),
            });
            if (res.status === 201) acknowledged.push(((await res.json()) as { orderId: string }).orderId);
          } catch {
            return;
          }
        }
      });
      if (afterAnOrder)
        await until('un pedido respondido por el servidor', async () => acknowledged.length > answeredBefore);
      await new Promise((r) => setTimeout(r, (afterAnOrder ? 0 : 50) + Math.floor(Math.random() * 700)));
      await server.stop('SIGKILL');
      killed = true;
      await Promise.all(writers);
    }
    // Every other life answered at least one order before it was killed, so the check below means something.
    expect(acknowledged.length).toBeGreaterThanOrEqual(Math.floor(KILLS / 2));

    const handle = await createDb({ dataDir });
    try {
      const found = await handle.db.selectFrom('orders').select('id').where('id', 'in', acknowledged).execute();
      expect(new Set(found.map((o) => o.id)).size).toBe(acknowledged.length);
    } finally {
      await handle.close();
    }
  }, 900_000);
});
