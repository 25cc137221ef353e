import {
  autoSelect,
  type ChoiceAttribute,
  choiceAttributes,
  chooseOption,
  isOptionAvailable as optionAvailable,
  matchingVariant,
  type ProductOptionAttribute,
  type Selection,
  selectionOfVariant,
  type UnitsOf,
} from '@vidriera/core';
import type { ProductOption, ProductOptionVariant } from '../api/get-product-options';

/*
 * The order form's variant choice: the rules of packages/core/src/storefront/variant-choice.ts
 * (shared with the store's product page), counting what the form's other
 * lines take. The seller cannot sell a sold-out variant, so a later choice
 * stays only while its variant still has units.
 */

export type { AttributeOption } from '@vidriera/core';
export type VariantAttribute = ChoiceAttribute<ProductOptionAttribute>;
/** attributeId → option key. */
export type Selections = Selection;
/** Units of a variant this line may still take (0 when none). */
export type RemainingStock = UnitsOf<ProductOptionVariant>;

export const variantAttributes = (product: ProductOption): VariantAttribute[] => choiceAttributes(product);

/** One option of one attribute, given the product, what is chosen and what each variant has left. */
type OptionArgs = [
  product: ProductOption,
  attributes: VariantAttribute[],
  selections: Selections,
  attributeId: string,
  key: string,
  remaining: RemainingStock,
];

export const isOptionAvailable = (...[product, attributes, selections, attributeId, key, remaining]: OptionArgs) =>
  optionAvailable(product.variants, attributes, selections, attributeId, key, remaining);

export const resolveVariant = (product: ProductOption, attributes: VariantAttribute[], selections: Selections) =>
  matchingVariant(product.variants, attributes, selections);

export const selectOption = (...[product, attributes, selections, attributeId, key, remaining]: OptionArgs) =>
  chooseOption(product.variants, attributes, selections, attributeId, key, remaining, 'in-stock');

/**
 * The choices a product comes with when it is added to an order: the first
 * attribute (the colour) takes its first option with units, and each
 * following attribute with a single option left (the size, when only one) is
 * chosen too (docs/product/orders.md, "Orders made in the admin").
 */
export function selectionsOnAdd(
  product: ProductOption,
  attributes: VariantAttribute[],
  remaining: RemainingStock,
): Selections {
  const first = attributes[0];
  const firstAvailable = first?.options.find((o) =>
    optionAvailable(product.variants, attributes, {}, first.id, o.key, remaining),
  );
  if (!first || !firstAvailable) return autoSelect(product.variants, attributes, {}, remaining);
  return selectOption(product, attributes, {}, first.id, firstAvailable.key, remaining);
}

/** The choices that name a variant already on a line (editing an order). */
export const selectionsOfVariant = (
  attributes: VariantAttribute[],
  variant: ProductOptionVariant | undefined,
): Selections => selectionOfVariant(attributes, variant);

/** Lowest and highest final price of the product's variants. */
export function priceRange(product: ProductOption): { min: number; max: number } {
  const prices = product.variants.map((v) => v.finalPriceCents);
  return prices.length
    ? { min: Math.min(...prices), max: Math.max(...prices) }
    : { min: product.priceCents, max: product.priceCents };
}
