import type { ImageKind } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { storeImage } from './image-processing';
import { readUpload } from './read-upload';
import type { Storage } from './storage';
import { recordUpload, releaseUpload, reserveUpload } from './upload-allowance';

/** A store's picture upload: read, counted against the store's hourly allowance, re-encoded, stored and recorded. Returns its base URL. */
export async function uploadStoreImage(deps: { db: Kysely<Database>; storage: Storage }, request: FastifyRequest, storeId: string, kind: ImageKind): Promise<string> {
  const input = await readUpload(request);
  const slot = await reserveUpload(deps.db, storeId, kind, input.length);
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
