/**
 * The search terms of the big seed's products: what `refresh_product_search(ids)` (migrations/search-documents-sql.ts)
 * writes, with each distinct text stemmed once instead of once a product. The seed's products repeat a few names,
 * one description, five categories and a few sets of colours and sizes, so a batch of 25,000 products has a few
 * thousand distinct texts: the function itself spends about 2 ms a product here, most of it stemming the same
 * words again. The texts are the function's; the terms are sets (array_to_tsvector keeps no positions), so a
 * product's terms are its texts' stems put together, and a text's words are those of its parts (the function
 * joins the parts with spaces). big-seed.test.ts checks both write the same rows.
 */
import { productTexts } from '../migrations/search-documents-sql';

export const bigSearchStatement = (productIds: string) => `
  WITH texts AS MATERIALIZED (
    ${productTexts(`p.id IN (${productIds})`)}
  ), parts AS MATERIALIZED (
    SELECT DISTINCT store_id, name AS t, false AS from_description FROM texts
    UNION SELECT DISTINCT store_id, categories, false FROM texts
    UNION SELECT DISTINCT store_id, details, false FROM texts
    UNION SELECT DISTINCT store_id, description, true FROM texts
  ), distinct_texts AS MATERIALIZED (
    SELECT DISTINCT t FROM parts
  ), stems AS MATERIALIZED (
    SELECT t, search_stems(t) AS stems FROM distinct_texts
  ), words AS MATERIALIZED (
    SELECT d.t, w.word, w.stem FROM distinct_texts d CROSS JOIN LATERAL search_words_of(d.t) w
  ), saved AS (
    INSERT INTO product_search AS ps (product_id, store_id, head_terms, name_terms, detail_terms, body_terms)
    SELECT t.id, t.store_id, array_to_tsvector(n.stems[1:1] || c.stems), array_to_tsvector(n.stems),
      array_to_tsvector(d.stems), array_to_tsvector(b.stems)
    FROM texts t JOIN stems n ON n.t = t.name JOIN stems c ON c.t = t.categories JOIN stems d ON d.t = t.details
      JOIN stems b ON b.t = t.description
    ON CONFLICT (product_id) DO UPDATE SET head_terms = excluded.head_terms, name_terms = excluded.name_terms,
      detail_terms = excluded.detail_terms, body_terms = excluded.body_terms
    RETURNING 1
  )
  INSERT INTO search_words (store_id, word, shown, in_description_only)
  SELECT DISTINCT ON (u.store_id, w.stem) u.store_id, w.stem, w.word, u.from_description
  FROM parts u JOIN words w ON w.t = u.t
  WHERE char_length(w.word) <= 100
  ORDER BY u.store_id, w.stem, u.from_description, w.word
  ON CONFLICT (store_id, word) DO UPDATE SET in_description_only = false
    WHERE search_words.in_description_only AND NOT excluded.in_description_only`;
