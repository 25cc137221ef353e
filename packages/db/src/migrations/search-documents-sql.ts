/**
 * Each product's searchable texts: its name and description, its categories with every one above them, and its
 * details (brand, tags, its active variants' values with their attributes' names, "mujer" or "hombre"), for the
 * products `where` picks. refresh_product_search and the big seed (seed/big-seed-search.ts) read them alike.
 */
export const productTexts = (where: string) => `
SELECT p.id, p.store_id, p.name, p.description, coalesce(c.names, '') AS categories,
  p.brand || ' ' || array_to_string(p.tags, ' ') || ' ' || coalesce(a.names, '') || ' '
    || CASE p.gender WHEN 'female' THEN 'mujer' WHEN 'male' THEN 'hombre' ELSE '' END AS details
FROM products p
LEFT JOIN LATERAL (
  WITH RECURSIVE up (id, parent_id, name) AS (
    SELECT c.id, c.parent_id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE pc.product_id = p.id
    UNION
    SELECT c.id, c.parent_id, c.name FROM up JOIN categories c ON c.id = up.parent_id
  ) SELECT string_agg(name, ' ') AS names FROM up
) c ON true
LEFT JOIN LATERAL (
  SELECT string_agg(x.value || ' ' || x.display_name, ' ') AS names FROM (
    SELECT DISTINCT coalesce(av.display_value, vv.text_value, vv.number_value::text, '') AS value, a.display_name
    FROM product_variants v
    JOIN variant_values vv ON vv.variant_id = v.id
    JOIN attributes a ON a.id = vv.attribute_id
    LEFT JOIN attribute_values av ON av.id = vv.attribute_value_id
    WHERE v.product_id = p.id AND v.is_active
  ) x
) a ON true
WHERE ${where}`;

/**
 * What a product is found by (migration 038; docs/product/storefront.md, "Búsqueda"), kept by PostgreSQL itself
 * whatever writes the catalogue (the admin, the import, the demo):
 *
 * - `head_terms`: the name's first word (the kind of product: "Camisa" de jean, "Jean" mom) and the names of its
 *   categories and every category above them;
 * - `name_terms`: every word of the name;
 * - `detail_terms`: brand, tags, the attribute values (and attribute names) of its active variants, and "mujer" or
 *   "hombre" when the product is made for one;
 * - `body_terms`: the description.
 *
 * `refresh_product_search(ids)` rewrites those products' rows and adds their terms to their store's `search_words`,
 * each with the first word seen for it (shown in "¿Quisiste decir…?"), marked when only descriptions have it. Triggers call it once per statement for the products a statement touched: a
 * product's texts, its categories, its variants (added, removed, put on or off sale), their values, a category's
 * name or place, an attribute's or value's name. Stock and prices move no search row.
 */
