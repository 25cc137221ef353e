import { ShoppingCart } from 'lucide-react';
import { CartCountBadge } from './cart-count-badge';

/**
 * On phones the cart stays one tap away at the bottom of the screen: a link,
 * with no island; its count is painted by the page's script (lib/cart-paint.ts).
 */
export function FloatingCart({ slug, cartHref }: { slug: string; cartHref: string }) {
  return (
    <a
      href={cartHref}
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform active:scale-95 sm:hidden"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      {/* Its name is its text, so it holds the count it shows: "Ver carrito 3 productos". */}
      <span className="sr-only">Ver carrito</span>
      <CartCountBadge slug={slug} className="absolute -top-1 -right-1 border-2 border-background" />
    </a>
  );
}
