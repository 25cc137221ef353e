import { createHash } from 'node:crypto';
import type { CatalogueImportStatus } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { enqueueJob } from '../jobs/job-queue';
import { RUN_CATALOGUE_IMPORT } from './catalogue-import-job';
import type { ImportPlan } from './planned-product';

// A confirmed import kept and queued, and its state for the products page (catalogue-import-job.ts runs it).

export const IMPORT_RUNNING =
  'Ya hay una importación en curso en tu tienda. Espera a que termine para importar otro archivo.';

type ImportRow = Selectable<Database['catalogue_imports']>;

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
