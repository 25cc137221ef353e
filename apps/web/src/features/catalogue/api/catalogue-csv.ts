import { type CatalogueImportStatus, catalogueRoutes } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/call-route';
import { catalogueKeys } from './query-keys';

/** "Exportar CSV": the server answers the file as a download (docs/product/catalogue.md, "Planilla CSV"). */
export const CATALOGUE_EXPORT_URL = catalogueRoutes.exportCsv.path;

/**
 * What the file would create and update, and every row error; nothing is
 * written. `file` is its bytes in base64 (lib/file-base64.ts): the server
 * tells UTF-8 from Windows-1252, what Excel in Spanish saves.
 */
export const previewCatalogueImport = (file: string) => callRoute(catalogueRoutes.previewImport, { body: { file } });

/** Queues the file's import (a job writes it all or nothing); answers the import, queued. */
export const importCatalogue = (file: string) => callRoute(catalogueRoutes.import, { body: { file } });

/** The store's latest import: read every second while it is queued or running, so the page shows its progress. */
export const latestImportQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.all, 'import-latest'] as const,
  queryFn: ({ signal }) => callRoute(catalogueRoutes.latestImport, { signal }),
  refetchInterval: (query) => (isUnderWay(query.state.data?.import) ? 1000 : false),
});

export const isUnderWay = (status: CatalogueImportStatus | null | undefined) =>
  status?.state === 'queued' || status?.state === 'running';

export function useLatestImport() {
  return useQuery(latestImportQueryOptions);
}

/** How the pictures the latest import named by address are doing: pending, brought, and each failure by row. */
export const importPicturesQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.all, 'import-pictures'] as const,
  queryFn: ({ signal }) => callRoute(catalogueRoutes.importPictures, { signal }),
  // While pictures are on their way, the report is read again every few seconds.
  refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 3000 : false),
});

export function useImportPictures() {
  return useQuery(importPicturesQueryOptions);
}

/** "Subir fotos (ZIP)": photos named by URL identifier or SKU, added to their products (docs/product/catalogue.md, "Fotos en un ZIP"). */
export function uploadPhotoZip(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callRoute(catalogueRoutes.importPhotos, { body: form });
}
