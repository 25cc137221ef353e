import { type AttributeTypeName, foldName } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { readCategoryKeys } from './import-categories';

/* What "Importar CSV" matches a file against: the store's categories, attributes, product names and SKUs, by folded name. */

/** The store's product names folded between two turns of the event loop. */
const FOLD_CHUNK = 2_000;

export interface StoreCatalogue {
  /** By the key of their path (import-categories.ts). */
  categories: Map<string, string>;
  attributes: Map<string, { id: string; type: AttributeTypeName; displayName: string; values: Map<string, string> }>;
  productsByName: Map<string, string>;
  variantsBySku: Map<string, { id: string; productId: string }>;
}

export async function readStoreCatalogue(db: Kysely<Database>, storeId: string): Promise<StoreCatalogue> {
  const [categories, attributes, values, products, variants] = await Promise.all([
    readCategoryKeys(db, storeId),
    db
      .selectFrom('attributes')
      .select(['id', 'name', 'display_name', 'attribute_type'])
      .where('store_id', '=', storeId)
      .execute(),
    db
      .selectFrom('attribute_values')
      .select(['id', 'attribute_id', 'value', 'display_value'])
      .where('store_id', '=', storeId)
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('store_id', '=', storeId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'sku'])
      .where('store_id', '=', storeId)
      .where('sku', 'is not', null)
      .execute(),
  ]);
  const catalogue: StoreCatalogue = {
    categories,
    attributes: new Map(),
    productsByName: new Map(),
    variantsBySku: new Map(),
  };
  for (const a of attributes) {
    const entry = {
      id: a.id,
      type: a.attribute_type as AttributeTypeName,
      displayName: a.display_name,
      values: new Map<string, string>(),
    };
    for (const v of values) {
      if (v.attribute_id !== a.id) continue;
      entry.values.set(foldName(v.display_value), v.id);
      if (!entry.values.has(foldName(v.value))) entry.values.set(foldName(v.value), v.id);
    }
    catalogue.attributes.set(foldName(a.display_name), entry);
    if (!catalogue.attributes.has(foldName(a.name))) catalogue.attributes.set(foldName(a.name), entry);
  }
  // A large store has tens of thousands of these: folded a few thousand at a time.
  for (const [i, p] of products.entries()) {
    if (i % FOLD_CHUNK === FOLD_CHUNK - 1) await yieldToLoop();
    const name = foldName(p.name);
    if (!catalogue.productsByName.has(name)) catalogue.productsByName.set(name, p.id);
  }
  for (const v of variants) if (v.sku) catalogue.variantsBySku.set(v.sku, { id: v.id, productId: v.product_id });
  return catalogue;
}
