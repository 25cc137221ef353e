import { finalPriceCents, isStoreUpload, type ProductInput, productCategoryIds } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { invalid } from '../../shared/app-error';

const VALUE_REQUIRED = 'El valor es requerido';

/**
 * The rules a product must meet against the store's own data, beyond its
 * shape: its category, type, attributes, values and images are the store's,
 * each variant has a value of each of the product's attributes that fits its
 * type, no two variants are the same combination, and no final price is
 * negative.
 */
export async function checkProductAgainstStore(
  db: Kysely<Database>,
  storeId: string,
  input: ProductInput,
  imagePrefix: string,
  /** Pictures the product already has: kept as they are wherever they were stored (demo stores seeded before their pictures moved under the store's folder). */
  currentImages: readonly string[] = [],
): Promise<void> {
  const categoryIds = productCategoryIds(input);
  const [categories, productType, attributes, values] = await Promise.all([
    categoryIds.length
      ? db
          .selectFrom('categories')
          .select('id')
          .where('id', 'in', categoryIds)
          .where('store_id', '=', storeId)
          .execute()
      : [],
    input.productTypeId
      ? db
          .selectFrom('product_types')
          .select('id')
          .where('id', '=', input.productTypeId)
          .where('store_id', '=', storeId)
          .executeTakeFirst()
      : undefined,
    input.attributeIds.length
      ? db
          .selectFrom('attributes')
          .select(['id', 'display_name', 'attribute_type'])
          .where('store_id', '=', storeId)
          .where('id', 'in', input.attributeIds)
          .execute()
      : [],
    db
      .selectFrom('attribute_values')
      .select(['id', 'attribute_id'])
      .where('store_id', '=', storeId)
      .where('id', 'in', [
        '00000000-0000-0000-0000-000000000000',
        ...input.variants.flatMap((v) => v.values.flatMap((x) => (x.attributeValueId ? [x.attributeValueId] : []))),
      ])
      .execute(),
  ]);
  if (categories.length !== categoryIds.length)
    throw invalid(input.categoryIds ? 'categoryIds' : 'categoryId', 'La categoría no existe en tu tienda.');
  if (input.productTypeId && !productType)
    throw invalid('productTypeId', 'El tipo de producto no existe en tu tienda.');
  if (attributes.length !== input.attributeIds.length) throw invalid('attributeIds', 'ID de atributo inválido');
  const kept = new Set(currentImages);
  const invalidImage = input.images.findIndex((url) => !kept.has(url) && !isStoreUpload(url, imagePrefix));
  if (invalidImage >= 0)
    throw invalid(`images.${invalidImage}`, 'La imagen no pertenece a tu tienda. Vuelve a subirla.');

  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const valueAttribute = new Map(values.map((v) => [v.id, v.attribute_id]));
  const combinations = new Set<string>();
  for (const [i, variant] of input.variants.entries()) {
    const field = `variants.${i}`;
    const seen = new Set<string>();
    for (const value of variant.values) {
      const attribute = attributeById.get(value.attributeId);
      if (!attribute)
        throw invalid(`${field}.values`, 'La variante usa un atributo que el producto no tiene activado.');
      if (seen.has(value.attributeId))
        throw invalid(`${field}.values`, `La variante repite el atributo ${attribute.display_name}.`);
      seen.add(value.attributeId);
      const given = {
        select: value.attributeValueId,
        text: value.textValue,
        number: value.numberValue,
        boolean: value.booleanValue,
      }[attribute.attribute_type];
      const others = [value.attributeValueId, value.textValue, value.numberValue, value.booleanValue].filter(
        (x) => x !== null && x !== undefined,
      );
      if (given === null || given === undefined || others.length !== 1)
        throw invalid(`${field}.values.${attribute.id}`, VALUE_REQUIRED);
      if (attribute.attribute_type === 'select' && valueAttribute.get(value.attributeValueId ?? '') !== attribute.id) {
        throw invalid(`${field}.values`, `El valor elegido no pertenece a ${attribute.display_name}.`);
      }
    }
    if (variant.values.length) {
      const signature = variant.values
        .map((v) => `${v.attributeId}=${v.attributeValueId ?? v.textValue ?? v.numberValue ?? v.booleanValue}`)
        .sort()
        .join('&');
      if (combinations.has(signature)) throw invalid(field, 'Hay dos variantes con la misma combinación de atributos.');
      combinations.add(signature);
    }
    if (finalPriceCents(input.priceCents, variant.priceAdjustmentCents) < 0) {
      throw invalid(`${field}.priceAdjustmentCents`, 'El precio final de una variante no puede ser negativo.');
    }
    // Every attribute the product uses is required on every variant (a yes/no one reads "no" when left out), as both forms ask.
    const missing = attributes.find((attribute) => attribute.attribute_type !== 'boolean' && !seen.has(attribute.id));
    if (missing) throw invalid(`${field}.values.${missing.id}`, VALUE_REQUIRED);
  }
}
