import { type CatalogueImportInput, catalogueImportPreviewSchema, catalogueImportSchema, catalogueImportStatusSchema, CSV_MAX_BYTES, importPicturesReportSchema, latestCatalogueImportSchema, photoZipResultSchema } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { AppError } from '../../shared/app-error';
import { storeOf } from '../auth/access';
import { exportCatalogueCsv } from './catalogue-csv-export';
import { planCatalogueImport } from './catalogue-csv-import';
import { fileErrorsMessage, latestCatalogueImport, queueCatalogueImport } from './catalogue-import-job';
import { importPicturesReport } from './import-pictures';
import { checkCsvText, decodeCsvFile } from './decode-csv-file';
import { previewOf } from './planned-product';
import type { Storage } from '../storage/storage';
import { readUpload } from '../storage/read-upload';
import { importPhotoZip } from './import-photo-zip';
import { PHOTO_ZIP_MAX_BYTES, ZIP_TOO_LARGE } from './read-photo-zip';

/** "Exportar CSV" and "Importar CSV" on /admin/products (docs/product/catalogue.md, "Planilla CSV"). */
export function registerCatalogueCsvRoutes(app: ApiApp, { db, storage, jobs, config: settings }: AppContext): void {
  const config = { access: 'owner' as const };
  const pictureFolder = importPictureFolder(storage, settings.PUBLIC_URL);
  // The file travels in JSON, as base64 or text: room for a 2 MB file and its escapes.
  const bodyLimit = 3 * CSV_MAX_BYTES;
  /** The file's text: its bytes read in their encoding, or the text sent (docs/product/catalogue.md, "Codificación"). */
  const textOf = (body: CatalogueImportInput) => (body.file !== undefined ? decodeCsvFile(Buffer.from(body.file, 'base64')) : checkCsvText(body.csv ?? ''));

  app.get('/api/catalogue/products/export.csv', { config }, async (request, reply) => {
    const store = storeOf(request);
    const csv = await exportCatalogueCsv(db, store.id, settings.PUBLIC_URL);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="productos-${day}.csv"`)
      .send(csv);
  });

  app.post(
    '/api/catalogue/products/import/preview',
    { config, bodyLimit, schema: { body: catalogueImportSchema, response: { 200: catalogueImportPreviewSchema } } },
    async (request) => {
      const storeId = storeOf(request).id;
      return previewOf(await planCatalogueImport(db, storeId, textOf(request.body), pictureFolder(storeId)));
    },
  );

  // Confirming checks the file as the preview did, then queues its job (docs/decisions/025-import-as-a-job.md): 202 and the import's state.
  app.post(
    '/api/catalogue/products/import',
    { config, bodyLimit, schema: { body: catalogueImportSchema, response: { 202: catalogueImportStatusSchema } } },
    async (request, reply) => {
      const storeId = storeOf(request).id;
      const text = textOf(request.body);
      const plan = await planCatalogueImport(db, storeId, text, pictureFolder(storeId));
      if (plan.errors.length > 0) throw new AppError(422, 'CSV_HAS_ERRORS', fileErrorsMessage(plan.errors), 'csv');
      const status = await queueCatalogueImport(db, storeId, text, plan);
      jobs.wake();
      return reply.code(202).send(status);
    },
  );

  app.get('/api/catalogue/products/import/latest', { config, schema: { response: { 200: latestCatalogueImportSchema } } }, async (request) => ({
    import: await latestCatalogueImport(db, storeOf(request).id),
  }));

  // "Subir fotos (ZIP)": photos named by URL identifier or SKU, matched and uploaded (docs/product/catalogue.md, "Fotos en un ZIP").
  app.post('/api/catalogue/products/import/photos', { config, schema: { response: { 200: photoZipResultSchema } } }, async (request) => {
    const zip = await readUpload(request, { bytes: PHOTO_ZIP_MAX_BYTES, tooLargeCode: 'ZIP_TOO_LARGE', tooLarge: ZIP_TOO_LARGE, missing: 'Elige un ZIP con las fotos.' });
    return importPhotoZip(db, storage, storeOf(request).id, zip);
  });

  app.get('/api/catalogue/products/import/pictures', { config, schema: { response: { 200: importPicturesReportSchema } } }, (request) =>
    importPicturesReport(db, storeOf(request).id),
  );
}

/** Where an import's picture addresses of our own store point (plan-import-pictures.ts). */
export const importPictureFolder = (storage: Storage, publicUrl: string) => (storeId: string) => ({
  imagePrefix: storage.publicUrl(`stores/${storeId}/product/`),
  publicUrl,
});
