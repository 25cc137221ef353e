import type { ImageKind } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../shared/app-error';
import { deleteImage } from './image-processing';
import type { Storage } from './storage';

/**
 * Every store may upload this much in any hour: enough to photograph a whole
 * catalogue in an afternoon, not enough to turn the server into someone's
 * image converter or fill its disk (docs/SECURITY.md).
 */
export const UPLOADS_PER_HOUR = 200;
export const UPLOAD_BYTES_PER_HOUR = 300 * 1024 * 1024;
/** An uploaded picture no product or store uses after this long is deleted. */
export const UNUSED_UPLOAD_HOURS = 24;

export const TOO_MANY_UPLOADS = 'Subiste muchas imágenes en la última hora. Espera un rato y vuelve a intentar.';

/** Refuses an upload (429) once the store's last hour holds its allowance of files or bytes. */
export async function admitUpload(db: Kysely<Database>, storeId: string, bytes: number): Promise<void> {
  const used = await db
    .selectFrom('uploads')
    .select([sql<number>`count(*)::integer`.as('files'), sql<number>`coalesce(sum(bytes), 0)::bigint`.as('bytes')])
    .where('store_id', '=', storeId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(used.files) + 1 > UPLOADS_PER_HOUR || Number(used.bytes) + bytes > UPLOAD_BYTES_PER_HOUR) {
    throw new AppError(429, 'TOO_MANY_UPLOADS', TOO_MANY_UPLOADS, 'file');
  }
}

export async function recordUpload(db: Kysely<Database>, upload: { storeId: string; url: string; kind: ImageKind; bytes: number }): Promise<void> {
  await db.insertInto('uploads').values({ store_id: upload.storeId, url: upload.url, kind: upload.kind, bytes: upload.bytes }).execute();
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
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_images as i')
            .select('i.id')
            .whereRef('i.url', '=', 'u.url')
            .union(selectFrom('stores as s').select('s.id').where((eb) => eb.or([eb('s.logo_url', '=', eb.ref('u.url')), eb('s.banner_url', '=', eb.ref('u.url'))]))),
        ),
      ),
    )
    .execute();
  for (const upload of unused) await deleteImage(storage, upload.url, upload.kind);
  await db.deleteFrom('uploads').where('created_at', '<', cutoff).execute();
  return unused.length;
}
