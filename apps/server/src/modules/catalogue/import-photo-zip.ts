import { PRODUCT_IMAGES_MAX, type PhotoZipResult } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../shared/app-error';
import { contentPrefix, deleteImage, isUploadOf } from '../storage/image-processing';
import type { Storage } from '../../shared/storage';
import { storeReservedImage } from '../storage/store-upload';
import { releaseUpload, reserveUpload } from '../storage/upload-allowance';
import { lockVariantsUpFront } from '../stock/stock-moves';
import { type PhotoMatch, photoMatcher } from './match-zip-photos';
import { readPhotoZip, type ZipPhoto } from './read-photo-zip';
import { lockStoreProducts } from './product-rows';

/*
 * "Subir fotos (ZIP)" (docs/product/catalogue.md, "Fotos en un ZIP"): each
 * photo of the ZIP named by a product's URL identifier or a variant's SKU
 * goes through the upload pipeline (sharp, the store's storage, the hourly
 * allowance, one slot reserved atomically per photo) and is added to its
 * product, and to its variant when a SKU named it. A photo its product
 * already has (the same bytes: contentPrefix in image-processing.ts) is not
 * added again, so a ZIP uploaded twice adds nothing the second time. A ZIP refused whole, a
 * damaged entry, a spent allowance or a failed write saves nothing: the
 * photos stored so far are deleted and their slots given back.
 */

interface Stored {
  match: PhotoMatch;
  url: string;
  slot: string;
}

/** A photo its product already has, named by a SKU: the variant is given the product's picture, no file is stored. */
interface Reused {
  match: PhotoMatch & { variantId: string };
  url: string;
}

const FULL = `el producto ya tiene ${PRODUCT_IMAGES_MAX} fotos.`;
const ALREADY_THERE = 'el producto ya tiene esta foto.';
const NOT_AN_IMAGE = 'no es una imagen válida (JPG, PNG o WebP de hasta 5 MB y 40 megapíxeles).';

async function catalogueOf(db: Kysely<Database>, storeId: string) {
  const [products, variants, pictures, handles] = await Promise.all([
    db.selectFrom('products').select(['id', 'name']).where('store_id', '=', storeId).execute(),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id as productId', 'sku'])
      .where('store_id', '=', storeId)
      .execute(),
    db.selectFrom('product_images').select(['product_id', 'url']).where('store_id', '=', storeId).execute(),
    db
      .selectFrom('product_handles')
      .select(['handle', 'product_id as productId'])
      .where('store_id', '=', storeId)
      .execute(),
  ]);
  const pictureUrls = new Map<string, string[]>();
  for (const p of pictures) pictureUrls.set(p.product_id, [...(pictureUrls.get(p.product_id) ?? []), p.url]);
  return { products, variants, handles, pictureUrls };
}

/** Adds the stored photos to their products and variants, in one transaction under the products' locks; resolves to those that found their product full. */
async function attach(db: Kysely<Database>, storeId: string, stored: Stored[], reused: Reused[]): Promise<Stored[]> {
  if (stored.length === 0 && reused.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set([...stored, ...reused].map((s) => s.match.productId))];
    await lockStoreProducts(trx, storeId, ids);
    // Pictures are added to variants one by one below; their locks are taken now, in an order's order.
    await lockVariantsUpFront(trx, { productIds: ids });
    const current = await trx
      .selectFrom('product_images')
      .select(['product_id', 'position'])
      .where('store_id', '=', storeId)
      .where('product_id', 'in', ids)
      .execute();
    const positions = new Map<string, number[]>();
    for (const row of current) positions.set(row.product_id, [...(positions.get(row.product_id) ?? []), row.position]);
    const full: Stored[] = [];
    for (const s of stored) {
      const taken = positions.get(s.match.productId) ?? [];
      if (taken.length >= PRODUCT_IMAGES_MAX) {
        full.push(s);
        continue;
      }
      const position = Math.max(-1, ...taken) + 1;
      positions.set(s.match.productId, [...taken, position]);
      await trx
        .insertInto('product_images')
        .values({ store_id: storeId, product_id: s.match.productId, position, url: s.url })
        .execute();
      if (s.match.variantId) {
        await trx
          .updateTable('product_variants')
          .set({ images: sql`images || jsonb_build_array(${s.url}::text)` })
          .where('store_id', '=', storeId)
          .where('id', '=', s.match.variantId)
          .where(sql<boolean>`jsonb_array_length(images) < ${PRODUCT_IMAGES_MAX}::integer`)
          .execute();
      }
    }
    for (const r of reused) {
      if (full.some((s) => s.url === r.url)) continue;
      await trx
        .updateTable('product_variants')
        .set({ images: sql`images || jsonb_build_array(${r.url}::text)` })
        .where('store_id', '=', storeId)
        .where('id', '=', r.match.variantId)
        .where(
          sql<boolean>`not images ? ${r.url}::text and jsonb_array_length(images) < ${PRODUCT_IMAGES_MAX}::integer`,
        )
        .execute();
    }
    return full;
  });
}

