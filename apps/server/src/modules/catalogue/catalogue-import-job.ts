import type { CsvRowMessage } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../shared/app-error';
import { deleteImage } from '../storage/image-processing';
import type { Storage } from '../../shared/storage';
import { z } from 'zod';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { writeCatalogueImport } from './apply-catalogue-import';
import { planCatalogueImport } from './catalogue-csv-import';
import { AlreadyEnded, keepHandles, progressWriter } from './import-job-writes';
import type { PictureFolder } from './plan-import-pictures';

/*
 * "Importar CSV" once confirmed (docs/product/catalogue.md, "Planilla CSV";
 * docs/decisions/025-import-as-a-job.md): the file's text is kept in a
 * `catalogue_imports` row with the job that writes it, in one transaction;
 * the job writes it all or nothing in one transaction of chunks, records
 * the rows done between chunks, and marks the row done in the same
 * transaction as the writes, so a job taken again after a crash finds it
 * done or finds nothing written. The route keeps and queues the file
 * (catalogue-import-queue.ts).
 */

/** Three attempts: a file that fails three times will not pass on a fourth, and the owner is told it failed. */
export const RUN_CATALOGUE_IMPORT = defineJob({
  kind: 'catalogue.import',
  payload: z.object({ importId: z.uuid(), storeId: z.uuid() }),
  maxAttempts: 3,
});

export const IMPORT_FAILED = 'No se pudo importar el archivo y no se guardó nada. Intenta de nuevo.';

/** The message the merchant reads when the file has errors (the same words as the preview's). */
export function fileErrorsMessage(errors: CsvRowMessage[]): string {
  const count = errors.length === 1 ? 'un error' : `${errors.length} errores`;
  return `El archivo tiene ${count}; corrígelos y vuelve a importarlo. ${errors[0]?.message ?? ''}`.trim();
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
