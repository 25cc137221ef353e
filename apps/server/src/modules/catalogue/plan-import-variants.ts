import { foldName, parseCsvKilograms, parseCsvMoney, parseCsvYesNo } from '@vidriera/core';
import type { CurrentProduct } from './current-products';
import { planPriceTiers } from './import-price-tiers';
import type { SourceProduct } from './import-source';
import { type PlanContext, yesNo } from './import-plan-context';
import type { PlannedProduct, PlannedVariant } from './planned-product';

/**
 * A product's variants from its rows in the file, each matched to the variant it updates (by SKU); a column the
 * file lacks keeps the variant's saved value. `prices` holds each row's own price when the file gives them.
 */
export function planVariants(
  source: SourceProduct,
  productId: string | null,
  current: CurrentProduct | undefined,
  fetchPictures: PlannedProduct['fetchPictures'],
  c: PlanContext,
): { variants: PlannedVariant[]; prices: (number | null)[] } {
  const { file, store, error } = c;
  const has = (field: Parameters<typeof file.present.has>[0]) => file.present.has(field);
  const currentVariants = new Map((current?.variants ?? []).map((v) => [v.id, v]));
  const prices: (number | null)[] = [];
  const variants: PlannedVariant[] = source.variants.map((v) => {
    const sku = v.sku || null;
    if (sku) {
      const seen = c.skusInFile.get(sku);
      if (seen !== undefined) error(v.row, `el SKU «${sku}» ya está en la fila ${seen}.`);
      else c.skusInFile.set(sku, v.row);
    }
    const owner = sku ? store.variantsBySku.get(sku) : undefined;
    const kept = owner && owner.productId === productId ? currentVariants.get(owner.id) : undefined;
    const stock = has('stock') && v.stock ? Number(v.stock.replace(/\./g, '')) : (kept?.stock ?? 0);
    if (!Number.isInteger(stock) || stock < 0)
      error(v.row, `el stock «${v.stock}» debe ser un número entero, 0 o más.`);
    const adjustment = has('adjustment')
      ? v.adjustment
        ? parseCsvMoney(v.adjustment)
        : 0
      : (kept?.priceAdjustmentCents ?? 0);
    if (adjustment === null) error(v.row, `el ajuste de precio «${v.adjustment}» no es un monto.`);
    if (has('variantPrice')) {
      const price = parseCsvMoney(v.price);
      if (price === null)
        error(
          v.row,
          v.price
            ? `el precio «${v.price}» no es un monto (escribe por ejemplo 12500,00).`
            : 'falta el precio de la variante.',
        );
      prices.push(price);
    }
    const variantActive = has('variantActive') ? yesNo(v.active, true) : (kept?.isActive ?? true);
    if (variantActive === null) error(v.row, `«${v.active}» en ${file.titles.variantActive} debe ser Sí o No.`);
    if (owner && owner.productId !== productId) error(v.row, `el SKU «${sku}» ya lo usa otro producto de tu tienda.`);
    for (const { attribute, value } of v.values) checkValue(v.row, attribute, value, c);
    let compareAt: number | null | undefined;
    if (has('compareAt')) {
      compareAt = v.compareAt ? parseCsvMoney(v.compareAt) : null;
      if (compareAt === null && v.compareAt) error(v.row, `el precio anterior «${v.compareAt}» no es un monto.`);
    }
    let weightGrams: number | null | undefined;
    if (has('weight')) {
      weightGrams = v.weight ? parseCsvKilograms(v.weight) : null;
      if (weightGrams === null && v.weight)
        error(v.row, `el peso «${v.weight}» no es un número de kilos (escribe por ejemplo 0,25).`);
    }
    const priceTiers = has('variantTiers')
      ? planPriceTiers(v.tiers ?? '', 'variantTiers', (m) => error(v.row, m))
      : null;
    const extras = {
      ...(has('barcode') ? { barcode: v.barcode || null } : {}),
      ...(compareAt !== undefined ? { compareAtPriceCents: compareAt } : {}),
      ...(weightGrams !== undefined ? { weightGrams } : {}),
      ...(priceTiers !== null ? { priceTiers } : {}),
    };
    const keptValues = kept && !has('attributes') ? { keptValues: kept.values } : {};
    const picture = v.image && fetchPictures.includes(v.image) ? { pictureSource: v.image } : {};
    return {
      row: v.row,
      ...(kept ? { id: kept.id } : {}),
      sku,
      stock,
      adjustment: adjustment ?? 0,
      active: variantActive ?? true,
      values: v.values,
      ...keptValues,
      ...extras,
      ...picture,
    };
  });
  return { variants, prices };
}

/** Two rows of one product with the same attribute values: the second is an error. */
export function checkCombinations(name: string, variants: PlannedVariant[], error: PlanContext['error']) {
  const combinations = new Set<string>();
  for (const variant of variants) {
    const signature = (
      variant.keptValues?.map(
        (v) => `${v.attributeId}=${v.attributeValueId ?? v.textValue ?? v.numberValue ?? v.booleanValue}`,
      ) ?? variant.values.map((v) => `${foldName(v.attribute)}=${foldName(v.value)}`)
    )
      .sort()
      .join('&');
    const hasValues = variant.keptValues ? variant.keptValues.length > 0 : variant.values.length > 0;
    if (combinations.has(signature))
      error(
        variant.row,
        hasValues
          ? 'otra fila del mismo producto tiene la misma combinación de atributos.'
          : `el producto «${name}» está repetido: para variantes, agrega columnas de atributos.`,
      );
    combinations.add(signature);
  }
}

/** A variant's value for an attribute: checked against the attribute's type, noted when the store lacks it. */
export function checkValue(row: number, title: string, value: string, c: PlanContext) {
  const key = foldName(title);
  const existing = c.store.attributes.get(key);
  if (existing?.type === 'number' && !Number.isFinite(Number(value.replace(',', '.'))))
    c.error(row, `«${value}» en ${title} debe ser un número.`);
  if (existing?.type === 'boolean' && parseCsvYesNo(value) === null)
    c.error(row, `«${value}» en ${title} debe ser Sí o No.`);
  if (value.length > 80) c.error(row, `el valor de ${title} no puede superar los 80 caracteres.`);
  if (existing && existing.type !== 'select') return;
  let planned = c.newAttributes.get(key);
  if (!planned) {
    planned = { displayName: existing?.displayName ?? title, isNew: !existing, values: new Map() };
    c.newAttributes.set(key, planned);
  }
  if (!existing?.values.has(foldName(value)) && !planned.values.has(foldName(value)))
    planned.values.set(foldName(value), value);
}
