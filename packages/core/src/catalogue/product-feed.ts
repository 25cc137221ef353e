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
export function feedAttributeKind(attribute: {
  name: string;
  displayName: string;
  hasColours: boolean;
}): 'color' | 'size' | null {
  const names = [fold(attribute.name), fold(attribute.displayName)];
  if (attribute.hasColours || names.some((n) => COLOUR_NAMES.has(n))) return 'color';
  if (names.some((n) => SIZE_NAMES.has(n))) return 'size';
  return null;
}

/** A price as the feeds read it: "12500.00 ARS". */
export const feedPrice = (cents: number) => `${(cents / 100).toFixed(2)} ARS`;

/**
 * Whether a barcode is a GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14: 8, 12, 13 or
 * 14 digits whose last is the GS1 check digit). A shop's own code is not one:
 * the feed and the page's structured data only call a real GTIN a GTIN.
 */
export function isGtin(code: string | null | undefined): code is string {
  if (!code || !/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() ?? 0;
  // From the right of the payload, the digits weigh 3, 1, 3, 1…
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** The brand the feed and the product page's structured data name: the product's, else the store's name. */
export const productBrand = (brand: string, storeName: string) => brand.trim() || storeName;

/** The most pictures an item carries besides its main one (`g:additional_image_link`). */
export const FEED_MORE_PICTURES = 10;
