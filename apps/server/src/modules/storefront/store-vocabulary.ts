import { CATALOGUE_PARAMS, filterKey } from '@vidriera/core';

/** An attribute keyed like one of the address's own parameters cannot be filtered by (catalogue-filters.ts). */
const RESERVED = new Set<string>([...Object.values(CATALOGUE_PARAMS), 'variante']);
import { type Database, PREPARED } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { type StoreWordColumns, storeWordColumns } from '../search/query-analysis';

/**
 * What a store's filters can name (docs/product/storefront.md, "Filtros"): its attributes with a list of values
 * (colour, size…) in their order, each keyed as addresses keep it (catalogue-filters.ts), and its brands.
 */
export interface StoreVocabulary {
  attributes: {
    id: string;
    key: string;
    name: string;
    values: { id: string; key: string; name: string; hexColor: string | null }[];
  }[];
  brands: { key: string; name: string }[];
  /** What the store searches with whatever the words (query-analysis.ts). */
  words: StoreWordColumns;
}

/** The store's vocabulary, in one statement (the storefront keeps it per store version, catalogue-index.ts). */
export async function readStoreVocabulary(db: Kysely<Database>, storeId: string): Promise<StoreVocabulary> {
  const { rows } = await sql<{ attributes: RawAttribute[]; brands: string[] } & StoreWordColumns>`
    select ${storeWordColumns(storeId)},
      (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.display_name, 'values', (
          select coalesce(json_agg(json_build_object('id', av.id, 'name', av.display_value, 'hexColor', av.hex_color)
            order by av.sort_order, av.display_value), '[]')
          from attribute_values av where av.attribute_id = a.id)) order by a.sort_order, a.display_name), '[]')
        from attributes a where a.store_id = ${storeId}::uuid and a.attribute_type = 'select') as attributes,
      -- The brands hop through the active products' brand index (migration 040), one step a brand, however many
      -- products carry each.
      (with recursive b (brand) as (
        (select p.brand from products p where p.store_id = ${storeId}::uuid and p.is_active and p.brand <> ''
          order by p.brand limit 1)
        union all
        select (select p.brand from products p where p.store_id = ${storeId}::uuid and p.is_active and p.brand <> ''
          and p.brand > b.brand order by p.brand limit 1) from b where b.brand is not null
      ) select coalesce(json_agg(b.brand), '[]') from b where b.brand is not null) as brands
    ${sql.raw(PREPARED)}`.execute(db);
  const found = rows[0];
  if (!found) throw new Error(`readStoreVocabulary: no row for ${storeId}`);
  const attributes = new Map<string, StoreVocabulary['attributes'][number]>();
  for (const a of found.attributes) {
    const key = filterKey(a.name);
    if (!key || attributes.has(key) || RESERVED.has(key)) continue;
    attributes.set(key, { ...a, key, values: a.values.map((v) => ({ ...v, key: filterKey(v.name) })) });
  }
  const brands = new Map(found.brands.map((name) => [filterKey(name), name]));
  return {
    words: { value_stems: found.value_stems, attribute_stems: found.attribute_stems, synonyms: found.synonyms },
    attributes: [...attributes.values()],
    brands: [...brands].filter(([key]) => key).map(([key, name]) => ({ key, name })),
  };
}

interface RawAttribute {
  id: string;
  name: string;
  values: { id: string; name: string; hexColor: string | null }[];
}
