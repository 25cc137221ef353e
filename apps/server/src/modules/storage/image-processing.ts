import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_SIZES, type ImageKind, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, ogImageSize } from '@vidriera/core';
import type { Metadata } from 'sharp';
import { apiError } from '../../shared/app-error';
import { loadSharp } from './load-sharp';
import type { Storage } from '../../shared/storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * The start of an upload's name that its bytes decide: the first 15 hex
 * digits of their SHA-256 laid out as a version-4 UUID's first three groups
 * ("1a2b3c4d-5e6f-4789-"). The same picture uploaded again starts its name
 * alike, so "Subir fotos (ZIP)" can tell a product already has it
 * (import-photo-zip.ts); the name stays a UUID (isStoreUpload in packages/core).
 */
export function contentPrefix(input: Buffer): string {
  const hash = createHash('sha256').update(input).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(12, 15)}-`;
}

/** An upload's name: its content prefix, then random digits so two uploads of one picture are two files. */
const uploadName = (input: Buffer) => `${contentPrefix(input)}${randomUUID().slice(19)}`;

/** Whether a stored picture's address names an upload of these bytes (see contentPrefix). */
export const isUploadOf = (url: string, prefix: string) => url.slice(url.lastIndexOf('/') + 1).startsWith(prefix);

/** The keys written for one image: every width and the link-preview JPEG. */
export function imageKeys(baseKey: string, kind: ImageKind): string[] {
  return [...IMAGE_SIZES[kind].widths.map((w) => `${baseKey}-${w}.webp`), `${baseKey}-og.jpg`];
}

/**
 * Checks an upload by its content (not its name), re-encodes it (dropping
 * metadata such as GPS position) into the responsive sizes, and stores them.
 * Returns the public base URL the database keeps.
 */
export async function storeImage(storage: Storage, input: Buffer, kind: ImageKind, folder: string): Promise<string> {
  if (input.length === 0) throw apiError('IMAGE_INVALID', undefined, 'file');
  if (input.length > MAX_UPLOAD_BYTES) throw apiError('IMAGE_TOO_LARGE', undefined, 'file');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError('IMAGE_INVALID', undefined, 'file');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw apiError('IMAGE_INVALID', undefined, 'file');
  }
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw apiError('IMAGE_TOO_MANY_PIXELS', undefined, 'file');
  }
  const { widths, aspect } = IMAGE_SIZES[kind];
  const baseKey = `${folder}/${kind}/${uploadName(input)}`;
  const source = () => sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false }).rotate();
  let outputs: { key: string; type: string; body: Buffer }[];
  try {
    outputs = await Promise.all([
      ...widths.map(async (width) => ({
        key: `${baseKey}-${width}.webp`,
        type: 'image/webp',
        body: await source()
          .resize(width, Math.round(width / aspect), { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
      (async () => ({
        key: `${baseKey}-og.jpg`,
        type: 'image/jpeg',
        body: await source()
          .resize(ogImageSize(kind).width, ogImageSize(kind).height, { fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
      }))(),
    ]);
  } catch {
    throw apiError('IMAGE_INVALID', undefined, 'file');
  }
  try {
    await Promise.all(outputs.map((o) => storage.put(o.key, o.body, o.type)));
  } catch (error) {
    await storage.delete(imageKeys(baseKey, kind));
    throw error;
  }
  return storage.publicUrl(baseKey);
}

/** Removes every stored size of an image given its public base URL; foreign URLs are left alone. */
export async function deleteImage(storage: Storage, baseUrl: string | null, kind: ImageKind): Promise<void> {
  if (!baseUrl) return;
  const key = storage.keyOf(baseUrl);
  if (key) await storage.delete(imageKeys(key, kind));
}
