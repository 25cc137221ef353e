import { catalogueRoutes as routes, type CatalogueImportInput, CSV_MAX_BYTES } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { deleteImage } from '../storage/image-processing';
import { exportCatalogueCsv } from './catalogue-csv-export';
import { writeCatalogueImport } from './apply-catalogue-import';
import { planCatalogueImport } from './catalogue-csv-import';
import { importPicturesReport } from './import-pictures';
import { checkCsvText, decodeCsvFile } from './decode-csv-file';
import { previewOf } from './planned-product';

/** "Exportar CSV" and "Importar CSV" on /admin/products (docs/product/catalogue.md, "Planilla CSV"). */
export function registerCatalogueCsvRoutes(app: ApiApp, { db, storage, jobs, config: settings }: AppContext): void {
  const imagePrefix = (storeId: string) => storage.publicUrl(`stores/${storeId}/product/`);
  // The file travels in JSON, as base64 or text: room for a 2 MB file and its escapes.
  const bodyLimit = 3 * CSV_MAX_BYTES;
  /** The file's text: its bytes read in their encoding, or the text sent (docs/product/catalogue.md, "Codificación"). */
  const textOf = (body: CatalogueImportInput) => (body.file !== undefined ? decodeCsvFile(Buffer.from(body.file, 'base64')) : checkCsvText(body.csv ?? ''));

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
      return previewOf(await planCatalogueImport(db, storeId, textOf(request.body), { imagePrefix: imagePrefix(storeId), publicUrl: settings.PUBLIC_URL }));
    },
    { bodyLimit },
  );

  addRoute(
    app,
    routes.import,
    async (request) => {
      const storeId = storeOf(request).id;
      const plan = await planCatalogueImport(db, storeId, textOf(request.body), { imagePrefix: imagePrefix(storeId), publicUrl: settings.PUBLIC_URL });
      if (plan.errors.length > 0) {
        throw apiError('CSV_HAS_ERRORS', `El archivo tiene ${plan.errors.length === 1 ? 'un error' : `${plan.errors.length} errores`}; corrígelos y vuelve a importarlo. ${plan.errors[0]?.message ?? ''}`.trim(), 'csv');
      }
      const { unusedImages, ...result } = await writeCatalogueImport(db, storeId, plan);
      await Promise.all(unusedImages.map((url) => deleteImage(storage, url, 'product')));
      if (result.picturesToFetch) jobs.wake();
      return result;
    },
    { bodyLimit },
  );

  addRoute(app, routes.importPictures, (request) => importPicturesReport(db, storeOf(request).id));
}
