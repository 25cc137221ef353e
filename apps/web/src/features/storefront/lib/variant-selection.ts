import {
  autoSelect,
  type ChoiceAttribute,
  choiceAttributes,
  chooseOption,
  isOptionAvailable,
  matchingVariant,
  orderableUnits,
  type PublicAttribute,
  type PublicProduct,
  type PublicVariant,
  type Selection,
  selectionOfVariant,
  variantOptionKey,
} from '@vidriera/core';

/*
 * The product page's variant choice: the rules of packages/core/src/storefront/variant-choice.ts
 * (shared with the admin's order form), with the product's own units. A
 * shopper may land on a sold-out combination ("Variante sin stock", to ask
 * the seller for it), so later choices stay while they still name a variant.
 */

export type { Selection };
export type SelectableAttribute = ChoiceAttribute<PublicAttribute>;
type ProductVariants = Pick<PublicProduct, 'variants'>;

const unitsOf = (variant: PublicVariant) => orderableUnits(variant.availableStock);

export const selectableAttributes = (product: Pick<PublicProduct, 'attributes' | 'variants'>): SelectableAttribute[] =>
  choiceAttributes(product);

/** The starting choice: the values of the variant the address names (`?variante=`), else what has a single option. */
export function initialSelection(
  product: ProductVariants,
  attributes: SelectableAttribute[],
  preselectedId: string | null = null,
): Selection {
  const preselected = product.variants.find((v) => v.id === preselectedId);
  if (preselected && attributes.length > 0) return selectionOfVariant(attributes, preselected);
  return autoSelect(product.variants, attributes, {}, unitsOf);
}

/** The variant of a complete choice; with no attributes, the one the address names, else the first. */
export function selectedVariant(
  product: ProductVariants,
  attributes: SelectableAttribute[],
  selection: Selection,
  preselectedId: string | null = null,
): PublicVariant | null {
  if (attributes.length === 0)
    return product.variants.find((v) => v.id === preselectedId) ?? product.variants[0] ?? null;
  return matchingVariant(product.variants, attributes, selection) ?? null;
}

export const choose = (
  product: ProductVariants,
  attributes: SelectableAttribute[],
  selection: Selection,
  attributeId: string,
  key: string,
): Selection => chooseOption(product.variants, attributes, selection, attributeId, key, unitsOf, 'existing');

/** "(sin stock)": no variant with this option, and the choices before it, has units left. */
export const isOptionOutOfStock = (
  product: ProductVariants,
  attributes: SelectableAttribute[],
  selection: Selection,
  attributeId: string,
  key: string,
): boolean => !isOptionAvailable(product.variants, attributes, selection, attributeId, key, unitsOf);

/**
 * The picture to show first for a choice, even a partial one (a colour before
 * the size): the chosen variant's own, else that of the first variant with
 * pictures that matches what is chosen so far (docs/product/catalogue.md,
 * "Fotos por variante"). Undefined while nothing chosen has a picture.
 */
export function chosenPicture(
  product: ProductVariants,
  selection: Selection,
  variant: PublicVariant | null,
): string | undefined {
  if (variant?.images[0]) return variant.images[0];
  const chosen = Object.entries(selection);
  if (chosen.length === 0) return undefined;
  return product.variants.find(
    (v) => v.images.length > 0 && chosen.every(([attributeId, key]) => variantOptionKey(v, attributeId) === key),
  )?.images[0];
}
