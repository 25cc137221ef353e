import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './storefront';
import { cents, id } from '../shared/common-contracts';

/** Suggestions while typing in the store's search box (docs/product/storefront.md, "Búsqueda"). */

export const SUGGESTED_PRODUCTS_MAX = 6;
export const SUGGESTED_CATEGORIES_MAX = 4;

export const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe qué buscas' })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, 'Escribe qué buscas')
        .max(SEARCH_QUERY_MAX, `Escribe hasta ${SEARCH_QUERY_MAX} caracteres para buscar`),
    )
    .describe('Lo escrito hasta ahora: la última palabra cuenta como comienzo de palabra ("rem" encuentra "Remera")'),
});

export const suggestionsSchema = z
  .object({
    products: z
      .array(
        z.object({
          id,
          slug: z.string().describe('Segmento de la dirección del producto: nombre y id'),
          name: z.string(),
          image: z.string().nullable().describe('Base de la imagen: agregar -320.webp, -640.webp o -1024.webp'),
          priceCents: cents,
          minPriceCents: cents.describe('Precio de la variante más barata a la venta'),
        }),
      )
      .max(SUGGESTED_PRODUCTS_MAX)
      .describe('Los productos que mejor coinciden, los que tienen stock primero'),
    categories: z
      .array(z.object({ id, name: z.string() }))
      .max(SUGGESTED_CATEGORIES_MAX)
      .describe('Categorías cuyo nombre empieza con las palabras escritas'),
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.output<typeof suggestionsSchema>;
