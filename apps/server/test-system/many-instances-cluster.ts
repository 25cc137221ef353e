import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { madeBeforeAll } from '../test/helpers/file-app';
import { TEST_TMP } from '../test/helpers/test-database';
import { type CaddyProxy, startCaddy } from './caddy-proxy';
import type { HttpClient } from './http-client';
import { startBundledServer } from './bundled-server';
import { migrateAndGrant, type ReplicatedPostgres, startReplicatedPostgres } from './postgres-replica';
import type { ServerProcess } from './server-process';
import { startTcpLink, type TcpLink } from './tcp-link';

/*
 * The setup of many-instances.test.ts: a PostgreSQL primary with a streaming replica, instances A and B of the bundled
 * server (B reaches the primary through a link the test can cut) and Caddy in front of them.
 */

const PORT = { primary: 3440, a: 3442, b: 3443, http: 3444, https: 3445, ask: 3446, linkToPrimary: 3447 };
export const PUBLIC_URL = `http://127.0.0.1:${PORT.http}`;

interface Instances {
  cluster: ReplicatedPostgres;
  a: ServerProcess;
  b: ServerProcess;
  caddy: CaddyProxy;
  link: TcpLink;
}

/** Started before the file's tests, stopped after them (what started, when a start fails), with a data folder of their own. */
export function manyInstancesForFile() {
  const dataDir = join(TEST_TMP, `many-instances-${randomUUID()}`);
  const started: Partial<Instances> = {};
  const cluster = madeBeforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    started.cluster = await startReplicatedPostgres(PORT.primary, migrateAndGrant);
    // Instance B reaches the primary through a link the test can cut.
    started.link = await startTcpLink(PORT.linkToPrimary, PORT.primary);
    const env = {
      DATA_DIR: dataDir,
      PUBLIC_URL,
      DATABASE_READ_URL: started.cluster.replicaUrl,
      AUTH_SECRET: 'un-secreto-compartido-por-las-dos-instancias',
      RATE_LIMIT: 'true',
      ORDER_RATE_LIMIT: '2',
      TRUST_PROXY: '1',
      JOBS_POLL_INTERVAL: '1',
    };
    [started.a, started.b] = await Promise.all([
      startBundledServer(PORT.a, { ...env, DATABASE_URL: started.cluster.primaryUrl }),
      startBundledServer(PORT.b, {
        ...env,
        DATABASE_URL: started.cluster.primaryUrl.replace(`:${PORT.primary}/`, `:${PORT.linkToPrimary}/`),
      }),
    ]);
    started.caddy = await startCaddy({ http: PORT.http, https: PORT.https, ask: PORT.ask }, [
      `127.0.0.1:${PORT.a}`,
      `127.0.0.1:${PORT.b}`,
    ]);
    return started.cluster;
  });
  const a = madeBeforeAll(async () => started.a as ServerProcess);
  const b = madeBeforeAll(async () => started.b as ServerProcess);
  const caddy = madeBeforeAll(async () => started.caddy as CaddyProxy);
  const link = madeBeforeAll(async () => started.link as TcpLink);
  afterAll(async () => {
    await started.caddy?.stop();
    await Promise.all([started.a?.stop(), started.b?.stop()]);
    await started.link?.cut();
    await started.cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { cluster, a, b, caddy, link, dataDir };
}

/** A storefront order of one unit of `variantId`, as a shopper's browser would place it from `address` (the proxy's X-Forwarded-For). */
export function orderAt(
  base: string,
  store: { slug: string; variantId: string },
  body: Record<string, unknown>,
  address?: string,
) {
  return fetch(`${base}/api/public/stores/${store.slug}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify({ items: [{ variantId: store.variantId, quantity: 1 }], customerName: 'Compradora', ...body }),
  });
}

/** The owner sets the product's price and its variant's stock through `base`. */
export async function setPriceAt(
  owner: HttpClient,
  base: string,
  product: { productId: string; variantId: string },
  priceCents: number,
  stock: number,
): Promise<void> {
  const saved = await owner.request(`${base}/api/catalogue/products/${product.productId}`, {
    method: 'PUT',
    body: { name: 'Mate de calabaza', priceCents, variants: [{ id: product.variantId, sku: 'MATE-1', stock }] },
  });
  expect(saved.status, saved.text).toBe(200);
}
