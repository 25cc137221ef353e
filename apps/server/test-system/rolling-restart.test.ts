import { randomBytes } from 'node:crypto';
import { MIGRATION_NAMES } from '@vidriera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, serverUrl } from '../test/helpers/test-database';
import { until } from './many-instances-helpers';
import {
  availableStock,
  appliedMigrations,
  type Cluster,
  type Instance,
  openShop,
  ordersInDatabase,
  type RestartTimes,
  type Shop,
  twoInstancesBehindCaddy,
} from './rolling-restart-cluster';
import { previousRelease, type PreviousRelease } from './previous-release';
import { startTraffic, type TrafficReport } from './rolling-restart-traffic';

/**
 * Restarting and upgrading under a steady stream of shoppers (docs/DEPLOY.md, "Restarting and upgrading without
 * losing requests"): two instances on one PostgreSQL database behind Caddy with deploy/Caddyfile, and shoppers who
 * each in turn open the store page, read the catalogue API and place an order with its own Idempotency-Key. A failure
 * is any request that does not get its 200 or 201 through Caddy. After the run every order answered 201 is in the
 * database once, and the stock the storefront shows is what those orders left.
 */

/** The figures of a run, printed for docs/DEPLOY.md and the closing note. */
function printFigures(what: string, report: TrafficReport, times: RestartTimes[]) {
  console.warn(
    `${what}: ${report.requests} solicitudes (${JSON.stringify(report.byKind)}), ${report.failures.length} fallidas, ` +
      `${report.acknowledged.length} pedidos confirmados; reinicios (ms): ${JSON.stringify(times)}`,
  );
}

/**
 * A rolling restart: each instance is sent SIGTERM, drains (its health check says 503 while it still serves for
 * SHUTDOWN_DRAIN, the default), exits with 0, starts again and is back in Caddy's rotation before the other goes.
 * With SHUTDOWN_DRAIN=0 a run like it lost 40 requests of 475: Caddy's 503 once refusals left it no instance
 * (docs/DEPLOY.md).
 */
describe('restarting the instances one at a time under traffic', () => {
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

/**
 * An upgrade across migrations, as docs/DEPLOY.md orders it: two instances of the previous release (the newest commit
 * of main's line whose migrations all come before the newest, bundled from git by previous-release.ts) migrate an
 * empty database to their newest migration and serve; then each in turn is stopped and replaced by the sources under
 * test. The first new instance applies the newer migrations at its start, before it listens, while the previous release's other
 * instance keeps serving on the schema that moved under it; the second is replaced once the first is back in
 * Caddy's rotation. A previous release that does not drain yet (SHUTDOWN_DRAIN came after it) is first taken out of
 * Caddy's upstreams (`caddy reload`), as DEPLOY.md says for it; one that drains is simply sent SIGTERM.
 *
 * What it proves: no shopper's request fails and no acknowledged order is lost or doubled while the schema moves
 * forward under live traffic; the previous release's code works on the newer schema (the newest migration is
 * backward compatible, expand before contract); an instance that migrates takes no traffic before it is ready.
 * What it does not: only the migrations since that release are crossed, on a small database (a migration that rewrites a large
 * table holds its locks longer, and requests wait on them); the previous release runs on this checkout's npm
 * packages, not its own; it needs the repository's history (not a shallow clone); the instances connect as the
 * superuser, which owns the tables, not as an application role; while the previous release does not drain, the
 * shoppers open a connection per request (a reload of Caddy closes idle ones, which browsers open again), and the
 * drain itself is only exercised by the rolling restart above.
 */
describe('upgrading across a migration under traffic', () => {
  const upgraded = `vidriera_upgrade_${randomBytes(5).toString('hex')}`;
  let release: PreviousRelease;
  let old: Cluster;
  let oldShop: Shop;

  beforeAll(async () => {
    release = await previousRelease();
    await adminQuery(`CREATE DATABASE ${upgraded}`);
    old = await twoInstancesBehindCaddy(serverUrl(upgraded), { bundle: release.bundle });
    oldShop = await openShop(old, 100_000);
  });
  afterAll(async () => {
    await old?.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${upgraded} WITH (FORCE)`);
  });

  it('replaces the previous release one instance at a time, migrating in between, without losing a request', async () => {
    expect(await appliedMigrations(upgraded)).toEqual(MIGRATION_NAMES.slice(0, release.migrations));
    expect(release.lastMigration).toBe(MIGRATION_NAMES[release.migrations - 1]);

    // Taking an instance out of Caddy reloads it, which closes the shoppers' idle connections (startTraffic).
    const traffic = startTraffic(old.url, oldShop, { freshConnections: !release.drains });
    const ordersAfter = (n: number) => async () => traffic.report.acknowledged.length >= n;
    await until('los primeros pedidos', ordersAfter(5));
    const [first, second] = old.instances as [Instance, Instance];
    const times = [await old.restart(first, { outOfCaddyFirst: !release.drains })];
    // The new instance migrated at start; the previous release's instance serves on the newer schema meanwhile.
    expect(await appliedMigrations(upgraded)).toEqual(MIGRATION_NAMES);
    await until('pedidos con una instancia de cada versión', ordersAfter(traffic.report.acknowledged.length + 5));
    times.push(await old.restart(second, { outOfCaddyFirst: !release.drains }));
    await until('más pedidos con las dos instancias nuevas', ordersAfter(traffic.report.acknowledged.length + 5));
    const report = await traffic.stop();
    printFigures(`actualización desde ${release.commit.slice(0, 8)} (${release.newMigration})`, report, times);

    expect(report.failures).toEqual([]);
    const stored = await ordersInDatabase(upgraded, oldShop.slug);
    expect(stored.ids.toSorted()).toEqual(report.acknowledged.map((o) => o.orderId).toSorted());
    expect(stored.duplicatedKeys).toBe(0);
    expect(await availableStock(old.url, oldShop)).toBe(oldShop.stock - report.acknowledged.length);
  });
});
