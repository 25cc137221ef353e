import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '@vidriera/db';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackupArchive } from '../src/modules/backups/backup-archive';
import { freePort } from '../test/helpers/free-port';
import { TEST_TMP } from '../test/helpers/test-database';
import { demoVariant, drillOrders, expectStockAgrees, npmScript, streamOrders } from './backup-drill';
import { startBundledServer } from './bundled-server';
import type { ServerProcess } from './server-process';
import { until } from './many-instances-helpers';

/*
 * The embedded database's restore drill (docs/DEPLOY.md, "Backups"): `npm run backup` while shoppers order, the
 * data folder destroyed, `npm run restore` into an empty one, and every order acknowledged before the backup is
 * back with its stock. The restored server then makes scheduled backups every 2 s, keeping 2.
 */
const root = join(TEST_TMP, `backup-pglite-${process.pid}`);
const dataDir = join(root, 'data');
const scheduledDir = join(root, 'scheduled');
const backupFile = join(root, 'manual.tar.gz');
const port = await freePort();
const env = {
  DATA_DIR: dataDir,
  DEMO: 'true',
  DEMO_PASSWORD: 'mostrador-clave-1',
  PUBLIC_URL: `http://localhost:${port}`,
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const started: ServerProcess[] = [];
/** The server on the drill's port; whatever a failing test leaves running is stopped after it. */
async function startServerOn(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startBundledServer(port, { ...env, ...extraEnv });
  started.push(server);
  return server;
}

afterAll(async () => {
  // One killed by a signal has no exit code, and stop() would wait for an exit that already happened.
  const running = started.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  rmSync(root, { recursive: true, force: true });
});

/** Runs `work` on the data folder's database with no server on it (the drill's own look-ups and changes). */
async function withDatabase<T>(
  work: (query: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  const handle = await createDb({ dataDir });
  try {
    return await work(
      async (text, values = []) => (await handle.pglite!.query<Record<string, unknown>>(text, values)).rows,
    );
  } finally {
    await handle.close();
  }
}

describe('restore drill on the embedded database', () => {
  it('backs up while orders stream, restores into an empty folder, and every order acknowledged before is back', async () => {
    mkdirSync(root, { recursive: true });
    // A first start seeds the demo store; its variant gets stock enough for the whole stream.
    const first = await startServerOn();
    const variant = await demoVariant(first.url);
    await first.stop();
    const availableBefore = await withDatabase(async (query) => {
      await query('update product_variants set stock = 100000 where id = $1', [variant.id]);
      const [row] = await query('select stock - reserved_units as available from product_variants where id = $1', [
        variant.id,
      ]);
      return Number(row?.available);
    });

    const server = await startServerOn();
    const stream = streamOrders(() => server.url, variant.id);
    await until('pedidos respondidos', async () => stream.acknowledged.length >= 20);
    const requestedAt = Date.now();
    const ackedBeforeBackup = stream.acknowledged.map((a) => a.id);
    const backup = await npmScript('cli-backup', [backupFile], { DATA_DIR: dataDir });
    const backupDoneAt = Date.now();
    expect(backup.output).toContain('pedida al servidor en marcha');
    const heldMs = Number(/en pausa (\d+) ms/.exec(backup.output)?.[1]);
    const manifest = await readBackupArchive(createReadStream(backupFile));
    const takenAt = Date.parse(manifest.takenAt);
    expect(manifest.orders).toBeGreaterThanOrEqual(ackedBeforeBackup.length);
    const slowestDuringBackup = Math.max(
      0,
      ...stream.acknowledged.filter((a) => a.at >= requestedAt && a.sentAt <= backupDoneAt).map((a) => a.at - a.sentAt),
    );
    await pause(3000);

    // The disaster: the server dies and its data folder is gone.
    await server.stop('SIGKILL');
    const destroyedAt = Date.now();
    await stream.stop();
    const ackedAfterBackup = stream.acknowledged.filter((a) => a.sentAt > backupDoneAt).map((a) => a.id);
    rmSync(dataDir, { recursive: true, force: true });

    const refused = await npmScript('cli-restore', [backupFile], { DATA_DIR: root }).catch(
      (error: Error) => error.message,
    );
    expect(refused).toContain('no está vacía');
    // A copy damaged in one byte is refused, naming what does not match, and leaves the folder empty.
    const damaged = readFileSync(backupFile);
    damaged.writeUInt8(damaged.readUInt8(damaged.length >> 1) ^ 0xff, damaged.length >> 1);
    writeFileSync(`${backupFile}.damaged`, damaged);
    const refusedDamaged = await npmScript('cli-restore', [`${backupFile}.damaged`], { DATA_DIR: dataDir }).catch(
      (error: Error) => error.message,
    );
    expect(refusedDamaged).toContain('La copia está dañada');
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    const restore = await npmScript('cli-restore', [backupFile], { DATA_DIR: dataDir });
    expect(restore.output).toContain('restaurada');
    const startedAt = Date.now();
    const restored = await startServerOn({
      BACKUP_INTERVAL: '2s',
      BACKUP_KEEP: '2',
      BACKUP_DIR: scheduledDir,
      JOBS_POLL_INTERVAL: '1',
    });
    const startSeconds = (Date.now() - startedAt) / 1000;
    const { availableStock } = await demoVariant(restored.url);
    // The restored server makes its scheduled backups, and keeps only the newest two.
    const scheduledSeen = new Set<string>();
    await until('tres copias programadas', async () => {
      const names = (existsSync(scheduledDir) ? readdirSync(scheduledDir) : []).filter((name) =>
        name.endsWith('.tar.gz'),
      );
      expect(names.length).toBeLessThanOrEqual(2);
      names.forEach((name) => scheduledSeen.add(name));
      return scheduledSeen.size >= 3;
    });
    await restored.stop();

    await withDatabase(async (query) => {
      const present = new Set(await drillOrders(query));
      expect(ackedBeforeBackup.filter((id) => !present.has(id))).toEqual([]);
      expect(ackedAfterBackup.filter((id) => present.has(id))).toEqual([]);
      await expectStockAgrees(query, variant.id, availableBefore);
      expect(availableStock).toBe(availableBefore - present.size);
      console.warn(
        `Simulacro PGlite: ${stream.acknowledged.length} pedidos confirmados (${stream.failed} fallidos); copia en ` +
          `${backup.seconds.toFixed(1)} s con el servidor en marcha (la base en pausa ${heldMs} ms; el pedido más lento mientras tanto: ` +
          `${slowestDuringBackup} ms), punto de recuperación ${((destroyedAt - takenAt) / 1000).toFixed(1)} s antes ` +
          `de la destrucción (${ackedAfterBackup.length} pedidos confirmados después de la copia se pierden, como se ` +
          `espera); restauración ${restore.seconds.toFixed(1)} s + arranque ${startSeconds.toFixed(1)} s; ` +
          `${present.size} pedidos del simulacro restaurados, ${manifest.files.length - 1} imágenes.`,
      );
    });
  });
});
