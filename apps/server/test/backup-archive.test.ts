import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackupArchive, writeBackupArchive } from '../src/modules/backups/backup-archive';
import type { EmbeddedSnapshot } from '../src/modules/backups/embedded-snapshot';
import { TAR_END, tarHeader, tarPadding } from '../src/modules/backups/tar-format';
import { TEST_TMP } from './helpers/test-database';

/** A backup's archive written and read back without a database: what the manifest says and what a check refuses. */
mkdirSync(TEST_TMP, { recursive: true });
const folder = mkdtempSync(join(TEST_TMP, 'backup-archive-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const longKey = `stores/${'a'.repeat(36)}/products/${'b'.repeat(36)}/${'c'.repeat(36)}-1280.webp`;

async function archiveOf(pictures: Record<string, string>): Promise<Buffer> {
  for (const [key, body] of Object.entries(pictures)) {
    mkdirSync(join(folder, key, '..'), { recursive: true });
    writeFileSync(join(folder, key), body);
  }
  const snapshot: EmbeddedSnapshot = {
    takenAt: new Date('2026-12-05T01:30:00Z'),
    heldMs: 1,
    database: Buffer.from('the data directory'),
    lastMigration: '037-store-pages-version-on-store',
    stores: 1,
    orders: 2,
    uploadsDir: folder,
    uploads: Object.keys(pictures),
    discard: async () => undefined,
  };
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackupArchive(snapshot, out);
  return Buffer.concat(chunks);
}

const read = (archive: Buffer, onEntry?: (path: string, data: Buffer) => Promise<void>) =>
  readBackupArchive(Readable.from([archive]), onEntry);

/** The archive's tar with one entry's bytes changed, the sizes and headers left as they were. */
function tampered(archive: Buffer, from: string, to: string): Buffer {
  const tar = gunzipSync(archive);
  const at = tar.indexOf(from);
  return gzipSync(Buffer.concat([tar.subarray(0, at), Buffer.from(to), tar.subarray(at + to.length)]));
}

describe('backup archive', () => {
  it('lists every entry with its checksum and hands each back once checked, long keys included', async () => {
    const archive = await archiveOf({ [longKey]: 'picture one', 'stores/s/logo/l-96.webp': 'picture two' });
    const seen: Record<string, string> = {};
    const manifest = await read(archive, async (path, data) => {
      seen[path] = data.toString();
    });
    expect(manifest).toMatchObject({ format: 'vidriera-backup', takenAt: '2026-12-05T01:30:00.000Z', orders: 2 });
    expect(manifest.files.map((f) => f.path)).toEqual([
      'database/pg.tar',
      `uploads/${longKey}`,
      'uploads/stores/s/logo/l-96.webp',
    ]);
    expect(seen).toEqual({
      'database/pg.tar': 'the data directory',
      [`uploads/${longKey}`]: 'picture one',
      'uploads/stores/s/logo/l-96.webp': 'picture two',
    });
  });

  it('refuses an entry that does not match its checksum, an archive cut short and a file that is not a backup', async () => {
    const archive = await archiveOf({ 'stores/s/logo/l-96.webp': 'picture two' });
    await expect(read(tampered(archive, 'picture two', 'picture 2!!'))).rejects.toThrow(
      'La copia está dañada o no es una copia de Vidriera: uploads/stores/s/logo/l-96.webp no coincide con su suma de verificación.',
    );
    const tar = gunzipSync(archive);
    await expect(read(gzipSync(tar.subarray(0, tar.length - 2048)))).rejects.toThrow('La copia está dañada');
    const other = Buffer.concat([tarHeader('notes.txt', 2, new Date()), Buffer.from('hi'), tarPadding(2), TAR_END]);
    await expect(read(gzipSync(other))).rejects.toThrow('no empieza con su manifest.json');
    await expect(read(Buffer.from('not even gzip'))).rejects.toThrow('La copia está dañada');
  });
});
