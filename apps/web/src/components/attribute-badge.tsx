import type { ReactNode } from 'react';
import { ColorDot } from '@/components/color-dot';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * A variant's value as a badge ("Color: Rojo", with its colour's dot when it has one): in the store's cards and cart,
 * the variant's summary and the orders. A long value wraps inside the badge rather than running past its card.
 */
export function AttributeBadge({
  hexColor,
  className,
  children,
}: {
  hexColor?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge variant="outline" className={cn('max-w-full whitespace-normal', className)}>
      {hexColor && <ColorDot color={hexColor} />}
      {children}
    </Badge>
  );
}
