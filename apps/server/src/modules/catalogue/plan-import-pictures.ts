import { type CsvRowMessage, isStoreUpload, PRODUCT_IMAGES_MAX } from '@vidriera/core';
import type { SourceProduct } from './import-source';

/*
 * A file's pictures (docs/product/catalogue.md, "Fotos desde la planilla"):
 * the store's own uploads are kept as they are; web addresses (http, https)
 * are fetched after the import commits (fetch-import-pictures.ts); anything
 * else cannot be brought and is said so.
 */

export interface ProductPictures {
  own: string[];
  /** Web addresses to fetch, in the file's order, at most PRODUCT_IMAGES_MAX. */
  fetch: string[];
  /** Whether the file names pictures that cannot be brought (another store's, a path on someone's computer). */
  unusable: boolean;
  /** Whether the file names more pictures than a product holds. */
  tooMany: boolean;
}

export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

/** Where the store's own pictures are: their folder's address, and the site's address the export puts before it when that is a path. */
export interface PictureFolder {
  imagePrefix: string;
  publicUrl: string;
}

export function productPictures(source: SourceProduct, { imagePrefix, publicUrl }: PictureFolder): ProductPictures {
  // Our export writes our own disk's pictures on the site's address: read back, they are the store's own again.
  const addresses = source.images.map((url) =>
    imagePrefix.startsWith('/') && url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url,
  );
  const own = addresses.filter((url) => isStoreUpload(url, imagePrefix));
  const web = addresses.filter((url) => !own.includes(url) && isWebAddress(url));
  return {
    own,
    fetch: web.slice(0, PRODUCT_IMAGES_MAX),
    unusable: own.length + web.length < addresses.length,
    tooMany: own.length + web.length > PRODUCT_IMAGES_MAX,
  };
}

/** Rows gathered by what happens to their pictures, for the preview. */
export interface PictureRows {
  unusable: number[];
  fetched: number[];
  tooMany: number[];
}

const rowList = (rows: number[]) => (rows.length > 5 ? `${rows.slice(0, 5).join(', ')}…` : rows.join(', '));
const productCount = (rows: number[]) => (rows.length === 1 ? 'un producto' : `${rows.length} productos`);

export function pictureWarnings(rows: PictureRows): CsvRowMessage[] {
  const warnings: CsvRowMessage[] = [];
  const { unusable, fetched, tooMany } = rows;
  if (fetched.length > 0) {
    warnings.push({
      row: fetched[0] ?? 0,
      message: `Las imágenes de ${productCount(fetched)} se traen desde sus direcciones después de importar (filas ${rowList(fetched)}); al terminar verás cuáles llegaron.`,
    });
  }
  if (tooMany.length > 0) {
    warnings.push({
      row: tooMany[0] ?? 0,
      message: `${tooMany.length === 1 ? 'Un producto tiene' : `${tooMany.length} productos tienen`} más de ${PRODUCT_IMAGES_MAX} imágenes (filas ${rowList(tooMany)}): se importan las primeras ${PRODUCT_IMAGES_MAX}.`,
    });
  }
  if (unusable.length > 0) {
    warnings.push({
      row: unusable[0] ?? 0,
      message: `Las imágenes de ${productCount(unusable)} no son de tu tienda y no se importan (filas ${rowList(unusable)}): súbelas desde cada producto.`,
    });
  }
  return warnings;
}
