import { type CartLine, isCartLine } from './cart-line';

/** One cart per shop in local storage (spec part 2 §9): version-2 prefix plus the slug, or "default". */
export const CART_STORAGE_PREFIX = 'vidriera:cart:v2:';

export function cartStorageKey(slug: string | null | undefined): string {
  return `${CART_STORAGE_PREFIX}${slug || 'default'}`;
}

/** The stored cart; an unparsable one is logged and treated as empty (spec §8). */
export function loadCart(key: string): CartLine[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('El carrito guardado no es una lista');
    return parsed.filter(isCartLine);
  } catch (error) {
    console.error('Failed to parse cart from localStorage', error);
    return [];
  }
}

export function saveCart(key: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(lines));
  } catch {
    // Private mode or a full quota: the cart still works for this visit.
  }
}
