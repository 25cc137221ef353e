import type { CatalogueImportPreview, CatalogueImportResult } from '@vidriera/core';
import { api } from '@/lib/api-client';

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
