import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, serverUrl } from '../test/helpers/test-database';
import { until } from './many-instances-helpers';
import {
  availableStock,
  type Cluster,
  openShop,
  ordersInDatabase,
  type RestartTimes,
  type Shop,
  twoInstancesBehindCaddy,
} from './rolling-restart-cluster';
import { startTraffic, type TrafficReport } from './rolling-restart-traffic';

/**
 * A rolling restart under a steady stream of shoppers (docs/DEPLOY.md, "Restarting and upgrading without losing
 * requests"): two instances of the bundled server on one PostgreSQL database behind Caddy with deploy/Caddyfile; each
 * is sent SIGTERM, drains (its health check says 503 while it still serves, SHUTDOWN_DRAIN at its default), exits,
 * starts again and is back in Caddy's rotation before the other one goes. No shopper sees a failed request; every
 * order answered 201 is in the database once, and the stock the storefront shows is what those orders left.
 */
const database = `vidriera_rolling_${randomBytes(5).toString('hex')}`;
let cluster: Cluster;
let shop: Shop;

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${PG_TEMPLATE_DB}`);
  cluster = await twoInstancesBehindCaddy(serverUrl(database, PG_APP_ROLE));
  shop = await openShop(cluster, 100_000);
});
afterAll(async () => {
  await cluster?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

/** The figures of a run, printed for docs/DEPLOY.md and the closing note. */
function printFigures(what: string, report: TrafficReport, times: RestartTimes[]) {
  console.warn(
    `${what}: ${report.requests} solicitudes (${JSON.stringify(report.byKind)}), ${report.failures.length} fallidas, ` +
      `${report.acknowledged.length} pedidos confirmados; reinicios (ms): ${JSON.stringify(times)}`,
  );
}

describe('restarting the instances one at a time under traffic', () => {
  it('loses no request, and keeps every acknowledged order exactly once with the stock they left', async () => {
    const traffic = startTraffic(cluster.url, shop);
    const ordersAfter = (n: number) => async () => traffic.report.acknowledged.length >= n;
    await until('los primeros pedidos', ordersAfter(5));
    const times: RestartTimes[] = [];
    for (const instance of cluster.instances) times.push(await cluster.restart(instance));
    await until('más pedidos con las dos instancias de vuelta', ordersAfter(traffic.report.acknowledged.length + 5));
    const report = await traffic.stop();
    printFigures('reinicio escalonado', report, times);

    expect(report.failures).toEqual([]);
    const stored = await ordersInDatabase(database, shop.slug);
    expect(stored.ids.toSorted()).toEqual(report.acknowledged.map((o) => o.orderId).toSorted());
    expect(stored.duplicatedKeys).toBe(0);
    expect(await availableStock(cluster.url, shop)).toBe(shop.stock - report.acknowledged.length);
  });
});
