import { cartItemCount } from './cart-line';
import { cartStorageKey, readCart, subscribeCart } from './cart-storage';

/*
 * The cart's count on the header's and the floating cart's buttons is a value
 * only the browser knows (the stored cart), and it is all those buttons need
 * from code: the server draws each badge empty (hidden while empty), and the
 * store page's script paints it from the stored cart before any island's code
 * runs, then again on every change of the cart (this tab's islands, another
 * tab). An island that renders a badge draws the same HTML from the same cart
 * (components/cart-count-badge.tsx), so its hydration finds what it renders.
 */

/** The badge's content for `count` units: the number (99+ past 99) and, for screen readers, what it counts; nothing when empty. */
export function cartBadgeHtml(count: number): string {
  if (count <= 0) return '';
  return `${count > 99 ? '99+' : count}<span class="sr-only"> ${count === 1 ? 'producto' : 'productos'}</span>`;
}

/** The attribute that marks a badge (components/cart-count-badge.tsx), holding its shop's slug. */
const CART_BADGE_ATTRIBUTE = 'data-cart-badge';

function paint(root: ParentNode, slug: string): void {
  const html = cartBadgeHtml(cartItemCount(readCart(cartStorageKey(slug))));
  for (const badge of root.querySelectorAll<HTMLElement>(`[${CART_BADGE_ATTRIBUTE}]`)) {
    if (badge.getAttribute(CART_BADGE_ATTRIBUTE) === slug && badge.innerHTML !== html) badge.innerHTML = html;
  }
}

/** Paints every cart badge in `root` from the stored cart and keeps them painted as it changes; returns the way to stop. */
export function paintCartBadges(root: ParentNode = document): () => void {
  const slugs = new Set([...root.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`)].map((badge) => badge.getAttribute(CART_BADGE_ATTRIBUTE) ?? ''));
  const stops = [...slugs].map((slug) => {
    paint(root, slug);
    return subscribeCart(cartStorageKey(slug), () => paint(root, slug));
  });
  return () => {
    for (const stop of stops) stop();
  };
}
