import {
  type CartVariant,
  type DeliverySettings,
  type PaymentMethodName,
  type PublicPromotion,
  publicRoutes,
} from '@vidriera/core';
import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expect, onTestFinished } from 'vitest';
import { startIslands } from '@/app/store-page/hydrate-islands';
import HeaderActions from '@/features/storefront/islands/header-actions';
import { paintStoredCart } from '@/features/storefront/lib/cart-paint';
import { cartStorageKey } from '@/features/storefront/lib/cart-key';
import type { CartLine } from '@/features/storefront/lib/cart-line';
import { CartContents } from '@/features/storefront/pages/cart-page';
import { HydratedContext } from '@/lib/hydration';
import { fakeApi } from './fake-api';
import { pageContainer } from './page-container';
import { ANYWHERE, newShopSlug } from './storefront-data';

/** A line as the browser keeps it: `units` of a product of one variant, no attributes. */
export const line = (variantId: string, name: string, priceCents: number, units: number): CartLine => ({
  product_id: `p-${variantId}`,
  variant_id: variantId,
  name,
  price: priceCents,
  quantity: units,
  image: null,
  attributes: [],
});

/** What the server says today of a line's variant. */
export const today = (
  variantId: string,
  name: string,
  priceCents: number,
  availableStock: number | null,
): CartVariant => ({
  id: variantId,
  productId: `p-${variantId}`,
  productName: name,
  finalPriceCents: priceCents,
  compareAtPriceCents: null,
  availableStock,
  categoryIds: [],
  variantTiers: [],
  productTiers: [],
});

/** A mate at $10.000 and a bombilla at $5.000, plenty of both. */
export const MATE = line('v-mate', 'Mate de Calabaza', 1_000_000, 1);
export const BOMBILLA = line('v-bombilla', 'Bombilla de Alpaca', 500_000, 1);
export const inStock = (...lines: CartLine[]) => lines.map((l) => today(l.variant_id, l.name, l.price, 10));

interface CartPageOptions {
  /** The server's view of the lines (cartVariants). */
  variants?: CartVariant[];
  /** The server cannot answer it: this status, with the server's message. */
  variantsRefused?: { status: number; message: string };
  /** The store's running promotions (docs/product/orders.md, "Promociones"). */
  promotions?: PublicPromotion[];
  paymentMethods?: PaymentMethodName[];
  transferDiscountPercent?: number | null;
  delivery?: DeliverySettings;
  /** The store quotes with carriers: the test answers the cart's quotes. */
  carrierShipping?: boolean;
  hasWhatsapp?: boolean;
}

/**
 * The cart page over a cart stored in this browser: the header's island, and
 * the page's body as the server sends it, painted and taken over as the store
 * page's script does (store-entry.tsx): the lines at once, the order form on
 * the shopper's first touch. An island whose first render differs from the
 * server's HTML fails the test. Resolves once the lines (or the empty cart) show.
 */
export async function cartPage(lines: CartLine[], options: CartPageOptions = {}) {
  const slug = newShopSlug();
  if (lines.length) localStorage.setItem(cartStorageKey(slug), JSON.stringify(lines));
  const api = fakeApi();
  if (options.variantsRefused)
    api.refuse(publicRoutes.cartVariants, options.variantsRefused.status, {
      code: 'REFUSED',
      message: options.variantsRefused.message,
    });
  else
    api.answer(publicRoutes.cartVariants, {
      variants: options.variants ?? inStock(...lines),
      promotions: options.promotions ?? [],
      wholesaleMinimum: { minOrderCents: null, minUnits: null },
    });
  render(<HeaderActions slug={slug} storeName="Tienda" cartHref={`/store/${slug}/cart`} contact={[]} />);
  const store = {
    slug,
    whatsappNumber: options.hasWhatsapp === false ? null : '5491123456789',
    paymentMethods: options.paymentMethods ?? [],
    transferDiscountPercent: options.transferDiscountPercent ?? null,
    delivery: options.delivery ?? ANYWHERE,
    carrierShipping: options.carrierShipping ?? false,
  };
  pageContainer(
    renderToString(
      <HydratedContext value={false}>
        <CartContents base={`/store/${slug}`} home={`/store/${slug}`} store={store} />
      </HydratedContext>,
    ),
  );
  onTestFinished(paintStoredCart());
  const mismatches: string[] = [];
  startIslands((island, difference) => mismatches.push(`${island}: ${difference}`));
  onTestFinished(() => expect(mismatches).toEqual([]));
  if (lines.length) await screen.findByRole('list', { name: 'Productos del carrito' });
  else await screen.findByRole('heading', { name: 'Tu carrito está vacío' });
  const user = userEvent.setup();
  return { slug, api, user };
}

/** The cart line of a product, found by its name. */
export function cartLine(name: string): HTMLElement {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`No hay una línea de ${name}`);
  return item;
}

export const headerCart = () => screen.getByRole('navigation', { name: 'Tienda' }).querySelector('a');
