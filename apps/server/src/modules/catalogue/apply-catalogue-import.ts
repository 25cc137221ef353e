import {
  type AttributeTypeName,
  type CatalogueImportResult,
  orderAttributeValues,
  removeAccents,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { yieldToLoop } from '../../shared/yield-to-loop';
import { lockVariantsUpFront } from '../stock/stock-moves';
import { invalid } from '../../shared/app-error';
import { stockBelowReservedRows } from './import-stock-floor';
import { type ImportPlan, type PlannedProduct, type Resolver, toProductInput } from './planned-product';
import { skuConflict } from './save-product';
import { readStoreCatalogue } from './store-catalogue';
import { createImportCategories } from './import-categories';
import { queueImportPictures } from './import-pictures';
import { insertProducts, replaceProducts, type WrittenIds } from './write-products-in-bulk';

/* "Importar CSV" on confirmation (docs/product/catalogue.md, "Planilla CSV"): writing a checked plan. */

const technicalName = (displayName: string) =>
  removeAccents(displayName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .padEnd(2, '_');

/** An attribute's values once the import added some: sizes in natural order (docs/product/catalogue.md, "Talles en orden"). */
async function putSizesInOrder(trx: Transaction<Database>, storeId: string, attributeId: string) {
  const values = await trx
    .selectFrom('attribute_values')
    .select(['id', 'display_value'])
    .where('attribute_id', '=', attributeId)
    .orderBy('sort_order')
    .execute();
  const ordered = orderAttributeValues(values, (v) => v.display_value);
  if (ordered.every((v, i) => v.id === values[i]?.id)) return;
  const rows = ordered.map((v, i) => sql`(${v.id}::uuid, ${i}::integer)`);
  await sql`update attribute_values av set sort_order = v.sort_order from (values ${sql.join(rows)}) as v(id, sort_order)
    where av.id = v.id and av.store_id = ${storeId}`.execute(trx);
}

/**
 * The plan's writes: categories, attributes and values named in it, then
 * every product, a chunk at a time with multi-row statements, letting other
 * requests run between chunks (on PGlite, whose one connection the
 * transaction holds, their statements wait for its end; each of ours is
 * short).
 */
async function applyCatalogueImport(
  trx: Transaction<Database>,
  storeId: string,
  plan: ImportPlan,
  hooks: ImportHooks,
): Promise<WrittenImport> {
  await hooks.begin?.(trx);
  // Every variant of the products it updates, locked now and in id order as an order locks them: the stock check
  // below locks the kept ones, and each chunk's writes the removed ones after (docs/ARCHITECTURE.md).
  await lockVariantsUpFront(trx, { productIds: plan.products.flatMap((p) => (p.productId ? [p.productId] : [])) });
  // Orders may have reserved units since the preview.
  const belowReserved = await stockBelowReservedRows(trx, storeId, plan.products, true);
  if (belowReserved[0]) throw invalid('csv', belowReserved[0].message);
  const categoryIds = await createImportCategories(trx, storeId, plan.newCategories);
  const existing = await readStoreCatalogue(trx, storeId);
  const attributes = new Map<string, { id: string; type: AttributeTypeName }>();
  for (const [key, a] of existing.attributes) attributes.set(key, { id: a.id, type: a.type });
  const valueIds = new Map<string, string>();
  for (const [key, a] of existing.attributes) for (const [value, id] of a.values) valueIds.set(`${key}\n${value}`, id);

  const taken = new Set(
    (await trx.selectFrom('attributes').select('name').where('store_id', '=', storeId).execute()).map((a) => a.name),
  );
  let sortOrder = existing.attributes.size;
  for (const [key, planned] of plan.newAttributes) {
    let attribute = attributes.get(key);
    if (!attribute) {
      let name = technicalName(planned.displayName);
      for (let n = 2; taken.has(name); n++) name = `${technicalName(planned.displayName).slice(0, 36)}_${n}`;
      taken.add(name);
      const row = await trx
        .insertInto('attributes')
        .values({
          store_id: storeId,
          name,
          display_name: planned.displayName,
          attribute_type: 'select',
          is_required: false,
          sort_order: sortOrder++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      attribute = { id: row.id, type: 'select' };
      attributes.set(key, attribute);
    }
    const next = await trx
      .selectFrom('attribute_values')
      .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.val(-1)).as('max'))
      .where('attribute_id', '=', attribute.id)
      .executeTakeFirstOrThrow();
    const values = [...planned.values.entries()];
    if (values.length === 0) continue;
    const rows = await trx
      .insertInto('attribute_values')
      .values(
        values.map(([, value], i) => ({
          store_id: storeId,
          attribute_id: attribute.id,
          value,
          display_value: value,
          sort_order: Number(next.max) + 1 + i,
        })),
      )
      .returning('id')
      .execute();
    values.forEach(([folded], i) => valueIds.set(`${key}\n${folded}`, rows[i]?.id ?? ''));
    await putSizesInOrder(trx, storeId, attribute.id);
  }

  const resolve: Resolver = (kind, key) => {
    if (kind === 'category') return categoryIds.get(key) ?? '';
    if (kind === 'attribute') return attributes.get(key)?.id ?? '';
    if (kind === 'type') return attributes.get(key)?.type ?? 'select';
    return valueIds.get(key) ?? '';
  };
  let created = 0;
  let updated = 0;
  const unusedImages: string[] = [];
  const written: { product: PlannedProduct; ids: WrittenIds }[] = [];
  const startedAt = Date.now();
  for (const chunk of writeChunks(plan.products)) {
    const creates = chunk.filter(({ product }) => !product.productId);
    const createdIds = await insertProducts(
      trx,
      storeId,
      // One millisecond apart, in the file's order: the store lists them as the file does (newest last).
      creates.map(({ product, index }) => ({
        input: toProductInput(product, resolve),
        createdAt: new Date(startedAt + index),
      })),
    );
    const updating = chunk.flatMap(({ product }) =>
      product.productId ? [{ product, productId: product.productId }] : [],
    );
    const updates = updating.map(({ product, productId }) => ({ productId, input: toProductInput(product, resolve) }));
    const replaced = await replaceProducts(trx, storeId, updates);
    unusedImages.push(...replaced.unusedImages);
    creates.forEach(({ product }, i) => written.push({ product, ids: createdIds[i] as WrittenIds }));
    updating.forEach(({ product }, i) => written.push({ product, ids: replaced.written[i] as WrittenIds }));
    created += creates.length;
    updated += updates.length;
    hooks.progress?.(created + updated, plan.products.length);
    await yieldToLoop();
  }
  const picturesToFetch = await queueImportPictures(trx, storeId, written);
  const result = { created, updated, ...(picturesToFetch > 0 ? { picturesToFetch } : {}), unusedImages };
  await hooks.beforeCommit?.(trx, result, written);
  return result;
}

type WrittenImport = CatalogueImportResult & { unusedImages: string[] };

/** What the import job (catalogue-import-job.ts) does inside the import's transaction. */
export interface ImportHooks {
  /** First, before any write: claim the import, or throw to write nothing. */
  begin?: (trx: Transaction<Database>) => Promise<void>;
  /** After each chunk: products written so far of the plan's. */
  progress?: (written: number, total: number) => void;
  /** Last, with the result: record it in the same transaction as the writes. */
  beforeCommit?: (
    trx: Transaction<Database>,
    result: WrittenImport,
    written: { product: PlannedProduct; ids: WrittenIds }[],
  ) => Promise<void>;
}

/** Products written between two turns of the event loop: a few hundred, or fewer with many variants. */
const WRITE_CHUNK_PRODUCTS = 100;
const WRITE_CHUNK_VARIANTS = 400;

function* writeChunks(products: PlannedProduct[]) {
  let chunk: { product: PlannedProduct; index: number }[] = [];
  let variants = 0;
  for (const [index, product] of products.entries()) {
    if (
      chunk.length > 0 &&
      (chunk.length >= WRITE_CHUNK_PRODUCTS || variants + product.variants.length > WRITE_CHUNK_VARIANTS)
    ) {
      yield chunk;
      chunk = [];
      variants = 0;
    }
    chunk.push({ product, index });
    variants += product.variants.length;
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * Writes a plan without errors in one transaction: all of it or, on any
 * failure, nothing. Returns what it created and updated, and the pictures
 * updated products no longer use (to delete once committed). The import
 * job runs it (catalogue-import-job.ts).
 */
export function writeCatalogueImport(
  db: Kysely<Database>,
  storeId: string,
  plan: ImportPlan,
  hooks: ImportHooks = {},
): Promise<WrittenImport> {
  return db
    .transaction()
    .execute((trx) => applyCatalogueImport(trx, storeId, plan, hooks))
    .catch(skuConflict);
}
