import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from './columns';

// A store's catalogue: categories, products, attributes, variants, and what an import keeps.

export interface CategoriesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  /** Its parent (migration 030): a tree of two levels, a parent has none. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A product's categories (migration 030), its first (position 0) also `products.category_id`. */

export interface ProductCategoriesTable {
  store_id: string;
  product_id: string;
  category_id: string;
  position: Generated<number>;
}

export interface ProductTypesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<string>;
  store_id: string;
  category_id: string | null;
  product_type_id: string | null;
  name: string;
  description: Generated<string>;
  price_cents: number;
  is_active: Generated<boolean>;
  is_service: Generated<boolean>;
  requires_stock: Generated<boolean>;
  /** Migration 020: the maker's name ('' when none) and the merchant's tags. */
  brand: Generated<string>;
  tags: Generated<string[]>;
  /** Migration 033: for whom the product is, as Google Merchant Center names it; null when not set. */
  gender: Generated<'female' | 'male' | 'unisex' | null>;
  age_group: Generated<'newborn' | 'infant' | 'toddler' | 'kids' | 'adult' | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Kept by PostgreSQL from name and description (migration 014): read only. */
  search_vector: ColumnType<string, never, never>;
  name_terms: ColumnType<string[], never, never>;
}

export interface ProductImagesTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  position: number;
  url: string;
  created_at: CreatedAt;
}

export type AttributeType = 'text' | 'select' | 'number' | 'boolean';

export interface AttributesTable {
  id: Generated<string>;
  store_id: string;
  name: string;
  display_name: string;
  attribute_type: AttributeType;
  is_required: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface AttributeValuesTable {
  id: Generated<string>;
  store_id: string;
  attribute_id: string;
  value: string;
  display_value: string;
  hex_color: string | null;
  sort_order: Generated<number>;
}

export interface ProductAttributesTable {
  store_id: string;
  product_id: string;
  attribute_id: string;
  is_required: Generated<boolean>;
}

export interface ProductVariantsTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  sku: string | null;
  stock: Generated<number>;
  price_adjustment_cents: Generated<number>;
  is_active: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
  /** Units held by the variant's reservation rows, kept by a trigger (migration 007). */
  reserved_units: Generated<number>;
  /** Earliest expiry among those rows: until then every counted unit is actively reserved. */
  reserved_units_valid_until: Date | null;
  /** Raised by a trigger with every update of the row (migration 011). */
  pages_version: Generated<number>;
  /** The variant's own pictures, among its product's, as a JSON list (migration 015). */
  images: ColumnType<string[], string | undefined, string>;
  /** Migration 020: GTIN or the shop's own code, and the price before a promotion (a full price). */
  barcode: ColumnType<string | null, string | null | undefined, string | null>;
  compare_at_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 030: the variant's weight in whole grams, null when unknown. */
  weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VariantValuesTable {
  store_id: string;
  variant_id: string;
  attribute_id: string;
  attribute_value_id: string | null;
  text_value: string | null;
  number_value: string | null;
  boolean_value: boolean | null;
}

/** A picture an import names by address, to fetch after it commits (migration 023). */

export interface ImportPicturesTable {
  id: Generated<string>;
  store_id: string;
  product_id: string;
  row_number: number;
  position: number;
  source_url: string;
  variant_ids: ColumnType<string[], string[] | undefined, string[]>;
  state: ColumnType<
    'pending' | 'done' | 'failed',
    'pending' | 'done' | 'failed' | undefined,
    'pending' | 'done' | 'failed'
  >;
  url: string | null;
  error: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export type CatalogueImportState = 'queued' | 'running' | 'done' | 'failed';

/** A confirmed "Importar CSV" and its job's progress (migration 028, docs/decisions/025-import-as-a-job.md). */

export interface CatalogueImportsTable {
  id: Generated<string>;
  store_id: string;
  state: ColumnType<CatalogueImportState, CatalogueImportState | undefined, CatalogueImportState>;
  file_hash: string;
  csv: string | null;
  rows_total: number;
  rows_done: ColumnType<number, number | undefined, number>;
  products_total: number;
  created: number | null;
  updated: number | null;
  pictures_to_fetch: number | null;
  error: string | null;
  failures: ColumnType<{ row: number; message: string }[], string | undefined, string>;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** A product's address on the platform it was imported from, to match photos of a ZIP (migration 028). */

export interface ProductHandlesTable {
  store_id: string;
  handle: string;
  product_id: string;
  created_at: CreatedAt;
}