export const SEARCH_DOCUMENTS = `
  CREATE FUNCTION refresh_product_search(ids uuid[]) RETURNS void LANGUAGE sql AS $$
    WITH texts AS (
      ${productTexts('p.id = ANY(ids)')}
    ), saved AS (
      INSERT INTO product_search AS ps (product_id, store_id, head_terms, name_terms, detail_terms, body_terms)
      SELECT t.id, t.store_id, array_to_tsvector(n.stems[1:1] || search_stems(t.categories)),
        array_to_tsvector(n.stems), array_to_tsvector(search_stems(t.details)),
        array_to_tsvector(search_stems(t.description))
      FROM texts t CROSS JOIN LATERAL (SELECT search_stems(t.name) AS stems) n
      ON CONFLICT (product_id) DO UPDATE SET head_terms = excluded.head_terms, name_terms = excluded.name_terms,
        detail_terms = excluded.detail_terms, body_terms = excluded.body_terms
      RETURNING 1
    )
    INSERT INTO search_words (store_id, word, shown, in_description_only)
    SELECT DISTINCT ON (t.store_id, w.stem) t.store_id, w.stem, w.word, w.from_description
    FROM texts t
    CROSS JOIN LATERAL (
      SELECT word, stem, false AS from_description FROM search_words_of(t.name || ' ' || t.categories || ' ' || t.details)
      UNION ALL
      SELECT word, stem, true FROM search_words_of(t.description)
    ) w
    WHERE char_length(w.word) <= 100
    ORDER BY t.store_id, w.stem, w.from_description, w.word
    ON CONFLICT (store_id, word) DO UPDATE SET in_description_only = false
      WHERE search_words.in_description_only AND NOT excluded.in_description_only;
  $$;

  CREATE FUNCTION product_search_on_products() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_product_search(array(SELECT id FROM new_rows));
    ELSE
      PERFORM refresh_product_search(array(
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.description, n.tags, n.brand) IS DISTINCT FROM (o.name, o.description, o.tags, o.brand)));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();
  CREATE TRIGGER product_search_update AFTER UPDATE ON products
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_products();

  -- Rows that name their product: its categories and its variants.
  CREATE FUNCTION product_search_on_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_product_search(array(SELECT DISTINCT product_id FROM new_rows));
    ELSE
      PERFORM refresh_product_search(array(SELECT DISTINCT product_id FROM old_rows));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_insert AFTER INSERT ON product_categories
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_product_rows();
  CREATE TRIGGER product_search_delete AFTER DELETE ON product_categories
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_product_rows();
  CREATE TRIGGER product_search_insert AFTER INSERT ON product_variants
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_product_rows();
  CREATE TRIGGER product_search_delete AFTER DELETE ON product_variants
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_product_rows();

  -- A variant put on or off sale: only then, so orders moving stock never reach the search.
  CREATE FUNCTION product_search_on_variant_sale() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_product_search(ARRAY[NEW.product_id]);
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_variant_sale AFTER UPDATE OF is_active ON product_variants
    FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION product_search_on_variant_sale();

  CREATE FUNCTION product_search_on_variant_values() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM refresh_product_search(array(
        SELECT DISTINCT v.product_id FROM product_variants v WHERE v.id IN (SELECT variant_id FROM new_rows)));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      PERFORM refresh_product_search(array(
        SELECT DISTINCT v.product_id FROM product_variants v WHERE v.id IN (SELECT variant_id FROM old_rows)));
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_insert AFTER INSERT ON variant_values
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_variant_values();
  CREATE TRIGGER product_search_update AFTER UPDATE ON variant_values
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_variant_values();
  CREATE TRIGGER product_search_delete AFTER DELETE ON variant_values
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_variant_values();

  -- A category renamed or moved: its products and those of every category under it.
  CREATE FUNCTION product_search_on_categories() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_product_search(array(
      WITH RECURSIVE down (id) AS (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.parent_id) IS DISTINCT FROM (o.name, o.parent_id)
        UNION
        SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
      ) SELECT DISTINCT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM down)));
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_update AFTER UPDATE ON categories
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_categories();

  -- An attribute's or a value's name changed: the products whose variants carry it.
  CREATE FUNCTION product_search_on_attributes() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_product_search(array(
      SELECT DISTINCT v.product_id FROM variant_values vv JOIN product_variants v ON v.id = vv.variant_id
      WHERE vv.attribute_id IN (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.display_name IS DISTINCT FROM o.display_name)));
    RETURN NULL;
  END $$;
  CREATE FUNCTION product_search_on_attribute_values() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_product_search(array(
      SELECT DISTINCT v.product_id FROM variant_values vv JOIN product_variants v ON v.id = vv.variant_id
      WHERE vv.attribute_value_id IN (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.display_value IS DISTINCT FROM o.display_value)));
    RETURN NULL;
  END $$;
  CREATE TRIGGER product_search_update AFTER UPDATE ON attributes
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_attributes();
  CREATE TRIGGER product_search_update AFTER UPDATE ON attribute_values
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_attribute_values();
`;
