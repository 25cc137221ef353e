import { cn } from '@/lib/utils';
import { cartBadgeHtml } from '../lib/cart-badge';

/**
 * The item count on a cart button (sum of quantities), hidden while empty. Its
 * content is painted by the page's script from the stored cart before any
 * island runs (lib/cart-badge.ts); an island passes the `count` it knows, drawn
 * as the same HTML, and while hydrating leaves the painted content as it is.
 */
export function CartCountBadge({ slug, count = 0, className }: { slug: string; count?: number; className?: string }) {
  return (
    <span
      data-cart-badge={slug}
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground tabular-nums empty:hidden',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: cartBadgeHtml(count) }}
    />
  );
}
