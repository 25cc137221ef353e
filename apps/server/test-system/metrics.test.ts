import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { adminQuery, PG_APP_ROLE, PG_TEMPLATE_DB, serverUrl, TEST_TMP } from '../test/helpers/test-database';
import { startBundledServer } from './bundled-server';
import { until } from './many-instances-helpers';
import { type PrometheusServer, promtool, startPrometheus } from './prometheus-server';
import type { ServerProcess } from './server-process';
import { startTcpLink, type TcpLink } from './tcp-link';

/**
 * What docs/DEPLOY.md ("Metrics") has an operator set up: a real Prometheus (Debian's package) scrapes two instances
 * with their METRICS_TOKEN and evaluates deploy/prometheus/alerts.yml. Both instances reach PostgreSQL through a link
 * the test cuts, as a stopped database would look to them: the database alert fires for each; then one instance
 * stops, and the instance alert fires for it.
 */
const TOKEN = randomBytes(24).toString('hex');
const database = `vidriera_metrics_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(TEST_TMP, 'metrics-'));
const started: { link?: TcpLink; a?: ServerProcess; b?: ServerProcess; prometheus?: PrometheusServer } = {};

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${PG_TEMPLATE_DB}`);
  const [linkPort, portA, portB, prometheusPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  started.link = await startTcpLink(linkPort, 5432);
  const env = {
    DATABASE_URL: serverUrl(database, PG_APP_ROLE).replace(':5432/', `:${linkPort}/`),
    DATA_DIR: dataDir,
    AUTH_SECRET: 'un-secreto-compartido-por-las-dos-instancias',
    METRICS_TOKEN: TOKEN,
    JOBS_POLL_INTERVAL: '1',
  };
  [started.a, started.b] = await Promise.all([
    startBundledServer(portA, { ...env, PUBLIC_URL: `http://localhost:${portA}` }),
    startBundledServer(portB, { ...env, PUBLIC_URL: `http://localhost:${portB}` }),
  ]);
  started.prometheus = await startPrometheus(prometheusPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], TOKEN);
});

afterAll(async () => {
  await started.prometheus?.stop();
  await Promise.all([started.a?.stop(), started.b?.stop()]);
  await started.link?.cut();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const prometheus = () => started.prometheus as PrometheusServer;
/** The instances' addresses as Prometheus labels them, sorted. */
const instancesOf = (result: { metric: Record<string, string> }[]) => result.map((r) => r.metric.instance).sort();

describe('the alert rules kept in deploy/prometheus', () => {
  it('are valid and pass their unit tests (promtool)', async () => {
    expect(await promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS: 6 rules found');
    expect(await promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
    expect(await promtool('check', 'config', '--syntax-only', 'prometheus.yml')).toContain('SUCCESS');
  });
});

describe('Prometheus scraping two instances', () => {
  it('finds both targets up, with the token, and reads their figures', async () => {
    const targets = await until('los dos destinos arriba', async () => {
      const known = await prometheus().targets();
      return known.length === 2 && known.every((t) => t.health === 'up') && known;
    });
    const instances = [started.a, started.b].map((s) => (s as ServerProcess).url);
    expect(targets.map((t) => t.scrapeUrl).sort()).toEqual(instances.map((url) => `${url}/metrics`).sort());
    const wanted = instances.map((url) => new URL(url).host).sort();
    // The database answers each, each pool is PostgreSQL's, and each counted the requests that saw it start.
    expect(instancesOf(await prometheus().query('vidriera_database_up == 1'))).toEqual(wanted);
    expect(instancesOf(await prometheus().query('vidriera_db_pool_max == 10'))).toEqual(wanted);
    const configAnswered = await prometheus().query(
      'sum by (instance) (vidriera_http_requests_total{route="/api/config", status_code="200"}) > 0',
    );
    expect(instancesOf(configAnswered)).toEqual(wanted);
    expect(instancesOf(await prometheus().query('nodejs_eventloop_lag_p99_seconds'))).toEqual(wanted);
    // The queue each reads from the shared jobs table: the schedules' next occurrences at least.
    const queue = await prometheus().query('count by (instance) (vidriera_jobs_oldest_waiting_seconds)');
    expect(instancesOf(queue)).toEqual(wanted);
    expect(await prometheus().query('ALERTS{alertstate="firing"}')).toEqual([]);
  });

  it('fires the database alert for each instance once their database stops answering', async () => {
    await started.link?.cut();
    const firing = await until(
      'la alerta VidrieraDatabaseUnreachable',
      async () => {
        const alerts = await prometheus().query('ALERTS{alertname="VidrieraDatabaseUnreachable", alertstate="firing"}');
        return alerts.length === 2 && alerts;
      },
      60_000,
    );
    expect(firing.map((a) => a.metric.severity)).toEqual(['page', 'page']);
    // The instances themselves still answer Prometheus: it is the database that is down, not them.
    expect((await prometheus().targets()).map((t) => t.health)).toEqual(['up', 'up']);
    expect(await prometheus().query('ALERTS{alertname="VidrieraInstanceDown"}')).toEqual([]);
  });

  it('fires the instance alert for an instance that stopped answering, and only for it', async () => {
    const stopped = started.b as ServerProcess;
    await stopped.stop();
    const firing = await until('la alerta VidrieraInstanceDown', async () => {
      const alerts = await prometheus().query('ALERTS{alertname="VidrieraInstanceDown", alertstate="firing"}');
      return alerts.length > 0 && alerts;
    });
    expect(instancesOf(firing)).toEqual([new URL(stopped.url).host]);
  });
});
