import { z } from 'zod';

/*
 * The merchant's own synonyms (docs/product/storefront.md, "Búsqueda"), a group a line: "remera, camiseta" makes
 * the words one another's synonyms, "calzado => zapatillas, botas" makes the left word find the right ones too. The
 * server reads them with apps/server/src/modules/search/synonym-rules.ts.
 */

/** The longest list a store may keep (the column's limit, migration 038). */
export const SEARCH_SYNONYMS_MAX = 4000;
/** The most groups (lines) a list may have. */
export const SYNONYM_LINES_MAX = 100;

/** The lines that say something: neither blank nor a comment ("# …"). */
export const synonymLines = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

export const searchSynonymsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value),
  z
    .string({ error: 'Los sinónimos deben ser texto, un grupo por línea' })
    .max(SEARCH_SYNONYMS_MAX, `Los sinónimos pueden tener hasta ${SEARCH_SYNONYMS_MAX} caracteres`)
    .refine(
      (text) => synonymLines(text).length <= SYNONYM_LINES_MAX,
      `Los sinónimos pueden tener hasta ${SYNONYM_LINES_MAX} líneas (un grupo por línea)`,
    ),
);
