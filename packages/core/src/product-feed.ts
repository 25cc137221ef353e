/*
 * The product feed's rules that are ours (docs/product/catalogue.md,
 * "Feed de productos"): which attributes are a colour or a size for Meta and
 * Google, and how a price reads.
 */

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const COLOUR_NAMES = new Set(['color', 'colour', 'colores']);
const SIZE_NAMES = new Set(['talle', 'talles', 'talla', 'tallas', 'size', 'tamano', 'medida']);

/** Whether an attribute is the feed's `g:color` or `g:size`: by its name or shown name, or (colour) because its values carry a colour. */
export function feedAttributeKind(attribute: { name: string; displayName: string; hasColours: boolean }): 'color' | 'size' | null {
  const names = [fold(attribute.name), fold(attribute.displayName)];
  if (attribute.hasColours || names.some((n) => COLOUR_NAMES.has(n))) return 'color';
  if (names.some((n) => SIZE_NAMES.has(n))) return 'size';
  return null;
}

/** A price as the feeds read it: "12500.00 ARS". */
export const feedPrice = (cents: number) => `${(cents / 100).toFixed(2)} ARS`;