export async function importPhotoZip(
  db: Kysely<Database>,
  storage: Storage,
  storeId: string,
  buffer: Buffer,
): Promise<PhotoZipResult> {
  const zip = await readPhotoZip(buffer);
  const stored: Stored[] = [];
  const forget = async (list: Stored[]) => {
    await Promise.all(list.map((s) => deleteImage(storage, s.url, 'product')));
    await Promise.all(list.map((s) => releaseUpload(db, s.slot)));
  };
  try {
    const catalogue = await catalogueOf(db, storeId);
    const matchOf = photoMatcher(catalogue);
    const unmatched = zip.skipped.map(({ name, reason }) => ({ file: name, reason: `${name}: ${reason}` }));
    const planned: { photo: ZipPhoto; match: PhotoMatch }[] = [];
    for (const photo of zip.photos) {
      const result = matchOf(photo.name);
      if ('reason' in result) unmatched.push({ file: photo.name, reason: `${photo.name}: ${result.reason}` });
      else planned.push({ photo, match: result.match });
    }
    // Each product's photos in their order ("-2", "-3"), its own before its variants'.
    const ownFirst = (m: PhotoMatch) => (m.variantId ? 1 : 0);
    planned.sort(
      (a, b) =>
        a.match.productId.localeCompare(b.match.productId) ||
        ownFirst(a.match) - ownFirst(b.match) ||
        a.match.order - b.match.order ||
        a.photo.name.localeCompare(b.photo.name),
    );
    const room = new Map(
      catalogue.products.map((p) => [p.id, PRODUCT_IMAGES_MAX - (catalogue.pictureUrls.get(p.id)?.length ?? 0)]),
    );
    const reused: Reused[] = [];
    for (const { photo, match } of planned) {
      const body = await photo.read();
      // The same picture on the same product is there once, whether it came before or earlier in this ZIP.
      const prefix = contentPrefix(body);
      const known = [
        ...(catalogue.pictureUrls.get(match.productId) ?? []),
        ...stored.filter((s) => s.match.productId === match.productId).map((s) => s.url),
      ];
      const same = known.find((url) => isUploadOf(url, prefix));
      if (same) {
        if (match.variantId) reused.push({ match: { ...match, variantId: match.variantId }, url: same });
        unmatched.push({ file: photo.name, reason: `${photo.name}: ${ALREADY_THERE}` });
        continue;
      }
      const left = room.get(match.productId) ?? 0;
      if (left <= 0) {
        unmatched.push({ file: photo.name, reason: `${photo.name}: ${FULL}` });
        continue;
      }
      const slot = await reserveUpload(db, storeId, 'product', body.length);
      let url: string;
      try {
        url = await storeReservedImage({ db, storage }, slot, body, 'product', storeId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        unmatched.push({ file: photo.name, reason: `${photo.name}: ${NOT_AN_IMAGE}` });
        continue;
      }
      stored.push({ match, url, slot });
      room.set(match.productId, left - 1);
    }
    const full = await attach(db, storeId, stored, reused);
    await forget(full);
    for (const s of full) unmatched.push({ file: s.match.name, reason: `${s.match.name}: ${FULL}` });
    const names = new Map(catalogue.products.map((p) => [p.id, p.name]));
    const skus = new Map(catalogue.variants.map((v) => [v.id, v.sku]));
    const attached = stored.filter((s) => !full.includes(s));
    return {
      saved: attached.length,
      matched: attached.map((s) => ({
        file: s.match.name,
        product: names.get(s.match.productId) ?? '',
        variant: s.match.variantId ? (skus.get(s.match.variantId) ?? null) : null,
      })),
      unmatched,
    };
  } catch (error) {
    await forget(stored);
    throw error;
  } finally {
    zip.close();
  }
}
