import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type DbHandle } from '@vidriera/db';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { type SmtpInbox, startSmtpInbox } from '../test/helpers/smtp-inbox';
import { createTestDatabase, TEST_TMP, type TestDatabase } from '../test/helpers/test-database';
import { startBundledServer } from './bundled-server';

/**
 * The owner's new-order e-mails under SIGKILL (docs/decisions/016-job-queue.md):
 * the real server sends them to a real SMTP server while taking orders, is
 * killed at random moments and restarted on the same data. In the end every
 * order it answered 201 for has exactly one e-mail (counted by Message-ID: a
 * job killed after the SMTP server accepted its message and before it was
 * marked done sends the same message again, which mail systems keep once),
 * and no order has two different e-mails. On PGlite and on PostgreSQL.
 */
const KILLS = Number(process.env.MAIL_CRASH_KILLS ?? 4);
/** A loaded machine takes its time to create a database and the demo store. */
const START_TIMEOUT_MS = 240_000;
const ORDER_MAIL = /\/admin\/orders\/([0-9a-f-]{36})/;

async function demoVariant(url: string): Promise<string> {
  const list = (await (await fetch(`${url}/api/public/stores/demo/products`)).json()) as { items: { id: string }[] };
  const product = (await (await fetch(`${url}/api/public/stores/demo/products/${list.items[0]?.id}`)).json()) as {
    variants: { id: string; availableStock: number }[];
  };
  const best = [...product.variants].sort((a, b) => b.availableStock - a.availableStock)[0];
  if (!best) throw new Error('la tienda demo no tiene variantes');
  return best.id;
}

/** Orders from 4 shoppers at once until the server dies; the ids it answered 201 for go into `acknowledged`, other answers are counted. */
async function storm(
  url: string,
  variantId: string,
  round: number,
  acknowledged: string[],
  refused: Map<number, number>,
): Promise<void> {
  let n = 0;
  const deadline = Date.now() + 300_000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${url}/api/public/stores/demo/orders`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `correo-${round}-${n++}-${Math.random()}`,
            },
            body: JSON.stringify({
              items: [{ variantId, quantity: 1 }],
              customerName: 'Tormenta',
              customerPhone: `11${String(30_000_000 + round * 100_000 + n)}`,
            }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { orderId: string }).orderId);
          else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
        } catch {
          return;
        }
      }
    }),
  );
}

/** Order id → the distinct Message-IDs of the new-order e-mails that name it, and how many copies arrived in all. */
function mailsByOrder(inbox: SmtpInbox) {
  const byOrder = new Map<string, Set<string>>();
  let copies = 0;
  for (const { parsed } of inbox.mails) {
    if (!parsed.subject?.startsWith('Nuevo pedido')) continue;
    const orderId = parsed.text?.match(ORDER_MAIL)?.[1];
    if (!orderId || !parsed.messageId) continue;
    copies++;
    byOrder.set(orderId, (byOrder.get(orderId) ?? new Set()).add(parsed.messageId));
  }
  return { byOrder, copies };
}

describe.each(['pglite', 'postgres'] as const)('new-order e-mails through SIGKILLs (%s)', (driver) => {
  const dataDir = mkdtempSync(join(TEST_TMP, `mail-crash-${driver}-`));
  let database: TestDatabase | undefined;
  let inbox: SmtpInbox | undefined;
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const openDb = async (): Promise<DbHandle> =>
    database?.url ? createDb({ databaseUrl: database.url, poolSize: 1 }) : createDb({ dataDir });

  it(`sends exactly one e-mail per acknowledged order through ${KILLS} SIGKILLs, and none twice`, async () => {
    inbox = await startSmtpInbox();
    if (driver === 'postgres') database = await createTestDatabase();
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      DEMO: 'true',
      DEMO_PASSWORD: 'demo-clave-1',
      RESERVATION_TTL: '1s',
      SMTP_URL: inbox.url,
      PUBLIC_URL: `http://localhost:${port}`,
      // Every order gets its own e-mail here (no digest), so each one can be counted.
      ORDER_MAILS_BEFORE_DIGEST: '1000000',
      // A killed server's jobs come back to the next one soon (PGlite takes them back at start anyway).
      JOBS_LEASE: '2s',
      JOBS_POLL_INTERVAL: '1s',
    };
    const acknowledged: string[] = [];
    const refused = new Map<number, number>();
    let variantId = '';
    for (let round = 0; round < KILLS; round++) {
      const server = await startBundledServer(port, env, { startTimeoutMs: START_TIMEOUT_MS });
      if (!variantId) variantId = await demoVariant(server.url);
      const before = acknowledged.length;
      const writers = storm(server.url, variantId, round, acknowledged, refused);
      // A random moment of the storm: after a few answered orders (their e-mails are being sent), plus up to half a second.
      const wanted = before + 1 + Math.floor(Math.random() * 5);
      const deadline = Date.now() + 120_000;
      while (acknowledged.length < wanted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 500)));
      await server.stop('SIGKILL');
      await writers;
    }
    expect(acknowledged.length, `respuestas que no fueron 201: ${JSON.stringify([...refused])}`).toBeGreaterThan(KILLS);

    // The last start drains what the killed ones left: wait until every job is done, then stop it gently.
    let unfinished = -1;
    for (let attempt = 0; attempt < 20 && unfinished !== 0; attempt++) {
      const server = await startBundledServer(port, env, { startTimeoutMs: START_TIMEOUT_MS });
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && acknowledged.some((id) => !mailsByOrder(inbox as SmtpInbox).byOrder.has(id)))
        await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 3000));
      await server.stop('SIGTERM');
      const handle = await openDb();
      try {
        const left = await handle.db
          .selectFrom('jobs')
          .select('state')
          .where('kind', '=', 'owner.new-order')
          .where('state', '!=', 'done')
          .execute();
        unfinished = left.length;
        expect(left.filter((j) => j.state === 'dead')).toEqual([]);
      } finally {
        await handle.close();
      }
    }
    expect(unfinished).toBe(0);

    const { byOrder, copies } = mailsByOrder(inbox);
    const handle = await openDb();
    const orders = await handle.db.selectFrom('orders').select('id').where('source', '=', 'storefront').execute();
    await handle.close();
    for (const id of acknowledged) expect(byOrder.get(id)?.size, `pedido ${id}`).toBe(1);
    // Orders the server saved but whose answer the kill cut off get their e-mail too, and no order gets two.
    expect(orders.filter((o) => byOrder.get(o.id)?.size !== 1)).toEqual([]);
    expect([...byOrder.keys()].filter((id) => !orders.some((o) => o.id === id))).toEqual([]);
    console.warn(
      `${driver}: ${acknowledged.length} pedidos confirmados, ${orders.length} guardados, ${copies} copias recibidas para ${byOrder.size} Message-ID distintos`,
    );
  }, 900_000);
});
