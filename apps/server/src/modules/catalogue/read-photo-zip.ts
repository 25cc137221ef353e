import { MAX_UPLOAD_BYTES } from '@vidriera/core';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../shared/app-error';
import { UPLOAD_BYTES_PER_HOUR, UPLOADS_PER_HOUR } from '../storage/upload-allowance';

/*
 * A ZIP of product photos ("Subir fotos (ZIP)", docs/product/catalogue.md,
 * "Fotos en un ZIP"), read from memory with yauzl and never written to disk:
 * its directory is checked whole before any photo is read, so a ZIP that
 * is not one, too big once unpacked, a bomb or with names that climb out of
 * their folder is refused (422) before anything is saved.
 */

/** The ZIP as uploaded. */
export const PHOTO_ZIP_MAX_BYTES = 50 * 1024 * 1024;
/** Entries of any kind (folders, stray files) a ZIP may list. */
export const PHOTO_ZIP_MAX_ENTRIES = 1000;
/** Photos in one ZIP: the store's hourly allowance. */
export const PHOTO_ZIP_MAX_PHOTOS = UPLOADS_PER_HOUR;
/** What its photos may add up to, unpacked: the store's hourly allowance in bytes. */
export const PHOTO_ZIP_MAX_UNPACKED = UPLOAD_BYTES_PER_HOUR;
/** A photo barely compresses; an entry that unpacks to more than this many times its size is a bomb. */
export const PHOTO_ZIP_MAX_RATIO = 100;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
export const ZIP_TOO_LARGE = `El ZIP supera los ${mb(PHOTO_ZIP_MAX_BYTES)}. Divídelo en partes.`;
export const ZIP_TOO_MANY = `El ZIP tiene más de ${PHOTO_ZIP_MAX_PHOTOS} fotos o ${PHOTO_ZIP_MAX_ENTRIES.toLocaleString('es-AR')} archivos. Divídelo en partes.`;
export const ZIP_TOO_BIG_UNPACKED = `Las fotos del ZIP ocupan más de ${mb(PHOTO_ZIP_MAX_UNPACKED)} descomprimidas. Divídelo en partes.`;
export const ZIP_BOMB = 'El ZIP tiene archivos que se descomprimen a un tamaño desproporcionado. Revisa el archivo.';
export const ZIP_BAD_NAMES =
  'El ZIP tiene nombres de archivo no válidos (rutas absolutas o con «..»). Comprime solo las fotos.';
export const ZIP_ENCRYPTED = 'El ZIP está protegido con contraseña. Comprímelo sin contraseña.';
export const ZIP_DAMAGED =
  'El ZIP está dañado y no se pudo leer entero. Comprime las fotos de nuevo; no se guardó nada.';

/** A ZIP refused whole (422 on `file`): without a message, the table's (not a ZIP at all). */
const zipRefusal = (message?: string) => new AppError('ZIP_INVALID', message, 'file');

const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif|heic|heif)$/i;

/** A file of the ZIP: its name without folders, and how to read it. */
export interface ZipPhoto {
  /** The file's name without its folders ("remera-lisa-2.jpg"). */
  name: string;
  /** Reads its bytes (at most MAX_UPLOAD_BYTES: a larger one was set apart). */
  read(): Promise<Buffer>;
}

export interface PhotoZip {
  photos: ZipPhoto[];
  /** Files that are not photos by their name, or too large, with the reason. */
  skipped: { name: string; reason: string }[];
  close(): void;
}

const open = (buffer: Buffer) =>
  new Promise<ZipFile>((done, fail) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? fail(error ?? new Error('zip')) : done(zip)),
    ),
  );

/** Every entry of the directory, or the reason the ZIP is refused. */
function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((done, fail) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > PHOTO_ZIP_MAX_ENTRIES) {
        zip.close();
        fail(zipRefusal(ZIP_TOO_MANY));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => done(entries));
    // yauzl refuses names that are absolute or climb with ".." (its validateFileName).
    zip.on('error', (error: Error) =>
      fail(zipRefusal(/path|file name|filename/i.test(error.message) ? ZIP_BAD_NAMES : undefined)),
    );
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((done, fail) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return fail(zipRefusal(ZIP_DAMAGED));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // validateEntrySizes stops a stream longer than it said; this is the second fence.
        if (size > MAX_UPLOAD_BYTES) stream.destroy(zipRefusal(ZIP_BOMB));
        else chunks.push(chunk);
      });
      stream.on('end', () => done(Buffer.concat(chunks)));
      stream.on('error', (e: unknown) => fail(e instanceof AppError ? e : zipRefusal(ZIP_DAMAGED)));
    });
  });
}

const baseName = (path: string) => path.split('/').at(-1) ?? '';

/** Opens and checks a ZIP of photos; throws a 422 in Spanish when it is refused whole. */
export async function readPhotoZip(buffer: Buffer): Promise<PhotoZip> {
  if (buffer.length > PHOTO_ZIP_MAX_BYTES) throw zipRefusal(ZIP_TOO_LARGE);
  let zip: ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    throw zipRefusal();
  }
  try {
    const entries = await entriesOf(zip);
    const photos: ZipPhoto[] = [];
    const skipped: PhotoZip['skipped'] = [];
    let unpacked = 0;
    for (const entry of entries) {
      const name = baseName(entry.fileName);
      // Folders, and what macOS and Windows add to a ZIP ("__MACOSX/", "._foto.jpg", "Thumbs.db"), are not the merchant's files.
      if (
        entry.fileName.endsWith('/') ||
        entry.fileName.startsWith('__MACOSX/') ||
        name.startsWith('.') ||
        name === '' ||
        /^(thumbs\.db|desktop\.ini)$/i.test(name)
      )
        continue;
      if (entry.isEncrypted()) throw zipRefusal(ZIP_ENCRYPTED);
      if (entry.uncompressedSize > PHOTO_ZIP_MAX_RATIO * Math.max(entry.compressedSize, 1024))
        throw zipRefusal(ZIP_BOMB);
      if (!PHOTO_EXTENSIONS.test(name)) {
        skipped.push({ name, reason: 'no es una foto (JPG, PNG o WebP).' });
        continue;
      }
      if (entry.uncompressedSize > MAX_UPLOAD_BYTES) {
        skipped.push({ name, reason: `supera los ${mb(MAX_UPLOAD_BYTES)}.` });
        continue;
      }
      unpacked += entry.uncompressedSize;
      photos.push({ name, read: () => readEntry(zip, entry) });
    }
    if (photos.length > PHOTO_ZIP_MAX_PHOTOS) throw zipRefusal(ZIP_TOO_MANY);
    if (unpacked > PHOTO_ZIP_MAX_UNPACKED) throw zipRefusal(ZIP_TOO_BIG_UNPACKED);
    return { photos, skipped, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
