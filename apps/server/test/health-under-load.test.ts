import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { createDb, type DbHandle } from '@vidriera/db';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { appOnDatabase } from './helpers/app-on-database';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, serverUrl } from './helpers/test-database';

/**
 * GET /api/health asks the database on a connection of its own (docs/DEPLOY.md, "Health check"): a pool full of
 * orders must not take an instance, and so every instance at once, out of the proxy's rotation; a database that
 * stops answering still makes it say 503 within its two seconds.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A copy of the migrated template, opened as the app's role with a pool of 10, through `port` (5432's or a link's). */
async function database(port?: number): Promise<{ name: string; url: string; handle: DbHandle }> {
  const name = `vidriera_health_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const address = new URL(serverUrl(name, PG_APP_ROLE));
  if (port) address.port = String(port);
  const url = address.toString();
  const handle = await createDb({ databaseUrl: url, poolSize: 10 });
  cleanups.push(() => handle.close());
  return { name, url, handle };
}

/** A TCP pass-through to PostgreSQL that can stop carrying bytes, as a database's machine that hangs, and carry them again. */
async function freezableLink(): Promise<{ port: number; freeze(): void; thaw(): void }> {
  let frozen = false;
  const held: [Socket, Buffer][] = [];
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(Number(new URL(serverUrl('postgres')).port || 5432), '127.0.0.1');
    const carry = (from: Socket, to: Socket) => {
      sockets.add(from);
      from.on('data', (chunk) => (frozen ? held.push([to, chunk]) : to.write(chunk)));
      from.on('error', () => undefined);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    };
    carry(incoming, outgoing);
    carry(outgoing, incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const [to, chunk] of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describe('GET /api/health beside a full pool (docs/DEPLOY.md)', () => {
  it('answers 200 at once while 200 orders wait for the 10 connections of the pool', async () => {
    const { url, handle } = await database();
    const server = await appOnDatabase(handle, { DATABASE_URL: url });
    cleanups.push(server.close);
    const { slug, variantIds } = await server.shop('carga@example.com', 'Tienda Carga', 1000);
    const variantId = variantIds[0]!;

    // Ten slow statements take the pool's ten connections for three seconds; the 200 orders queue behind them.
    const slow = Array.from({ length: 10 }, () => sql`select pg_sleep(3)`.execute(handle.db));
    const orders = Array.from({ length: 200 }, (_, i) =>
      server.order(slug, variantId, 1, `11${String(i).padStart(8, '0')}`),
    );
    // The pool has no connection to give: a query through it waits, as the health check's once did.
    const throughPool = await Promise.race([
      sql`select 1`.execute(handle.db).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1000)),
    ]);
    expect(throughPool).toBe('waiting');
    for (let i = 0; i < 5; i++) {
      const { value: health, ms } = await timed(() => server.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.statusCode).toBe(200);
      expect(ms).toBeLessThan(500);
    }
    await Promise.all(slow);
    const statuses = (await Promise.all(orders)).map((res) => res.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(200);
  });

  it('answers 503 within its two seconds when the database hangs, and 200 again once it answers', async () => {
    const link = await freezableLink();
    const { url, handle } = await database(link.port);
    const server = await appOnDatabase(handle, { DATABASE_URL: url });
    cleanups.push(server.close);
    const health = () => server.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);

    link.freeze();
    const down = await timed(health);
    expect(down.value.statusCode).toBe(503);
    expect(down.ms).toBeLessThan(3000);
    expect((await health()).statusCode).toBe(503);

    link.thaw();
    const deadline = Date.now() + 10_000;
    let status = (await health()).statusCode;
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await health()).statusCode;
    }
    expect(status).toBe(200);
  });
});
