import { cn } from '@/lib/utils';

/** The item count on a cart button (sum of quantities); nothing when the cart is empty. */
export function CartCountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {count === 1 ? 'producto' : 'productos'}</span>
    </span>
  );
}
