import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { TEST_TMP } from '../test/helpers/test-database';
import { demoVariant, drillOrders, expectStockAgrees, streamOrders } from './backup-drill';
import { startBundledServer } from './bundled-server';
import { until } from './many-instances-helpers';
import { type ArchivedPostgres, startArchivedPostgres } from './postgres-archive';
import type { ServerProcess } from './server-process';

/*
 * PostgreSQL's restore drill (docs/DEPLOY.md, "Backups"): WAL archived continuously by pgBackRest, a full backup
 * taken while shoppers order, the primary's disk destroyed, and a point-in-time restore to a moment between the
 * backup and the disaster: every order acknowledged before that moment is back with its stock, and none sent after it.
 */
const PG_PORT = 3470;
const dataDir = join(TEST_TMP, `backup-postgres-${randomUUID()}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let cluster: ArchivedPostgres | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restore drill on PostgreSQL with pgBackRest', () => {
  it('restores to a point in time between a backup taken under orders and the disaster', async () => {
    mkdirSync(dataDir, { recursive: true });
    cluster = await startArchivedPostgres(PG_PORT);
    const db = cluster;
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: db.appUrl,
      DEMO: 'true',
      DEMO_PASSWORD: 'mostrador-clave-1',
      PUBLIC_URL: `http://localhost:${port}`,
    };
    server = await startBundledServer(port, env);
    const variant = await demoVariant(server.url);
    await db.query('update product_variants set stock = 100000 where id = $1', [variant.id]);
    const [before] = await db.query('select stock - reserved_units as available from product_variants where id = $1', [
      variant.id,
    ]);
    const availableBefore = Number(before?.available);

    const stream = streamOrders(() => (server as ServerProcess).url, variant.id);
    await until('pedidos respondidos', async () => stream.acknowledged.length >= 20);
    const backupSeconds = await db.pgbackrest(['backup', '--type=full']);
    await pause(2000);
    // The moment to restore to, on the database's own clock, between two readings of ours.
    const beforeTarget = Date.now();
    const [{ target } = {}] = await db.query(
      `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as target`,
    );
    const afterTarget = Date.now();
    await pause(4000);
    const [archiver] = await db.query('select last_archived_time from pg_stat_archiver');
    await db.destroy();
    const destroyedAt = Date.now();
    await stream.stop();

    const { restoreSeconds, recoverySeconds } = await db.restore([
      '--type=time',
      `--target=${String(target)}`,
      '--target-action=promote',
    ]);
    // After a restore the instances start again: what they kept in memory (pages, prepared statements) came from the lost timeline.
    await server.stop();
    server = await startBundledServer(port, env);
    const { availableStock } = await demoVariant(server.url);

    const present = new Set(await drillOrders(db.query));
    const ackedBefore = stream.acknowledged.filter((a) => a.at < beforeTarget).map((a) => a.id);
    const sentAfter = stream.acknowledged.filter((a) => a.sentAt > afterTarget).map((a) => a.id);
    expect(ackedBefore.length).toBeGreaterThan(20);
    expect(sentAfter.length).toBeGreaterThan(0);
    expect(ackedBefore.filter((id) => !present.has(id))).toEqual([]);
    expect(sentAfter.filter((id) => present.has(id))).toEqual([]);
    await expectStockAgrees(db.query, variant.id, availableBefore);
    expect(availableStock).toBe(availableBefore - present.size);

    const archivedAt = archiver?.last_archived_time instanceof Date ? archiver.last_archived_time.getTime() : NaN;
    console.warn(
      `Simulacro PostgreSQL + pgBackRest: ${stream.acknowledged.length} pedidos confirmados; copia completa en ` +
        `${backupSeconds.toFixed(1)} s bajo pedidos; restauración al instante elegido (${present.size} pedidos del ` +
        `simulacro, ${ackedBefore.length} confirmados antes de él, todos presentes): pgbackrest restore ` +
        `${restoreSeconds.toFixed(1)} s + recuperación hasta aceptar escrituras ${recoverySeconds.toFixed(1)} s; ` +
        `el último WAL archivado antes de la destrucción era de ${((destroyedAt - archivedAt) / 1000).toFixed(1)} s ` +
        `antes (punto de recuperación posible con archive_timeout = 1 s).`,
    );
  });
});
