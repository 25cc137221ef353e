import type { ImageKind } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { storeImage } from './image-processing';
import { readUpload } from './read-upload';
import type { Storage } from '../../shared/storage';
import { recordUpload, releaseUpload, reserveUpload } from './upload-allowance';

/** A store's picture upload: read, counted against the store's hourly allowance, re-encoded, stored and recorded. Returns its base URL. */
export async function uploadStoreImage(
  deps: { db: Kysely<Database>; storage: Storage },
  request: FastifyRequest,
  storeId: string,
  kind: ImageKind,
): Promise<string> {
  const input = await readUpload(request);
  const slot = await reserveUpload(deps.db, storeId, kind, input.length);
  return storeReservedImage(deps, slot, input, kind, storeId);
}

/**
 * A picture whose upload `slot` is reserved: re-encoded, stored and recorded.
 * When storing it throws (not an image, too large), the slot is released and
 * the error thrown on. Returns its base URL.
 */
export async function storeReservedImage(
  deps: { db: Kysely<Database>; storage: Storage },
  slot: string,
  input: Buffer,
  kind: ImageKind,
  storeId: string,
): Promise<string> {
  let url: string;
  try {
    url = await storeImage(deps.storage, input, kind, `stores/${storeId}`);
  } catch (error) {
    await releaseUpload(deps.db, slot);
    throw error;
  }
  await recordUpload(deps.db, slot, url);
  return url;
}
