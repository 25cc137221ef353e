/** One cart line as the browser keeps it (docs/product/storefront.md); `price` is the unit price in cents. */
export interface CartLineAttribute {
  name: string;
  value: string;
  hexColor: string | null;
}

export interface CartLine {
  product_id: string;
  variant_id: string;
  name: string;
  price: number;
  quantity: number;
  image: string | null;
  attributes: CartLineAttribute[];
  /** The variant's SKU, when it has one: the product feed's item id, for the store's measurement (lib/measure.ts). */
  sku?: string | null;
}

/** Item count is the sum of quantities; the total the sum of price × quantity (docs/product/storefront.md). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Adds a line; the same variant again adds to its quantity and takes the newer name, price and image (docs/product/storefront.md). */
export function addCartLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!lines.some((l) => l.variant_id === line.variant_id)) return [...lines, line];
  return lines.map((l) =>
    l.variant_id === line.variant_id ? { ...l, ...line, quantity: l.quantity + line.quantity } : l,
  );
}

/** Sets a line's quantity to a whole number, never below 1 (removing is a separate action). */
export function setCartLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  const whole = Math.max(1, Math.floor(quantity) || 1);
  return lines.map((l) => (l.variant_id === variantId ? { ...l, quantity: whole } : l));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAttribute(value: unknown): value is CartLineAttribute {
  return isRecord(value) && typeof value.name === 'string' && typeof value.value === 'string';
}

/** A stored line we can still use; anything else is dropped on load. */
export function isCartLine(value: unknown): value is CartLine {
  return (
    isRecord(value) &&
    typeof value.product_id === 'string' &&
    typeof value.variant_id === 'string' &&
    typeof value.name === 'string' &&
    Number.isInteger(value.price) &&
    Number.isInteger(value.quantity) &&
    (value.quantity as number) >= 1 &&
    (value.image === null || typeof value.image === 'string') &&
    Array.isArray(value.attributes) &&
    value.attributes.every(isAttribute)
  );
}
