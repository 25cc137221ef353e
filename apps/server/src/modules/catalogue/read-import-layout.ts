import { invalid } from '../../shared/app-error';
import { columnIndex, type SourceFile } from './import-source';
import { isShopifyHeader, readShopifyLayout } from './layout-shopify';
import { isTiendanubeHeader, readTiendanubeLayout } from './layout-tiendanube';
import { readVidrieraLayout } from './layout-vidriera';
import { readCsvRecords } from './read-csv-records';

/** Reads an "Importar CSV" file in the layout its first row shows (docs/product/catalogue.md). */
export async function readImportLayout(
  text: string,
  isStoreAttribute: (title: string) => boolean,
): Promise<SourceFile & { rows: number }> {
  const records = await readCsvRecords(text);
  const header = records.shift();
  if (!header) throw invalid('csv', 'El archivo está vacío.');
  if (records.length === 0) throw invalid('csv', 'El archivo no tiene filas de productos debajo de los títulos.');
  const columns = columnIndex(header);
  const file = isTiendanubeHeader(columns)
    ? readTiendanubeLayout(header, records)
    : isShopifyHeader(columns)
      ? readShopifyLayout(header, records)
      : readVidrieraLayout(header, records, isStoreAttribute);
  return { ...file, rows: records.length };
}
