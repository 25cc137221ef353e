import { createHash } from 'node:crypto';
import type { CatalogueImportStatus, CsvRowMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { AppError, conflict } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { deleteImage } from '../storage/image-processing';
import type { Storage } from '../../shared/storage';
import { z } from 'zod';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { enqueueJob } from '../jobs/job-queue';
import { writeCatalogueImport } from './apply-catalogue-import';
import { planCatalogueImport } from './catalogue-csv-import';
import type { PictureFolder } from './plan-import-pictures';
import type { ImportPlan, PlannedProduct } from './planned-product';
import { urlIdentifier } from './match-zip-photos';
import { inSlices } from './product-rows';
import type { WrittenIds } from './write-products-in-bulk';

/*
 * "Importar CSV" once confirmed (docs/product/catalogue.md, "Planilla CSV";
 * docs/decisions/025-import-as-a-job.md): the file's text is kept in a
 * `catalogue_imports` row with the job that writes it, in one transaction;
 * the job writes it all or nothing in one transaction of chunks, records
 * the rows done between chunks, and marks the row done in the same
 * transaction as the writes, so a job taken again after a crash finds it
 * done or finds nothing written.
 */

/** Three attempts: a file that fails three times will not pass on a fourth, and the owner is told it failed. */
export const RUN_CATALOGUE_IMPORT = defineJob({
  kind: 'catalogue.import',
  payload: z.object({ importId: z.uuid(), storeId: z.uuid() }),
  maxAttempts: 3,
});

export const IMPORT_RUNNING =
  'Ya hay una importación en curso en tu tienda. Espera a que termine para importar otro archivo.';
export const IMPORT_FAILED = 'No se pudo importar el archivo y no se guardó nada. Intenta de nuevo.';

type ImportRow = Selectable<Database['catalogue_imports']>;

/** The message the merchant reads when the file has errors (the same words as the preview's). */
export function fileErrorsMessage(errors: CsvRowMessage[]): string {
  const count = errors.length === 1 ? 'un error' : `${errors.length} errores`;
  return `El archivo tiene ${count}; corrígelos y vuelve a importarlo. ${errors[0]?.message ?? ''}`.trim();
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toImportStatus(row: ImportRow): CatalogueImportStatus {
  return {
    id: row.id,
    state: row.state,
    rowsDone: row.state === 'done' ? row.rows_total : row.rows_done,
    rowsTotal: row.rows_total,
    products: row.products_total,
    result:
      row.state === 'done'
        ? {
            created: row.created ?? 0,
            updated: row.updated ?? 0,
            ...(row.pictures_to_fetch ? { picturesToFetch: row.pictures_to_fetch } : {}),
          }
        : null,
    error: row.error,
    failures: row.failures ?? [],
    createdAt: iso(row.created_at) ?? '',
    finishedAt: iso(row.finished_at),
  };
}

const activeImport = (db: Kysely<Database>, storeId: string) =>
  db
    .selectFrom('catalogue_imports')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();

/**
 * Keeps a checked file and queues its job, in one transaction. The same file
 * confirmed again while it is queued or running answers the same import; any
 * other file waits for it to end (409).
 */
export async function queueCatalogueImport(
  db: Kysely<Database>,
  storeId: string,
  text: string,
  plan: ImportPlan,
): Promise<CatalogueImportStatus> {
  const hash = createHash('sha256').update(text).digest('hex');
  const sameOrRefuse = (active: ImportRow | undefined) => {
    if (active?.file_hash === hash) return toImportStatus(active);
    throw conflict('IMPORT_RUNNING', IMPORT_RUNNING);
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const active = await activeImport(trx, storeId);
      if (active) return sameOrRefuse(active);
      const row = await trx
        .insertInto('catalogue_imports')
        .values({
          store_id: storeId,
          file_hash: hash,
          csv: text,
          rows_total: plan.rows,
          products_total: plan.products.length,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueJob(trx, RUN_CATALOGUE_IMPORT, { importId: row.id, storeId });
      return toImportStatus(row);
    });
  } catch (error) {
    // Two confirmations at once: the index lets one in; the other answers as if it came second.
    if (isUniqueViolation(error, 'catalogue_imports_one_active')) return sameOrRefuse(await activeImport(db, storeId));
    throw error;
  }
}

/** The store's latest import, for the products page; null when it never imported a file. */
export async function latestCatalogueImport(
  db: Kysely<Database>,
  storeId: string,
): Promise<CatalogueImportStatus | null> {
  const row = await db
    .selectFrom('catalogue_imports')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toImportStatus(row) : null;
}

/**
 * Writes the rows done as the job goes, outside its transaction (on
 * PostgreSQL another connection, so the page sees them at once; on PGlite
 * they wait for the transaction's one connection and find the import ended).
 * Never awaited by the import: at most one write in flight, the latest count
 * written next.
 */
function progressWriter(db: Kysely<Database>, importId: string, rowsTotal: number) {
  let inFlight = false;
  let next: number | undefined;
  const write = (rowsDone: number) => {
    inFlight = true;
    db.updateTable('catalogue_imports')
      .set({ rows_done: rowsDone })
      .where('id', '=', importId)
      .where('state', '=', 'running')
      .execute()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (next !== undefined) {
          const value = next;
          next = undefined;
          write(value);
        }
      });
  };
  return (written: number, total: number) => {
    const rowsDone = total === 0 ? rowsTotal : Math.floor((rowsTotal * written) / total);
    if (inFlight) next = rowsDone;
    else write(rowsDone);
  };
}

