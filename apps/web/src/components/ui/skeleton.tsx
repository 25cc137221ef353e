import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** `skeleton` is the base, in theme.css: a className's rounding wins over it. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('skeleton', className)} {...props} />;
}
