import type { CatalogueImportPreview, CatalogueImportResult, ImportPicturesReport } from '@vidriera/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

/** "Exportar CSV": the server answers the file as a download (docs/product/catalogue.md, "Planilla CSV"). */
export const CATALOGUE_EXPORT_URL = '/api/catalogue/products/export.csv';

/**
 * What the file would create and update, and every row error; nothing is
 * written. `file` is its bytes in base64 (lib/file-base64.ts): the server
 * tells UTF-8 from Windows-1252, what Excel in Spanish saves.
 */
export const previewCatalogueImport = (file: string) => api.post<CatalogueImportPreview>('/api/catalogue/products/import/preview', { file });

/** Writes the file all or nothing. */
export const importCatalogue = (file: string) => api.post<CatalogueImportResult>('/api/catalogue/products/import', { file });

/** How the pictures the latest import named by address are doing: pending, brought, and each failure by row. */
export const importPicturesQueryOptions = queryOptions({
  queryKey: [...catalogueKeys.all, 'import-pictures'] as const,
  queryFn: ({ signal }) => api.get<ImportPicturesReport>('/api/catalogue/products/import/pictures', { signal }),
  // While pictures are on their way, the report is read again every few seconds.
  refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 3000 : false),
});

export function useImportPictures() {
  return useQuery(importPicturesQueryOptions);
}
