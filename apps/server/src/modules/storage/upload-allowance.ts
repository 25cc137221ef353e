import type { ImageKind } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { apiError } from '../../shared/app-error';
import { deleteImage } from './image-processing';
import type { Storage } from '../../shared/storage';

/**
 * Every store may upload this much in any hour: enough to photograph a whole
 * catalogue in an afternoon, not enough to turn the server into someone's
 * image converter or fill its disk (docs/SECURITY.md).
 */
export const UPLOADS_PER_HOUR = 200;
export const UPLOAD_BYTES_PER_HOUR = 300 * 1024 * 1024;
/** An uploaded picture no product or store uses after this long is deleted. */
export const UNUSED_UPLOAD_HOURS = 24;

/**
 * Takes one upload of `bytes` from the store's hourly allowance, or refuses it
 * (429) once the last hour holds its allowance of files or bytes. The slot is
 * an `uploads` row without its address yet, counted and inserted under a
 * lock on the store's allowance: concurrent uploads queue for that moment
 * only, so two of them can never both take the last slot. Returns the slot.
 */
export async function reserveUpload(
  db: Kysely<Database>,
  storeId: string,
  kind: ImageKind,
  bytes: number,
): Promise<string> {
  const slot = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${storeId}`}, 0))`.execute(trx);
    // A statement after the lock reads every slot committed before it.
    const row = await trx
      .insertInto('uploads')
      .columns(['store_id', 'url', 'kind', 'bytes'])
      .expression(
        trx
          .selectFrom('uploads')
          .select([
            sql<string>`${storeId}::uuid`.as('store_id'),
            sql<string>`''`.as('url'),
            sql<ImageKind>`${kind}::text`.as('kind'),
            sql<number>`${bytes}::integer`.as('bytes'),
          ])
          .where('store_id', '=', storeId)
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .having(
            sql<boolean>`count(*) + 1 <= ${UPLOADS_PER_HOUR} and coalesce(sum(bytes), 0) + ${bytes} <= ${UPLOAD_BYTES_PER_HOUR}`,
          ),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  });
  if (!slot) throw apiError('TOO_MANY_UPLOADS', undefined, 'file');
  return slot;
}

/** The stored picture's address, on the slot reserveUpload took for it. */
export async function recordUpload(db: Kysely<Database>, slot: string, url: string): Promise<void> {
  await db.updateTable('uploads').set({ url }).where('id', '=', slot).execute();
}

/** Gives the slot back when the picture could not be stored. */
export async function releaseUpload(db: Kysely<Database>, slot: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', slot).execute();
}

/**
 * Deletes the files of uploads older than UNUSED_UPLOAD_HOURS that no
 * product picture, logo or banner points at (a product form left unsaved),
 * and forgets every upload that old. Returns how many files were deleted.
 */
export async function deleteUnusedUploads(db: Kysely<Database>, storage: Storage): Promise<number> {
  const cutoff = sql<Date>`now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS}::integer)`;
  const unused = await db
    .selectFrom('uploads as u')
    .select(['u.url', 'u.kind'])
    .where('u.created_at', '<', cutoff)
    // A slot whose picture never arrived (the server stopped meanwhile) has no file.
    .where('u.url', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_images as i')
            .select('i.id')
            .whereRef('i.url', '=', 'u.url')
            .union(
              selectFrom('stores as s')
                .select('s.id')
                .where((eb) =>
                  eb.or([eb('s.logo_url', '=', eb.ref('u.url')), eb('s.banner_url', '=', eb.ref('u.url'))]),
                ),
            ),
        ),
      ),
    )
    .execute();
  for (const upload of unused) await deleteImage(storage, upload.url, upload.kind);
  await db.deleteFrom('uploads').where('created_at', '<', cutoff).execute();
  return unused.length;
}
