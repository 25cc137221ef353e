import { formatPrice } from '@vidriera/core';
import { type CartLine, cartItemCount, cartTotalCents } from './cart-line';
import { cartStorageKey } from './cart-key';
import { readCart, subscribeCart } from './cart-storage';

/*
 * What a store page shows of the stored cart without an island: the count on
 * the header's and the floating cart's buttons, and on the cart page its
 * summary and whether it is empty. They are values only the browser knows,
 * and all those parts need from code: the server draws them empty (a badge
 * hidden while empty), and the store page's script paints them from the
 * stored cart before any island's code runs, then again on every change of
 * the cart (this tab's islands, another tab). An island that renders a badge
 * draws the same HTML from the same cart (components/cart-count-badge.tsx),
 * so its hydration finds what it renders.
 */

const productsWord = (count: number) => (count === 1 ? 'producto' : 'productos');

/** The badge's content for `count` units: the number (99+ past 99) and, for screen readers, what it counts; nothing when empty. */
export function cartBadgeHtml(count: number): string {
  if (count <= 0) return '';
  return `${count > 99 ? '99+' : count}<span class="sr-only"> ${productsWord(count)}</span>`;
}

/** "Subtotal (3 productos)": the cart summary's first line (components/cart-summary.tsx). */
const cartUnitsText = (count: number) => `Subtotal (${count} ${productsWord(count)})`;

/**
 * The attributes that mark what is painted, each holding its shop's slug: a
 * badge (components/cart-count-badge.tsx), the cart page's summary
 * (components/cart-summary.tsx) and its layout, marked `data-empty` while the
 * cart has no lines, told how many it has and marked `data-painted` after
 * (pages/cart-page.tsx).
 */
export const CART_PAINTED = {
  badge: 'data-cart-badge',
  summary: 'data-cart-summary',
  layout: 'data-cart-layout',
} as const;

/** Inside a summary: where its units and its totals go. */
export const CART_SUMMARY_PARTS = { units: 'data-cart-units', total: 'data-cart-total' } as const;

const painters: Record<keyof typeof CART_PAINTED, (element: HTMLElement, lines: CartLine[]) => void> = {
  badge(badge, lines) {
    const html = cartBadgeHtml(cartItemCount(lines));
    if (badge.innerHTML !== html) badge.innerHTML = html;
  },
  summary(summary, lines) {
    for (const units of summary.querySelectorAll(`[${CART_SUMMARY_PARTS.units}]`))
      units.textContent = cartUnitsText(cartItemCount(lines));
    for (const total of summary.querySelectorAll(`[${CART_SUMMARY_PARTS.total}]`))
      total.textContent = formatPrice(cartTotalCents(lines));
  },
  layout(layout, lines) {
    layout.toggleAttribute('data-empty', lines.length === 0);
    // How tall the lines will be, for their placeholder (theme.css, .cart-lines-placeholder).
    layout.style.setProperty('--cart-lines', String(lines.length));
    layout.style.setProperty('--cart-badged-lines', String(lines.filter((line) => line.attributes.length > 0).length));
    layout.setAttribute('data-painted', '');
  },
};

function paint(root: ParentNode, slug: string): void {
  const lines = readCart(cartStorageKey(slug));
  for (const [part, attribute] of Object.entries(CART_PAINTED) as [keyof typeof CART_PAINTED, string][]) {
    for (const element of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      if (element.getAttribute(attribute) === slug) painters[part](element, lines);
    }
  }
}

/** Paints every cart badge, summary and layout in `root` from the stored cart and keeps them painted as it changes; returns the way to stop. */
export function paintStoredCart(root: ParentNode = document): () => void {
  const slugs = new Set<string>();
  for (const attribute of Object.values(CART_PAINTED)) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) slugs.add(element.getAttribute(attribute) ?? '');
  }
  const stops = [...slugs].map((slug) => {
    paint(root, slug);
    return subscribeCart(cartStorageKey(slug), () => paint(root, slug));
  });
  return () => {
    for (const stop of stops) stop();
  };
}
