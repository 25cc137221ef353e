/*
 * The few parts of the POSIX tar format (ustar) a backup needs: regular files with a path, a size and a time. A
 * backup is a `.tar.gz` any `tar -tzf` lists (docs/decisions/036-backups.md); we write and read it ourselves, a file
 * at a time, instead of taking a dependency for 512-byte headers.
 */

const BLOCK = 512;

export class TarFormatError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** Splits a path longer than the header's 100 bytes into ustar's prefix (155) and name. */
function splitPath(path: string): [prefix: string, name: string] {
  if (Buffer.byteLength(path) <= 100) return ['', path];
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return [prefix, name];
  }
  throw new TarFormatError(`ruta demasiado larga para la copia: ${path}`);
}

/** The header block of a regular file. */
export function tarHeader(path: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, name] = splitPath(path);
  header.write(name, 0, 100);
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\u000000', 257);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

/** The zeros after a file's bytes up to the next block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two empty blocks end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  path: string;
  data: Buffer;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** Reads exactly the bytes asked for from a stream of chunks, keeping what is left for the next read. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async take(size: number): Promise<Buffer | undefined> {
    while (this.length < size && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length < size) return undefined;
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/**
 * The regular files of an archive one by one, each whole in memory (a picture, or the database's own tar). Fails
 * on a header whose checksum is wrong or an archive cut short.
 */
export async function* readTarEntries(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block) throw new TarFormatError('el archivo termina antes de tiempo');
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
    if (Number.parseInt(text(block, 148, 8).trim(), 8) !== sum) throw new TarFormatError('encabezado dañado');
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const prefix = text(block, 345, 155);
    const name = text(block, 0, 100);
    const type = text(block, 156, 1);
    const data = await reader.take(size + tarPadding(size).length);
    if (!data) throw new TarFormatError('el archivo termina antes de tiempo');
    if (type === '0' || type === '') yield { path: prefix ? `${prefix}/${name}` : name, data: data.subarray(0, size) };
  }
}
