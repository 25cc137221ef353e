import type { CatalogueImportPreview, CatalogueImportResult } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** "Exportar CSV": the server answers the file as a download (docs/product/catalogue.md, "Planilla CSV"). */
export const CATALOGUE_EXPORT_URL = '/api/catalogue/products/export.csv';

/** What the file would create and update, and every row error; nothing is written. */
export const previewCatalogueImport = (csv: string) => api.post<CatalogueImportPreview>('/api/catalogue/products/import/preview', { csv });

/** Writes the file all or nothing. */
export const importCatalogue = (csv: string) => api.post<CatalogueImportResult>('/api/catalogue/products/import', { csv });
