import { ShoppingCart } from 'lucide-react';
import { defineIsland } from '@/components/island';
import { CartCountBadge } from '../components/cart-count-badge';
import { useCart } from '../hooks/use-cart';

export interface FloatingCartProps {
  slug: string;
  cartHref: string;
}

/** On phones the cart stays one tap away at the bottom of the screen (a link; the island adds the count). */
function FloatingCart({ slug, cartHref }: FloatingCartProps) {
  const { itemCount } = useCart(slug);
  return (
    <a
      href={cartHref}
      aria-label="Ver carrito"
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform active:scale-95 sm:hidden"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      <CartCountBadge count={itemCount} className="absolute -top-1 -right-1 border-2 border-background" />
    </a>
  );
}

export default defineIsland('storefront/floating-cart', FloatingCart);
