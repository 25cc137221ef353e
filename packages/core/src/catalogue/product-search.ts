import { z } from 'zod';

/**
 * The owner's product list (docs/product/catalogue.md, "Buscar productos"): one category or all, and words to search
 * with the store's engine (inactive products too), or a SKU or barcode or its beginning, those first.
 */
export const productListQuerySchema = z.object({
  category: z.preprocess(
    (v) => (v === 'all' || v === '' ? undefined : v),
    z.uuid({ error: 'Categoría inválida' }).optional(),
  ),
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: 'Búsqueda inválida' }).max(100, 'La búsqueda puede tener hasta 100 caracteres').optional(),
  ),
});

/** How far back the owner's search statistics look (docs/product/storefront.md, "Búsqueda"). */
export const SEARCH_STATISTICS_DAYS = 30;
/** The most queries each list shows. */
export const SEARCH_STATISTICS_ROWS = 20;

const searchedQuery = z.object({
  query: z.string().describe('Lo que buscaron, en minúsculas y sin espacios de más'),
  searches: z.number().int().describe('Cuántas veces lo buscaron en el período'),
  results: z.number().int().describe('Cuántos productos encontró la última vez'),
});
export type SearchedQuery = z.output<typeof searchedQuery>;

/** What shoppers searched in the store's last days: the most frequent, and those that found nothing. */
export const searchStatisticsSchema = z
  .object({
    days: z.number().int(),
    frequent: z.array(searchedQuery),
    nothingFound: z.array(searchedQuery),
  })
  .meta({ id: 'SearchStatistics' });
export type SearchStatistics = z.output<typeof searchStatisticsSchema>;
