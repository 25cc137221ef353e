import { formatPrice, priceBefore } from '@vidriera/core';
import { cn } from '@/lib/utils';

/**
 * A promotion, under a price: "Antes $X" (struck through) and the percent off
 * (docs/product/storefront.md, "Precio anterior"). Nothing when the price
 * before is missing or not above the price.
 */
export function PriceBefore({
  priceCents,
  compareAtCents,
  className,
}: {
  priceCents: number;
  compareAtCents: number | null;
  className?: string;
}) {
  const before = priceBefore(priceCents, compareAtCents);
  if (!before) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground sm:text-sm', className)}>
      <span>
        Antes <s>{formatPrice(before.beforeCents)}</s>
      </span>
      <span className="rounded bg-destructive px-1.5 py-0.5 text-xs font-semibold text-white">
        -{before.percentOff}%
      </span>
    </p>
  );
}
