import { type CartLine, isCartLine } from './cart-line';

/** The stored cart; an unparsable one is logged and treated as empty (docs/product/storefront.md). */
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

/*
 * The tab's carts, one per shop key: read from local storage the first time,
 * kept here afterwards (so a cart still works when storage refuses writes),
 * saved on every change and followed when another tab changes it.
 * It is the one cart every island of the page shares (hooks/use-cart.ts): the
 * server and an island's first render see an empty cart, the next one shows
 * the stored cart.
 */
const carts = new Map<string, CartLine[]>();
const listeners = new Map<string, Set<() => void>>();

export function readCart(key: string): CartLine[] {
  let lines = carts.get(key);
  if (!lines) {
    lines = loadCart(key);
    carts.set(key, lines);
  }
  return lines;
}

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

export function writeCart(key: string, lines: CartLine[]): void {
  carts.set(key, lines);
  saveCart(key, lines);
  notify(key);
}

export function subscribeCart(key: string, listener: () => void): () => void {
  let keyListeners = listeners.get(key);
  if (!keyListeners) listeners.set(key, (keyListeners = new Set()));
  keyListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    carts.set(key, loadCart(key));
    notify(key);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    keyListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
