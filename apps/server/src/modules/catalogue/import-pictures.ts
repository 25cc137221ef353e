import type { ImportPicturesReport } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';
import type { Storage } from '../../shared/storage';
import type { PlannedProduct } from './planned-product';
import { inSlices } from './product-rows';
import type { WrittenIds } from './write-products-in-bulk';

/*
 * Pictures named by address in an import (docs/product/catalogue.md, "Fotos
 * desde la planilla"): written as `import_pictures` rows with the job that
 * fetches them, in the import's own transaction, so they exist exactly when
 * the import does (docs/decisions/016-job-queue.md).
 */

export const FETCH_IMPORT_PICTURES = defineJob({
  kind: 'catalogue.fetch-import-pictures',
  payload: z.object({ storeId: z.uuid() }),
});

/** One job per store at a time: it takes the store's pending pictures a few at a time (fetch-import-pictures.ts). */
export const importPicturesJobKey = (storeId: string) => `import-pictures:${storeId}`;

export async function enqueueImportPictures(db: Kysely<Database>, storeId: string, runAt?: Date): Promise<void> {
  await enqueueJob(
    db,
    FETCH_IMPORT_PICTURES,
    { storeId },
    { singletonKey: importPicturesJobKey(storeId), ...(runAt ? { runAt } : {}) },
  );
}

/** Queues the pictures of written products; resolves to how many. */
export async function queueImportPictures(
  trx: Transaction<Database>,
  storeId: string,
  written: { product: PlannedProduct; ids: WrittenIds }[],
): Promise<number> {
  const rows = written.flatMap(({ product, ids }) =>
    product.fetchPictures.map((address, position) => ({
      store_id: storeId,
      product_id: ids.productId,
      row_number: product.row,
      position,
      source_url: address,
      // A file that cannot tell variants apart kept the product's own: no variant gets a picture.
      variant_ids: product.keptVariants
        ? []
        : ids.variantIds.filter((_, i) => product.variants[i]?.pictureSource === address),
    })),
  );
  if (rows.length === 0) return 0;
  await inSlices(rows, 7, (slice) => trx.insertInto('import_pictures').values(slice).execute());
  await enqueueImportPictures(trx, storeId);
  return rows.length;
}

/** The pictures of the store's latest import that had any: one transaction wrote them all, so they share its time. */
export async function importPicturesReport(db: Kysely<Database>, storeId: string): Promise<ImportPicturesReport> {
  const rows = await db
    .selectFrom('import_pictures')
    .select(['state', 'row_number', 'source_url', 'error', 'created_at'])
    .where('store_id', '=', storeId)
    .where('created_at', '=', (eb) =>
      eb
        .selectFrom('import_pictures')
        .select(sql<Date>`max(created_at)`.as('latest'))
        .where('store_id', '=', storeId),
    )
    .orderBy('row_number')
    .orderBy('position')
    .execute();
  return {
    importedAt: rows[0] ? new Date(rows[0].created_at).toISOString() : null,
    pending: rows.filter((r) => r.state === 'pending').length,
    done: rows.filter((r) => r.state === 'done').length,
    failed: rows
      .filter((r) => r.state === 'failed')
      .map((r) => ({
        row: r.row_number,
        address: r.source_url,
        message: `Fila ${r.row_number}: no se pudo traer ${r.source_url}: ${r.error ?? ''}`,
      })),
  };
}

/** Where an import's picture addresses of our own store point (plan-import-pictures.ts). */
export const importPictureFolder = (storage: Storage, publicUrl: string) => (storeId: string) => ({
  imagePrefix: storage.publicUrl(`stores/${storeId}/product/`),
  publicUrl,
});
