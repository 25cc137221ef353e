import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from './cart-line';
import { cartStorageKey } from './cart-key';
import { loadCart, readCart, saveCart, subscribeCart, writeCart } from './cart-storage';

/** A tiny in-memory localStorage: the tests run in Node, without a browser. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const line: CartLine = {
  product_id: 'remera',
  variant_id: 'rojo-s',
  name: 'Remera Lisa',
  price: 1_000_000,
  quantity: 2,
  image: null,
  attributes: [],
};
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cartStorageKey', () => {
  it('keeps one cart per shop, and a default one outside a shop', () => {
    expect(cartStorageKey('vitrina-norte')).toBe('vidriera:cart:v2:vitrina-norte');
    expect(cartStorageKey(null)).toBe('vidriera:cart:v2:default');
    expect(cartStorageKey('')).toBe('vidriera:cart:v2:default');
  });
});

describe('loadCart and saveCart', () => {
  const key = cartStorageKey('vitrina-norte');

  it('brings back the saved cart', () => {
    saveCart(key, [line]);
    expect(loadCart(key)).toEqual([line]);
  });

  it("does not mix one shop's cart with another's", () => {
    saveCart(key, [line]);
    expect(loadCart(cartStorageKey('otra-tienda'))).toEqual([]);
  });

  it('removes the entry when the cart is emptied', () => {
    saveCart(key, [line]);
    saveCart(key, []);
    expect(storage.items.has(key)).toBe(false);
  });

  it('treats a stored cart that fails to parse as empty, and logs it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const broken of ['{no es json', '{"items":[]}']) {
      storage.setItem(key, broken);
      expect(loadCart(key)).toEqual([]);
    }
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('drops the stored lines it can no longer use and keeps the rest', () => {
    storage.setItem(key, JSON.stringify([line, { ...line, variant_id: 'roto', quantity: 0 }, 'basura']));
    expect(loadCart(key)).toEqual([line]);
  });

  it('still works when the browser refuses storage (private mode, full quota)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('window', { localStorage: refusing });
    expect(loadCart(key)).toEqual([]);
    expect(() => saveCart(key, [line])).not.toThrow();
  });
});

describe("the tab's cart (readCart, writeCart, subscribeCart)", () => {
  /** A window with storage and events, as another tab's change arrives. */
  function windowWithEvents() {
    const events = new EventTarget();
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    });
    return (key: string) => events.dispatchEvent(Object.assign(new Event('storage'), { key }));
  }

  it('reads the stored cart once and gives the same lines until it changes', () => {
    const key = cartStorageKey('lectura');
    storage.setItem(key, JSON.stringify([line]));
    const first = readCart(key);
    expect(first).toEqual([line]);
    expect(readCart(key)).toBe(first);
  });

  it('saves each change and tells whoever follows that cart, and only them', () => {
    windowWithEvents();
    const key = cartStorageKey('cambios');
    const told: string[] = [];
    const stop = subscribeCart(key, () => told.push('este'));
    subscribeCart(cartStorageKey('otra'), () => told.push('otra'));
    writeCart(key, [line]);
    expect(readCart(key)).toEqual([line]);
    expect(JSON.parse(storage.getItem(key) ?? '[]')).toEqual([line]);
    stop();
    writeCart(key, []);
    expect(told).toEqual(['este']);
  });

  it('follows a change made in another tab', () => {
    const fromAnotherTab = windowWithEvents();
    const key = cartStorageKey('pestanas');
    expect(readCart(key)).toEqual([]);
    const told = vi.fn();
    subscribeCart(key, told);
    storage.setItem(key, JSON.stringify([line]));
    fromAnotherTab(cartStorageKey('otra-tienda'));
    expect(told).not.toHaveBeenCalled();
    fromAnotherTab(key);
    expect(told).toHaveBeenCalledOnce();
    expect(readCart(key)).toEqual([line]);
  });

  it('keeps the cart for the visit when the browser refuses to store it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    vi.stubGlobal('window', { localStorage: refusing });
    const key = cartStorageKey('sin-lugar');
    writeCart(key, [line]);
    expect(readCart(key)).toEqual([line]);
  });
});
