/*
 * Choosing a variant by its attribute values: the store's product page and the
 * admin's order form use these same rules (docs/product/storefront.md,
 * "Choosing a variant"). An option is an attribute value's id, or the text of
 * a value typed by hand (text, number and yes/no attributes).
 */

/** What a variant says about one attribute. */
export interface VariantValueRef {
  attributeId: string;
  attributeValueId: string | null;
  value: string;
}

export interface ChoosableVariant {
  values: VariantValueRef[];
}

/** An attribute as the catalogue lists it, with its values in the store's order. */
export interface ChoosableAttribute {
  id: string;
  displayName: string;
  values: { id: string; displayValue: string; hexColor: string | null }[];
}

/** One choice of an attribute's select. */
export interface AttributeOption {
  key: string;
  label: string;
  hexColor: string | null;
}

/** An attribute that tells the product's variants apart, with the options its variants use. */
export type ChoiceAttribute<A extends ChoosableAttribute = ChoosableAttribute> = Omit<A, 'values'> & {
  options: AttributeOption[];
};

/** attribute id → option key */
export type Selection = Record<string, string>;

/** Units a variant can still take (0 when none). */
export type UnitsOf<V> = (variant: V) => number;

const keyOf = (entry: VariantValueRef) => entry.attributeValueId ?? `text:${entry.value}`;

/** The option a variant has for an attribute. */
export function variantOptionKey(variant: ChoosableVariant, attributeId: string): string | undefined {
  const entry = variant.values.find((v) => v.attributeId === attributeId);
  return entry ? keyOf(entry) : undefined;
}

/** One select per attribute, listing only the values some variant uses, in the attribute's order, then values typed by hand. */
export function choiceAttributes<A extends ChoosableAttribute>(product: {
  attributes: A[];
  variants: ChoosableVariant[];
}): ChoiceAttribute<A>[] {
  return product.attributes
    .map((attribute) => {
      const { values, ...rest } = attribute;
      const options = new Map<string, AttributeOption>();
      for (const value of values) {
        if (product.variants.some((v) => variantOptionKey(v, attribute.id) === value.id)) {
          options.set(value.id, { key: value.id, label: value.displayValue, hexColor: value.hexColor });
        }
      }
      for (const variant of product.variants) {
        const entry = variant.values.find((v) => v.attributeId === attribute.id);
        if (entry && !options.has(keyOf(entry)))
          options.set(keyOf(entry), { key: keyOf(entry), label: entry.value, hexColor: null });
      }
      return { ...rest, options: [...options.values()] };
    })
    .filter((attribute) => attribute.options.length > 0);
}

export function isSelectionComplete(attributes: ChoiceAttribute<ChoosableAttribute>[], selection: Selection): boolean {
  return attributes.every((a) => selection[a.id] !== undefined);
}

/** The variant every attribute's choice names, once all are chosen; a product without attributes has its first variant. */
export function matchingVariant<V extends ChoosableVariant>(
  variants: V[],
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  selection: Selection,
): V | undefined {
  if (attributes.length === 0) return variants[0];
  if (!isSelectionComplete(attributes, selection)) return undefined;
  return variants.find((v) => attributes.every((a) => variantOptionKey(v, a.id) === selection[a.id]));
}

/** Variants that agree with the choices of the attributes before `index`. */
function agreeingVariants<V extends ChoosableVariant>(
  variants: V[],
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  selection: Selection,
  index: number,
): V[] {
  const earlier = attributes.slice(0, index).filter((a) => selection[a.id] !== undefined);
  return variants.filter((v) => earlier.every((a) => variantOptionKey(v, a.id) === selection[a.id]));
}

/**
 * Whether an option can be had: some variant with it, and with the choices of
 * the attributes before it, has units left. An option that cannot is shown as
 * out of stock ("sin stock").
 */
export function isOptionAvailable<V extends ChoosableVariant>(
  variants: V[],
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  selection: Selection,
  attributeId: string,
  key: string,
  unitsOf: UnitsOf<V>,
): boolean {
  const index = attributes.findIndex((a) => a.id === attributeId);
  if (index < 0) return false;
  return agreeingVariants(variants, attributes, selection, index).some(
    (v) => variantOptionKey(v, attributeId) === key && unitsOf(v) > 0,
  );
}

/**
 * Fills each attribute left unchosen whose options, given the choices before
 * it, come down to one: the one with units left, or else the only one that
 * exists at all.
 */
export function autoSelect<V extends ChoosableVariant>(
  variants: V[],
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  selection: Selection,
  unitsOf: UnitsOf<V>,
): Selection {
  const next = { ...selection };
  attributes.forEach((attribute, index) => {
    if (next[attribute.id] !== undefined) return;
    const agreeing = agreeingVariants(variants, attributes, next, index);
    const possible = attribute.options.filter((o) => agreeing.some((v) => variantOptionKey(v, attribute.id) === o.key));
    const available = possible.filter((o) =>
      agreeing.some((v) => variantOptionKey(v, attribute.id) === o.key && unitsOf(v) > 0),
    );
    const only = available.length > 0 ? available : possible;
    if (only.length === 1 && only[0]) next[attribute.id] = only[0].key;
  });
  return next;
}

/** Which later choices survive a change: those that still name a variant, or (where a sold-out variant cannot be taken) a variant with units. */
export type KeepLater = 'existing' | 'in-stock';

/**
 * Chooses `key` for an attribute (undefined clears it). Choices of the
 * attributes before it stay; each later choice stays while it still fits
 * (see KeepLater) and is cleared otherwise; then `autoSelect` fills what has
 * a single option left.
 */
export function chooseOption<V extends ChoosableVariant>(
  variants: V[],
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  selection: Selection,
  attributeId: string,
  key: string | undefined,
  unitsOf: UnitsOf<V>,
  keepLater: KeepLater,
): Selection {
  const index = attributes.findIndex((a) => a.id === attributeId);
  const next: Selection = {};
  attributes.forEach((attribute, i) => {
    const current = i === index ? key : selection[attribute.id];
    if (current === undefined) return;
    const fits =
      i <= index ||
      agreeingVariants(variants, attributes, next, i).some(
        (v) => variantOptionKey(v, attribute.id) === current && (keepLater === 'existing' || unitsOf(v) > 0),
      );
    if (fits) next[attribute.id] = current;
  });
  return autoSelect(variants, attributes, next, unitsOf);
}

/** The choices that name a variant (an order line being edited). */
export function selectionOfVariant(
  attributes: ChoiceAttribute<ChoosableAttribute>[],
  variant: ChoosableVariant | undefined,
): Selection {
  const selection: Selection = {};
  if (!variant) return selection;
  for (const attribute of attributes) {
    const key = variantOptionKey(variant, attribute.id);
    if (key) selection[attribute.id] = key;
  }
  return selection;
}

/** A variant's values as the selects show them ("Color: Rojo"), for summaries, cart lines and the order dialog. */
export function chosenValues(
  variant: ChoosableVariant,
  attributes: ChoiceAttribute<ChoosableAttribute>[],
): { name: string; value: string; hexColor: string | null }[] {
  return attributes.flatMap((attribute) => {
    const key = variantOptionKey(variant, attribute.id);
    const option = attribute.options.find((o) => o.key === key);
    return option ? [{ name: attribute.displayName, value: option.label, hexColor: option.hexColor }] : [];
  });
}
