import { fireEvent, render, screen, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { headerCart, line, MATE } from '@/test/cart-page';
import { newShopSlug } from '@/test/storefront-data';
import { FloatingCart } from '../components/floating-cart';
import { paintStoredCart } from '../lib/cart-paint';
import { cartStorageKey } from '../lib/cart-key';
import { contactLinks } from '../lib/contact-links';
import HeaderActions from './header-actions';

/*
 * The store's header and the phone's floating cart (docs/product/storefront.md):
 * "Contactar" with the store's channels, the cart with the units it holds,
 * kept in this browser and followed from another tab.
 */

const DEMO = contactLinks({ whatsappNumber: '5491123456789', instagramHandle: '@vidriera.demo', facebookPage: null });

function header({ contact = DEMO, stored = [] as ReturnType<typeof line>[] } = {}) {
  const slug = newShopSlug();
  if (stored.length) localStorage.setItem(cartStorageKey(slug), JSON.stringify(stored));
  render(
    <header>
      <HeaderActions slug={slug} storeName="Tienda Demo" cartHref={`/store/${slug}/cart`} contact={contact} />
      <FloatingCart slug={slug} cartHref={`/store/${slug}/cart`} />
    </header>,
  );
  // The page's script paints the floating cart's count (lib/cart-paint.ts).
  onTestFinished(paintStoredCart());
  return { slug, user: userEvent.setup() };
}

describe('the header', () => {
  it('counts the units of the cart kept in this browser, in the header and the floating cart', () => {
    const { slug } = header({ stored: [{ ...MATE, quantity: 2 }, line('v-otro', 'Bombilla', 500_000, 1)] });
    expect(headerCart()).toHaveAccessibleName('Carrito 3 productos');
    expect(headerCart()).toHaveAttribute('href', `/store/${slug}/cart`);
    expect(screen.getByRole('link', { name: 'Ver carrito 3 productos' })).toBeInTheDocument();
  });

  it('says nothing of an empty cart', () => {
    header();
    expect(headerCart()).toHaveAccessibleName('Carrito');
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toBeInTheDocument();
  });

  it('follows the cart another tab changes', () => {
    const { slug } = header({ stored: [MATE] });
    const key = cartStorageKey(slug);
    localStorage.setItem(key, JSON.stringify([{ ...MATE, quantity: 4 }]));
    fireEvent(window, new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    expect(headerCart()).toHaveAccessibleName('Carrito 4 productos');
  });

  it('opens the store’s contact channels, each in a new tab', async () => {
    const { user } = header();
    await user.click(screen.getByRole('button', { name: 'Contactar' }));
    const contact = await screen.findByRole('dialog', { name: 'Contactar' });
    expect(within(contact).getByText('Elige cómo comunicarte con Tienda Demo.')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491123456789',
    );
    expect(within(contact).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/vidriera.demo',
    );
    expect(within(contact).getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(within(contact).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('offers no "Contactar" to a store without channels', () => {
    header({ contact: [] });
    expect(screen.queryByRole('button', { name: 'Contactar' })).not.toBeInTheDocument();
  });
});

describe('the phone’s side menu', () => {
  it('has the cart with its count and "Contactar", which opens the channels', async () => {
    const { user } = header({ stored: [{ ...MATE, quantity: 2 }] });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog', { name: 'Tienda Demo' });
    expect(within(menu).getByRole('link', { name: /Carrito/ })).toHaveTextContent('Carrito2');
    await user.click(within(menu).getByRole('button', { name: 'Contactar' }));
    expect(await screen.findByRole('dialog', { name: 'Contactar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tienda Demo' })).not.toBeInTheDocument();
  });
});
