import { PRODUCT_IMAGES_MAX } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../shared/app-error';
import { handleJob, type JobEntry } from '../jobs/define-job';
import {
  FETCH_MAX_BYTES,
  fetchPicture,
  PictureRefused,
  REFUSED_NOT_IMAGE,
  refusedTooLarge,
} from '../storage/fetch-picture';
import type { Storage } from '../../shared/storage';
import { storeReservedImage } from '../storage/store-upload';
import { reserveUpload } from '../storage/upload-allowance';
import { enqueueImportPictures, FETCH_IMPORT_PICTURES } from './import-pictures';

/*
 * The job that brings an import's pictures (docs/product/catalogue.md, "Fotos
 * desde la planilla"): each pending picture of the store is fetched safely
 * (fetch-picture.ts), goes through the same pipeline and hourly allowance as
 * a picture the merchant uploads, and is added to its product and, where the
 * file said so, to its variants. A picture that cannot be brought is marked
 * failed with its reason, for the merchant's report; it never stops the rest.
 * Safe to run again: every picture is marked as it ends, and an address the
 * product already got from an earlier import is not fetched twice.
 */

/** Pictures one run takes: each may take up to the fetch's time limit, and the run must end well within the job's lease. */
export const PICTURES_PER_RUN = 8;
/** When the store's hourly allowance is spent, the rest wait this long. */
export const ALLOWANCE_WAIT_MS = 10 * 60 * 1000;

const REFUSED_FULL = `el producto ya tiene ${PRODUCT_IMAGES_MAX} fotos.`;

interface Deps {
  db: Kysely<Database>;
  storage: Storage;
  allowedHosts: readonly string[];
}

interface PendingPicture {
  id: string;
  product_id: string;
  source_url: string;
  variant_ids: string[];
}

const markFailed = (db: Kysely<Database>, id: string, reason: string) =>
  db
    .updateTable('import_pictures')
    .set({ state: 'failed', error: reason.slice(0, 500), finished_at: new Date() })
    .where('id', '=', id)
    .execute();

/** The product's pictures as they are now. */
const picturesOf = (db: Kysely<Database>, storeId: string, productId: string) =>
  db
    .selectFrom('product_images')
    .select(['url', 'position'])
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();

/** The stored picture an earlier import made of the same address for this product, if the product still has it. */
async function earlierCopy(
  db: Kysely<Database>,
  storeId: string,
  picture: PendingPicture,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('import_pictures')
    .select('url')
    .where('store_id', '=', storeId)
    .where('product_id', '=', picture.product_id)
    .where('source_url', '=', picture.source_url)
    .where('state', '=', 'done')
    .where('url', 'in', (eb) =>
      eb
        .selectFrom('product_images')
        .select('url')
        .where('store_id', '=', storeId)
        .where('product_id', '=', picture.product_id),
    )
    .executeTakeFirst();
  return row?.url ?? undefined;
}

/**
 * Adds the stored picture to its product (unless it has it already) and to
 * its variants, and marks the picture done; under the product's row lock, so
 * the product form's saving and this never interleave.
 */
async function attach(db: Kysely<Database>, storeId: string, picture: PendingPicture, url: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', '=', picture.product_id)
      .forUpdate()
      .executeTakeFirst();
    if (!product) return;
    const images = await picturesOf(trx, storeId, picture.product_id);
    if (!images.some((i) => i.url === url)) {
      if (images.length >= PRODUCT_IMAGES_MAX) {
        await markFailed(trx, picture.id, REFUSED_FULL);
        return;
      }
      const taken = new Set(images.map((i) => i.position));
      const after = Math.max(-1, ...taken) + 1;
      const position =
        after < PRODUCT_IMAGES_MAX ? after : ([...Array(PRODUCT_IMAGES_MAX).keys()].find((p) => !taken.has(p)) ?? 0);
      await trx
        .insertInto('product_images')
        .values({ store_id: storeId, product_id: picture.product_id, position, url })
        .execute();
    }
    if (picture.variant_ids.length > 0) {
      const item = sql`jsonb_build_array(${url}::text)`;
      await trx
        .updateTable('product_variants')
        .set({ images: sql`case when images @> ${item} then images else images || ${item} end` })
        .where('store_id', '=', storeId)
        .where('product_id', '=', picture.product_id)
        .where('id', 'in', picture.variant_ids)
        .where(sql<boolean>`jsonb_array_length(images) < ${PRODUCT_IMAGES_MAX}::integer`)
        .execute();
    }
    await trx
      .updateTable('import_pictures')
      .set({ state: 'done', url, finished_at: new Date() })
      .where('id', '=', picture.id)
      .execute();
  });
}

/** The reason, in the report's words, a picture the pipeline refused. */
function pipelineReason(error: AppError): string {
  if (error.code === 'IMAGE_TOO_LARGE') return refusedTooLarge(FETCH_MAX_BYTES);
  if (error.code === 'IMAGE_TOO_MANY_PIXELS') return 'la imagen tiene demasiados píxeles (más de 40 megapíxeles).';
  return REFUSED_NOT_IMAGE;
}

/** Brings one picture; 'wait' when the store's hourly allowance is spent (the picture stays pending). */
async function bringPicture(deps: Deps, storeId: string, picture: PendingPicture): Promise<'ended' | 'wait'> {
  const { db, storage } = deps;
  const earlier = await earlierCopy(db, storeId, picture);
  if (earlier) {
    await attach(db, storeId, picture, earlier);
    return 'ended';
  }
  if ((await picturesOf(db, storeId, picture.product_id)).length >= PRODUCT_IMAGES_MAX) {
    await markFailed(db, picture.id, REFUSED_FULL);
    return 'ended';
  }
  let body: Buffer;
  try {
    body = await fetchPicture(picture.source_url, { allowedHosts: deps.allowedHosts });
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    await markFailed(db, picture.id, error.message);
    return 'ended';
  }
  let slot: string;
  try {
    slot = await reserveUpload(db, storeId, 'product', body.length);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return 'wait';
    throw error;
  }
  let url: string;
  try {
    url = await storeReservedImage({ db, storage }, slot, body, 'product', storeId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await markFailed(db, picture.id, pipelineReason(error));
    return 'ended';
  }
  await attach(db, storeId, picture, url);
  return 'ended';
}

export function importPicturesJobs(deps: Deps): JobEntry[] {
  return [
    handleJob(FETCH_IMPORT_PICTURES, async (job) => {
      const { storeId } = job.payload;
      const pending = await deps.db
        .selectFrom('import_pictures')
        .select(['id', 'product_id', 'source_url', 'variant_ids'])
        .where('store_id', '=', storeId)
        .where('state', '=', 'pending')
        .orderBy('created_at')
        .orderBy('row_number')
        .orderBy('position')
        .limit(PICTURES_PER_RUN)
        .execute();
      for (const picture of pending) {
        if ((await bringPicture(deps, storeId, picture)) === 'wait') {
          await enqueueImportPictures(deps.db, storeId, new Date(Date.now() + ALLOWANCE_WAIT_MS));
          return 'esperando el cupo de subidas de la tienda';
        }
      }
      // The rest in a run of their own: other jobs (and other stores' pictures) take their turn between.
      if (pending.length === PICTURES_PER_RUN) await enqueueImportPictures(deps.db, storeId);
      return `${pending.length}`;
    }),
  ];
}
