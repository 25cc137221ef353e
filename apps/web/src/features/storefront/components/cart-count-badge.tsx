import { cn } from '@/lib/utils';
import { CART_PAINTED, cartBadgeHtml } from '../lib/cart-paint';

/**
 * The item count on a cart button (sum of quantities), hidden while empty. Its
 * content is painted by the page's script from the stored cart before any
 * island runs (lib/cart-paint.ts); an island passes the `count` it knows, drawn
 * as the same HTML, and while hydrating leaves the painted content as it is.
 */
export function CartCountBadge({
  slug,
  count = 0,
  onPrimary = false,
  className,
}: {
  slug: string;
  count?: number;
  onPrimary?: boolean;
  className?: string;
}) {
  return (
    <span
      {...{ [CART_PAINTED.badge]: slug }}
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] leading-none font-semibold tabular-nums empty:hidden',
        // On a button of the primary colour, the colours swap.
        onPrimary ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: cartBadgeHtml(count) }}
    />
  );
}
