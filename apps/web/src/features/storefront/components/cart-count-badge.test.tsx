import { fireEvent, screen } from '@testing-library/preact';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { headerCart, line, MATE } from '@/test/cart-page';
import { pageContainer } from '@/test/page-container';
import { newShopSlug } from '@/test/storefront-data';
import HeaderActions from '../islands/header-actions';
import { paintStoredCart } from '../lib/cart-paint';
import { cartStorageKey } from '../lib/cart-key';
import { readCart, writeCart } from '../lib/cart-storage';
import { FloatingCart } from './floating-cart';

/*
 * The cart's count on the header and the floating cart (docs/product/storefront.md),
 * painted by the store page's script from the cart kept in this browser
 * before, and without, any island's code.
 */

/** The server's HTML of a page's header actions and floating cart, with only the page's painting script run on it. */
function serverPage(stored: ReturnType<typeof line>[] = []) {
  const slug = newShopSlug();
  if (stored.length) localStorage.setItem(cartStorageKey(slug), JSON.stringify(stored));
  const html = renderToString(
    <header>
      <HeaderActions slug={slug} storeName="Tienda Demo" cartHref={`/store/${slug}/cart`} contact={[]} />
      <FloatingCart slug={slug} cartHref={`/store/${slug}/cart`} />
    </header>,
  );
  pageContainer(html);
  return { slug, html, paint: () => onTestFinished(paintStoredCart()) };
}

const floatingCart = () => screen.getByRole('link', { name: /Ver carrito/ });

describe('the cart count', () => {
  it('comes empty from the server, whatever the cart holds', () => {
    const { html } = serverPage([{ ...MATE, quantity: 2 }]);
    expect(html).not.toContain('productos');
    expect(headerCart()).toHaveAccessibleName('Carrito');
  });

  it('shows the units of the stored cart with no island code', () => {
    const { paint } = serverPage([{ ...MATE, quantity: 2 }, line('v-otro', 'Bombilla', 500_000, 1)]);
    paint();
    expect(headerCart()).toHaveAccessibleName('Carrito 3 productos');
    expect(floatingCart()).toHaveTextContent('3 productos');
    // The name holds what the button shows: the count.
    expect(floatingCart()).toHaveAccessibleName('Ver carrito 3 productos');
  });

  it('says "producto" for one unit and "99+" past 99', () => {
    const { slug, paint } = serverPage([MATE]);
    paint();
    expect(floatingCart()).toHaveTextContent('1 producto');
    writeCart(cartStorageKey(slug), [{ ...MATE, quantity: 120 }]);
    expect(floatingCart()).toHaveTextContent('99+ productos');
  });

  it('follows what is added to the cart and what another tab changes, and hides when the cart empties', () => {
    const { slug, paint } = serverPage();
    paint();
    const key = cartStorageKey(slug);
    writeCart(key, [...readCart(key), { ...MATE, quantity: 2 }]);
    expect(headerCart()).toHaveAccessibleName('Carrito 2 productos');
    localStorage.setItem(key, JSON.stringify([{ ...MATE, quantity: 4 }]));
    fireEvent(window, new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    expect(floatingCart()).toHaveTextContent('4 productos');
    writeCart(key, []);
    expect(headerCart()).toHaveAccessibleName('Carrito');
    expect(floatingCart()).toHaveAccessibleName('Ver carrito');
  });
});
