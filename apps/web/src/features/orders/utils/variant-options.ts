import type { ProductOption, ProductOptionVariant } from '../api/get-product-options';

/** One choice of an attribute select: a catalogue value, or a typed value (text, number, yes/no). */
export interface AttributeOption {
  key: string;
  label: string;
  hexColor: string | null;
}

/** An attribute that tells this product's variants apart, with the options its variants use. */
export interface VariantAttribute {
  id: string;
  displayName: string;
  options: AttributeOption[];
}

/** attributeId → option key, filled from the first attribute on. */
export type Selections = Record<string, string>;

/** Units of a variant this line may still take (0 when none). */
export type RemainingStock = (variant: ProductOptionVariant) => number;

const keyOf = (value: ProductOptionVariant['values'][number]) => value.attributeValueId ?? `text:${value.value}`;

function variantKey(variant: ProductOptionVariant, attributeId: string): string | undefined {
  const value = variant.values.find((v) => v.attributeId === attributeId);
  return value ? keyOf(value) : undefined;
}

/** The product's attributes that its variants actually use, in the catalogue's order, with their options. */
export function variantAttributes(product: ProductOption): VariantAttribute[] {
  return product.attributes
    .map((attribute) => {
      const used = new Map<string, AttributeOption>();
      for (const value of attribute.values) {
        if (product.variants.some((v) => variantKey(v, attribute.id) === value.id)) {
          used.set(value.id, { key: value.id, label: value.displayValue, hexColor: value.hexColor });
        }
      }
      for (const variant of product.variants) {
        const value = variant.values.find((v) => v.attributeId === attribute.id);
        if (value && !used.has(keyOf(value))) used.set(keyOf(value), { key: keyOf(value), label: value.value, hexColor: null });
      }
      return { id: attribute.id, displayName: attribute.displayName, options: [...used.values()] };
    })
    .filter((attribute) => attribute.options.length > 0);
}

/** Variants that agree with the selections of the attributes before `index`. */
function compatibleVariants(product: ProductOption, attributes: VariantAttribute[], selections: Selections, index: number) {
  const earlier = attributes.slice(0, index).filter((a) => selections[a.id]);
  return product.variants.filter((v) => earlier.every((a) => variantKey(v, a.id) === selections[a.id]));
}

/** Whether an option can be chosen: some variant with it (and the earlier choices) still has stock. */
export function isOptionAvailable(
  product: ProductOption,
  attributes: VariantAttribute[],
  selections: Selections,
  index: number,
  key: string,
  remaining: RemainingStock,
): boolean {
  const attribute = attributes[index];
  if (!attribute) return false;
  return compatibleVariants(product, attributes, selections, index).some((v) => variantKey(v, attribute.id) === key && remaining(v) > 0);
}

/** The variant that every attribute's selection names, once all are chosen. */
export function resolveVariant(product: ProductOption, attributes: VariantAttribute[], selections: Selections): ProductOptionVariant | undefined {
  if (attributes.length === 0) return product.variants.length === 1 ? product.variants[0] : undefined;
  if (attributes.some((a) => !selections[a.id])) return undefined;
  return product.variants.find((v) => attributes.every((a) => variantKey(v, a.id) === selections[a.id]));
}

/**
 * Chooses `key` for the attribute at `index` (undefined clears it): earlier
 * choices stay, later ones are cleared, and then each following attribute
 * with a single available option is chosen for the person.
 */
export function selectOption(
  product: ProductOption,
  attributes: VariantAttribute[],
  selections: Selections,
  index: number,
  key: string | undefined,
  remaining: RemainingStock,
): Selections {
  const next: Selections = {};
  attributes.slice(0, index).forEach((a) => {
    const chosen = selections[a.id];
    if (chosen) next[a.id] = chosen;
  });
  const attribute = attributes[index];
  if (attribute && key) next[attribute.id] = key;
  return autoSelect(product, attributes, next, remaining, key ? index + 1 : attributes.length);
}

/** From `start` on, picks each attribute that has exactly one available option; stops at the first real choice. */
export function autoSelect(product: ProductOption, attributes: VariantAttribute[], selections: Selections, remaining: RemainingStock, start = 0): Selections {
  const next = { ...selections };
  for (let index = start; index < attributes.length; index += 1) {
    const attribute = attributes[index];
    if (!attribute || next[attribute.id]) continue;
    const available = attribute.options.filter((o) => isOptionAvailable(product, attributes, next, index, o.key, remaining));
    if (available.length !== 1 || !available[0]) break;
    next[attribute.id] = available[0].key;
  }
  return next;
}

/**
 * The choices a product comes with when it is added to an order: the first
 * attribute (the colour) takes its first option with stock, and each following
 * attribute with a single available option (the size, when only one) is chosen too.
 */
export function selectionsOnAdd(product: ProductOption, attributes: VariantAttribute[], remaining: RemainingStock): Selections {
  const first = attributes[0];
  const firstAvailable = first?.options.find((o) => isOptionAvailable(product, attributes, {}, 0, o.key, remaining));
  if (!firstAvailable) return autoSelect(product, attributes, {}, remaining);
  return selectOption(product, attributes, {}, 0, firstAvailable.key, remaining);
}

/** Lowest and highest final price of the product's variants. */
export function priceRange(product: ProductOption): { min: number; max: number } {
  const prices = product.variants.map((v) => v.finalPriceCents);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: product.priceCents, max: product.priceCents };
}

/** The choices that name a variant already on a line (editing an order). */
export function selectionsOfVariant(attributes: VariantAttribute[], variant: ProductOptionVariant | undefined): Selections {
  const selections: Selections = {};
  if (!variant) return selections;
  for (const attribute of attributes) {
    const key = variantKey(variant, attribute.id);
    if (key) selections[attribute.id] = key;
  }
  return selections;
}
