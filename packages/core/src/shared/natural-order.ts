/*
 * Attribute values in the order a shopper expects (docs/product/catalogue.md,
 * "Talles en orden"): numbers by their value (4, 6, 8, 10; 35, 35/36, 36),
 * letter sizes from the smallest (XXS … XS, S, M, L, XL, XXL, 3XL), then any
 * other text alphabetically, accents and case aside.
 */

const LETTER_SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'];

/** The rank of a letter size ("XL", "2XL", "xxl"), or null when the text is not one. */
function letterSizeRank(text: string): number | null {
  const t = text.trim().toLowerCase();
  const multiple = /^([2-5])x(s|l)$/.exec(t);
  const spelled = multiple ? `${'x'.repeat(Number(multiple[1]))}${multiple[2]}` : t;
  const rank = LETTER_SIZES.indexOf(spelled);
  return rank < 0 ? null : rank;
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
const startsWithNumber = (text: string) => /^\s*\d/.test(text);

/** Compares two attribute values for sorting: negative when `a` goes first. */
export function compareAttributeValues(a: string, b: string): number {
  const kind = (text: string) => (letterSizeRank(text) !== null ? 1 : startsWithNumber(text) ? 0 : 2);
  const byKind = kind(a) - kind(b);
  if (byKind !== 0) return byKind;
  if (kind(a) === 1) return (letterSizeRank(a) ?? 0) - (letterSizeRank(b) ?? 0);
  return collator.compare(a, b);
}

/** A copy of `items` in natural order of the text `of` gives each; ties keep their order. */
export const sortNaturally = <T>(items: readonly T[], of: (item: T) => string): T[] =>
  [...items].sort((x, y) => compareAttributeValues(of(x), of(y)));

/** A size: a number (36, 35/36, 10.5) or a letter size (S, XL, 3XL). */
export const isSizeValue = (text: string) => letterSizeRank(text) !== null || /^\s*\d+([.,/-]\d+)*\s*$/.test(text);

/**
 * Values in the order a store keeps them: sizes (all of them numbers or letter
 * sizes) in natural order; any other list (colours, flavours) as the merchant
 * gave it.
 */
export const orderAttributeValues = <T>(items: readonly T[], of: (item: T) => string): T[] =>
  items.every((item) => isSizeValue(of(item))) ? sortNaturally(items, of) : [...items];
