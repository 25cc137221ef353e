import { chmod, readdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { writeBackupArchive } from './backup-archive';
import { BackupError } from './backup-manifest';
import { type EmbeddedDatabase, SNAPSHOT_FOLDER_PREFIX, takeEmbeddedSnapshot } from './embedded-snapshot';

/*
 * How `npm run backup` gets a consistent copy from the running server (docs/decisions/036-backups.md): PGlite is
 * this process's alone, so the server makes the copy and sends it over a Unix socket in the data folder, readable
 * by the data folder's owner only. The client writes "backup\n"; the server answers one JSON line, then the archive.
 */

const SOCKET_NAME = 'backup.sock';
const REQUEST = 'backup\n';
/** The longest path a Unix socket may have on Linux (sun_path, 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

export const backupSocketPath = (dataDir: string) => join(dataDir, SOCKET_NAME);

/** Answers backup requests until closed; the data folder is locked by this process, so a socket left by a dead one is replaced. */
export async function listenForBackups(
  source: EmbeddedDatabase,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<() => Promise<void>> {
  const path = backupSocketPath(source.dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) {
    log.warn(
      `DATA_DIR es una ruta demasiado larga para ${SOCKET_NAME}: npm run backup no funcionará con el servidor en marcha`,
    );
    return async () => undefined;
  }
  // This process holds the data folder's lock: a socket and copies' folders left there belong to a process that died.
  await rm(path, { force: true });
  for (const name of await readdir(source.dataDir))
    if (name.startsWith(SNAPSHOT_FOLDER_PREFIX)) await rm(join(source.dataDir, name), { recursive: true, force: true });
  const answer = async (socket: Socket) => {
    const snapshot = await takeEmbeddedSnapshot(source);
    try {
      socket.write(`${JSON.stringify({ ok: true, heldMs: snapshot.heldMs })}\n`);
      const manifest = await writeBackupArchive(snapshot, socket);
      log.info(
        { takenAt: manifest.takenAt, orders: manifest.orders, heldMs: snapshot.heldMs },
        'copia de seguridad enviada a npm run backup',
      );
    } finally {
      await snapshot.discard();
    }
  };
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (request) => {
      if (request.toString() !== REQUEST) return socket.destroy();
      answer(socket).catch((error: unknown) => {
        log.error({ err: error }, 'falló la copia de seguridad pedida por npm run backup');
        if (socket.bytesWritten === 0) socket.end(`${JSON.stringify({ ok: false, error: String(error) })}\n`);
        else socket.destroy();
      });
    });
  });
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
    await chmod(path, 0o600);
  } catch (error) {
    // The shop goes on without it; the scheduled backups do not need the socket.
    log.error({ err: error }, `no se pudo abrir ${path}: npm run backup no funcionará con el servidor en marcha`);
    server.close();
    return async () => undefined;
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      void rm(path, { force: true });
    });
}

/** A connection to the backup socket of the server running on `dataDir`, or undefined when none listens there. */
export async function connectToServer(dataDir: string): Promise<Socket | undefined> {
  const socket = createConnection(backupSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return socket;
  } catch (error) {
    if (['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw new BackupError(`No se pudo pedir la copia al servidor (${(error as Error).message}).`);
  }
}

/** Asks the server on `socket` for a backup and writes the archive it sends to `out`; resolves to how long the server held its database. */
export async function receiveBackup(socket: Socket, out: Writable): Promise<number> {
  socket.write(REQUEST);
  // Not `for await … break`, which would close the socket after its first chunk: one iterator, read on after the answer.
  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = Buffer.alloc(0);
  let end = -1;
  while (end === -1) {
    const next = await chunks.next();
    if (next.done) throw new BackupError('El servidor cerró la conexión sin responder.');
    received = Buffer.concat([received, next.value]);
    end = received.indexOf('\n');
  }
  const answer = JSON.parse(received.subarray(0, end).toString()) as { ok: boolean; heldMs?: number; error?: string };
  if (!answer.ok) throw new BackupError(`El servidor no pudo hacer la copia: ${answer.error ?? 'sin detalle'}.`);
  const archive = received.subarray(end + 1);
  await pipeline(async function* () {
    yield archive;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }, out);
  return answer.heldMs ?? 0;
}
