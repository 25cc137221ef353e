import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '@/features/cart/hooks/use-cart';
import { CartCountBadge } from './cart-count-badge';

/** On phones the cart stays one tap away at the bottom of the screen; `to` is relative to the page's route. */
export function FloatingCartButton({ to = 'cart' }: { to?: string }) {
  const { itemCount } = useCart();
  return (
    <Link
      to={to}
      aria-label="Ver carrito"
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform active:scale-95 sm:hidden"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      <CartCountBadge count={itemCount} className="absolute -top-1 -right-1 border-2 border-background" />
    </Link>
  );
}
