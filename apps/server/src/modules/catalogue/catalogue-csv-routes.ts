import { catalogueRoutes as routes, type CatalogueImportInput, CSV_MAX_BYTES } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { exportCatalogueCsv } from './catalogue-csv-export';
import { planCatalogueImport } from './catalogue-csv-import';
import { fileErrorsMessage } from './catalogue-import-job';
import { latestCatalogueImport, queueCatalogueImport } from './catalogue-import-queue';
import { importPictureFolder, importPicturesReport } from './import-pictures';
import { checkCsvText, decodeCsvFile } from './decode-csv-file';
import { previewOf } from './planned-product';
import { readUpload } from '../storage/read-upload';
import { importPhotoZip } from './import-photo-zip';
import { PHOTO_ZIP_MAX_BYTES, ZIP_TOO_LARGE } from './read-photo-zip';

/** "Exportar CSV" and "Importar CSV" on /admin/products (docs/product/catalogue.md, "Planilla CSV"). */
export function registerCatalogueCsvRoutes(app: ApiApp, { db, storage, jobs, config: settings }: AppContext): void {
  const pictureFolder = importPictureFolder(storage, settings.PUBLIC_URL);
  // The file travels in JSON, as base64 or text: room for a 2 MB file and its escapes.
  const bodyLimit = 3 * CSV_MAX_BYTES;
  /** The file's text: its bytes read in their encoding, or the text sent (docs/product/catalogue.md, "Codificación"). */
  const textOf = (body: CatalogueImportInput) =>
    body.file !== undefined ? decodeCsvFile(Buffer.from(body.file, 'base64')) : checkCsvText(body.csv ?? '');

  addRoute(app, routes.exportCsv, async (request, reply) => {
    const store = storeOf(request);
    const csv = await exportCatalogueCsv(db, store.id, settings.PUBLIC_URL);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="productos-${day}.csv"`)
      .send(csv);
  });

  addRoute(
    app,
    routes.previewImport,
    async (request) => {
      const storeId = storeOf(request).id;
      return previewOf(await planCatalogueImport(db, storeId, textOf(request.body), pictureFolder(storeId)));
    },
    { bodyLimit },
  );

  // Confirming checks the file as the preview did, then queues its job (docs/decisions/025-import-as-a-job.md): 202 and the import's state.
  addRoute(
    app,
    routes.import,
    async (request) => {
      const storeId = storeOf(request).id;
      const text = textOf(request.body);
      const plan = await planCatalogueImport(db, storeId, text, pictureFolder(storeId));
      if (plan.errors.length > 0) throw apiError('CSV_HAS_ERRORS', fileErrorsMessage(plan.errors), 'csv');
      const status = await queueCatalogueImport(db, storeId, text, plan);
      jobs.wake();
      return status;
    },
    { bodyLimit },
  );

  addRoute(app, routes.latestImport, async (request) => ({
    import: await latestCatalogueImport(db, storeOf(request).id),
  }));

  // "Subir fotos (ZIP)": photos named by URL identifier or SKU, matched and uploaded (docs/product/catalogue.md, "Fotos en un ZIP").
  addRoute(app, routes.importPhotos, async (request) => {
    const zip = await readUpload(request, {
      bytes: PHOTO_ZIP_MAX_BYTES,
      tooLargeCode: 'ZIP_TOO_LARGE',
      tooLarge: ZIP_TOO_LARGE,
      missing: 'Elige un ZIP con las fotos.',
    });
    return importPhotoZip(db, storage, storeOf(request).id, zip);
  });

  addRoute(app, routes.importPictures, (request) => importPicturesReport(db, storeOf(request).id));
}
