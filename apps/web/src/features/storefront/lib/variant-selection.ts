import { orderableUnits, type PublicAttribute, type PublicProduct, type PublicVariant } from '@vidriera/core';

/**
 * Choosing a variant on the product page (spec part 2 §4, "Variant selection").
 * An option is identified by its attribute value id, or by its text for
 * attributes typed by hand (text, number, boolean).
 */
export interface AttributeOption {
  key: string;
  label: string;
  hexColor: string | null;
}

export interface SelectableAttribute {
  id: string;
  displayName: string;
  isRequired: boolean;
  options: AttributeOption[];
}

/** attribute id → option key */
export type Selection = Record<string, string>;

function optionKey(entry: { attributeValueId: string | null; value: string }): string {
  return entry.attributeValueId ?? `text:${entry.value}`;
}

function variantKey(variant: PublicVariant, attributeId: string): string | undefined {
  const entry = variant.values.find((v) => v.attributeId === attributeId);
  return entry ? optionKey(entry) : undefined;
}

/** One select per attribute, listing only the values that active variants use, in the attribute's order. */
export function selectableAttributes(product: Pick<PublicProduct, 'attributes' | 'variants'>): SelectableAttribute[] {
  return product.attributes
    .map((attribute: PublicAttribute) => {
      const options: AttributeOption[] = [];
      const seen = new Set<string>();
      for (const value of attribute.values) {
        if (product.variants.some((v) => variantKey(v, attribute.id) === value.id)) {
          options.push({ key: value.id, label: value.displayValue, hexColor: value.hexColor });
          seen.add(value.id);
        }
      }
      for (const variant of product.variants) {
        const entry = variant.values.find((v) => v.attributeId === attribute.id);
        if (!entry) continue;
        const key = optionKey(entry);
        if (seen.has(key)) continue;
        seen.add(key);
        options.push({ key, label: entry.value, hexColor: null });
      }
      return { id: attribute.id, displayName: attribute.displayName, isRequired: attribute.isRequired, options };
    })
    .filter((attribute) => attribute.options.length > 0);
}

function matches(variant: PublicVariant, selection: Selection): boolean {
  return Object.entries(selection).every(([attributeId, key]) => variantKey(variant, attributeId) === key);
}

export function isSelectionComplete(attributes: SelectableAttribute[], selection: Selection): boolean {
  return attributes.every((a) => selection[a.id] !== undefined);
}

/** The variant of a complete selection; with no attributes, the first variant. */
export function selectedVariant(product: Pick<PublicProduct, 'variants'>, attributes: SelectableAttribute[], selection: Selection): PublicVariant | null {
  if (attributes.length === 0) return product.variants[0] ?? null;
  if (!isSelectionComplete(attributes, selection)) return null;
  return product.variants.find((v) => matches(v, selection)) ?? null;
}

/**
 * The picture to show first for a choice, even a partial one (a colour before
 * the size): the chosen variant's own, else that of the first variant with
 * pictures that matches what is chosen so far (docs/product/catalogue.md,
 * "Fotos por variante"). Undefined while nothing chosen has a picture.
 */
export function chosenPicture(product: Pick<PublicProduct, 'variants'>, selection: Selection, variant: PublicVariant | null): string | undefined {
  if (variant?.images[0]) return variant.images[0];
  if (Object.keys(selection).length === 0) return undefined;
  return product.variants.find((v) => v.images.length > 0 && matches(v, selection))?.images[0];
}

/** The starting selection: attributes with a single possible value come chosen. */
export function initialSelection(attributes: SelectableAttribute[]): Selection {
  const selection: Selection = {};
  for (const attribute of attributes) {
    const only = attribute.options.length === 1 ? attribute.options[0] : undefined;
    if (only) selection[attribute.id] = only.key;
  }
  return selection;
}

/**
 * Chooses a value. Other choices that no variant combines with it are cleared,
 * so the shopper never sits on a combination that does not exist.
 */
export function choose(
  product: Pick<PublicProduct, 'variants'>,
  attributes: SelectableAttribute[],
  selection: Selection,
  attributeId: string,
  key: string,
): Selection {
  const next: Selection = { ...initialSelection(attributes), [attributeId]: key };
  for (const attribute of attributes) {
    const current = selection[attribute.id];
    if (attribute.id === attributeId || current === undefined) continue;
    const candidate = { ...next, [attribute.id]: current };
    if (product.variants.some((v) => matches(v, candidate))) next[attribute.id] = current;
  }
  return next;
}

/** True when choosing this option, with the other current choices, leaves no variant with stock ("(sin stock)"). */
export function isOptionOutOfStock(product: Pick<PublicProduct, 'variants'>, selection: Selection, attributeId: string, key: string): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([id]) => id !== attributeId));
  const candidate = { ...others, [attributeId]: key };
  return !product.variants.some((v) => orderableUnits(v.availableStock) > 0 && matches(v, candidate));
}

/** The chosen variant's values as "Color: Negro", for the summary, the cart line and the order dialog. */
export function variantAttributes(
  variant: PublicVariant,
  attributes: SelectableAttribute[],
): { name: string; value: string; hexColor: string | null }[] {
  return attributes.flatMap((attribute) => {
    const key = variantKey(variant, attribute.id);
    const option = attribute.options.find((o) => o.key === key);
    return option ? [{ name: attribute.displayName, value: option.label, hexColor: option.hexColor }] : [];
  });
}