class AlreadyEnded extends Error {}

/** Each written product's address on its platform, by which "Subir fotos (ZIP)" finds it (match-zip-photos.ts). */
async function keepHandles(
  trx: Transaction<Database>,
  storeId: string,
  written: { product: PlannedProduct; ids: WrittenIds }[],
): Promise<void> {
  const byHandle = new Map<string, string>();
  for (const { product, ids } of written) {
    const handle = urlIdentifier(product.handle ?? '').slice(0, 300);
    if (handle) byHandle.set(handle, ids.productId);
  }
  await inSlices([...byHandle], 3, (slice) =>
    trx
      .insertInto('product_handles')
      .values(slice.map(([handle, productId]) => ({ store_id: storeId, handle, product_id: productId })))
      .onConflict((oc) =>
        oc.columns(['store_id', 'handle']).doUpdateSet({ product_id: (eb) => eb.ref('excluded.product_id') }),
      )
      .execute(),
  );
}

interface Deps {
  db: Kysely<Database>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'error'>;
  pictureFolder: (storeId: string) => PictureFolder;
}

export function catalogueImportJobs({ db, storage, log, pictureFolder }: Deps): JobEntry[] {
  const fail = (importId: string, error: string, failures: CsvRowMessage[] = []) =>
    db
      .updateTable('catalogue_imports')
      .set({
        state: 'failed',
        error: error.slice(0, 2000),
        failures: JSON.stringify(failures.slice(0, 100)),
        csv: null,
        finished_at: new Date(),
      })
      .where('id', '=', importId)
      .where('state', 'in', ['queued', 'running'])
      .execute();

  const run = handleJob(RUN_CATALOGUE_IMPORT, async (job) => {
    const { importId } = job.payload;
    const row = await db.selectFrom('catalogue_imports').selectAll().where('id', '=', importId).executeTakeFirst();
    if (!row || row.csv === null || row.state === 'done' || row.state === 'failed') return 'ya terminada';
    await db
      .updateTable('catalogue_imports')
      .set({ state: 'running', started_at: new Date(), rows_done: 0 })
      .where('id', '=', importId)
      .execute();
    try {
      // Checked again against the store as it is now: it may have changed since the preview.
      const plan = await planCatalogueImport(db, row.store_id, row.csv, pictureFolder(row.store_id));
      if (plan.errors.length > 0) {
        await fail(importId, fileErrorsMessage(plan.errors), plan.errors);
        return 'con errores';
      }
      const { unusedImages } = await writeCatalogueImport(db, row.store_id, plan, {
        // A second worker that took the job while the first still writes waits here, then finds it done.
        begin: async (trx) => {
          await sql`select pg_advisory_xact_lock(hashtextextended(${importId}, 0))`.execute(trx);
          const now = await trx
            .selectFrom('catalogue_imports')
            .select('state')
            .where('id', '=', importId)
            .executeTakeFirst();
          if (now?.state !== 'running') throw new AlreadyEnded();
        },
        progress: progressWriter(db, importId, row.rows_total),
        beforeCommit: async (trx, result, written) => {
          await keepHandles(trx, row.store_id, written);
          await trx
            .updateTable('catalogue_imports')
            .set({
              state: 'done',
              rows_done: row.rows_total,
              created: result.created,
              updated: result.updated,
              pictures_to_fetch: result.picturesToFetch ?? null,
              csv: null,
              finished_at: new Date(),
            })
            .where('id', '=', importId)
            .execute();
        },
      });
      // The pictures' job was queued in the same transaction: the worker takes it next.
      await Promise.all(unusedImages.map((url) => deleteImage(storage, url, 'product')));
      return 'importada';
    } catch (error) {
      if (error instanceof AlreadyEnded) return 'ya terminada';
      if (error instanceof AppError) {
        await fail(importId, error.message);
        return 'rechazada';
      }
      log.error({ err: error, importId }, 'falló una importación de catálogo');
      await fail(importId, IMPORT_FAILED);
      return 'fallida';
    }
  });
  return [run];
}
