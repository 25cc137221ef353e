import { foldName, parseCsvMoney } from '@vidriera/core';
import { planCategories } from './import-categories';
import { planPriceTiers } from './import-price-tiers';
import type { SourceProduct } from './import-source';
import { matchOf, type PlanContext, yesNo } from './import-plan-context';
import { productPictures } from './plan-import-pictures';
import { checkCombinations, planVariants } from './plan-import-variants';
import type { PlannedProduct } from './planned-product';

/** One product of the file as it will be written: matched to the store's product it updates, every field checked. */
export function planProduct(source: SourceProduct, c: PlanContext): PlannedProduct {
  const { file, store, error } = c;
  const has = (field: Parameters<typeof file.present.has>[0]) => file.present.has(field);
  const { productId, skuOwners } = matchOf(source, store);
  const current = productId ? c.current.get(productId) : undefined;
  const name = source.name;
  if (!name) error(source.row, 'falta el nombre del producto.');

  let priceCents: number | null = 0;
  if (has('price')) {
    priceCents = parseCsvMoney(source.price);
    if (priceCents === null)
      error(
        source.row,
        source.price
          ? `el precio base «${source.price}» no es un monto (escribe por ejemplo 12500,00).`
          : 'falta el precio base.',
      );
  }
  const active = has('active') ? yesNo(source.active, true) : (current?.isActive ?? true);
  if (active === null) error(source.row, `«${source.active}» en ${file.titles.active} debe ser Sí o No.`);

  const categories = has('category')
    ? planCategories(source.category, (message) => error(source.row, message), c.store.categories, c.newCategories)
    : (current?.categoryIds ?? []).map((id) => ({ id }));

  const pictures = productPictures(source, c.pictureFolder);
  if (pictures.unusable) c.pictureRows.unusable.push(source.row);
  if (pictures.fetch.length > 0) c.pictureRows.fetched.push(source.row);
  if (pictures.tooMany) c.pictureRows.tooMany.push(source.row);
  // Pictures that cannot be imported, or are yet to be fetched, never take the place of those the product has.
  const images =
    has('images') && (source.images.length === 0 || pictures.own.length > 0) ? pictures.own : (current?.images ?? []);
  const fetchPictures = has('images') ? pictures.fetch : [];

  const priceTiers = has('tiers') ? planPriceTiers(source.tiers ?? '', 'tiers', (m) => error(source.row, m)) : null;
  const { variants, prices } = planVariants(source, productId, current, fetchPictures, c);
  if (skuOwners.size > 1) error(source.row, `los SKU de «${name}» pertenecen a productos distintos de tu tienda.`);

  // Each variant keeps its own price: the lowest is the product's, the others are above it.
  if (has('variantPrice') && prices.every((p) => p !== null)) {
    priceCents = Math.min(...(prices as number[]));
    variants.forEach((v, i) => (v.adjustment = (prices[i] ?? 0) - (priceCents ?? 0)));
  }
  // A price before that is not above the price is no promotion.
  for (const v of variants)
    if (typeof v.compareAtPriceCents === 'number' && v.compareAtPriceCents <= (priceCents ?? 0) + v.adjustment)
      v.compareAtPriceCents = null;

  checkCombinations(name, variants, error);

  const planned: PlannedProduct = {
    row: source.row,
    name,
    ...(source.handle ? { handle: source.handle } : {}),
    productId,
    description: has('description') ? source.description : (current?.description ?? ''),
    priceCents: priceCents ?? 0,
    active: active ?? true,
    categories,
    images,
    fetchPictures,
    productTypeId: current?.productTypeId ?? null,
    isService: current?.isService ?? false,
    requiresStock: source.unlimitedStock ? false : has('stock') ? true : (current?.requiresStock ?? true),
    ...(has('brand') ? { brand: source.brand ?? '' } : {}),
    ...(has('tags') ? { tags: source.tags ?? [] } : {}),
    ...(has('gender') && source.gender !== undefined ? { gender: source.gender } : {}),
    ...(has('ageGroup') && source.ageGroup !== undefined ? { ageGroup: source.ageGroup } : {}),
    ...(priceTiers !== null ? { priceTiers } : {}),
    variants: variants.map((v) => ({
      ...v,
      values: v.values.map((x) => ({ attribute: foldName(x.attribute), value: x.value })),
    })),
  };
  if (current && !has('attributes')) planned.keptAttributeIds = current.attributeIds;
  // A file without SKUs nor attributes cannot tell an existing product's variants apart: it keeps them.
  if (current && !has('sku') && !has('attributes')) {
    const only = current.variants.length === 1 ? variants[0] : undefined;
    planned.keptVariants = {
      attributeIds: current.attributeIds,
      variants: current.variants.map((v) =>
        only ? { ...v, stock: only.stock, isActive: only.active, priceAdjustmentCents: only.adjustment } : v,
      ),
    };
  }
  return planned;
}
