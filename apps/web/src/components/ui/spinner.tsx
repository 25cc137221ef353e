import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Decorative spinning icon; the text next to it says what is happening. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <Loader2 aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}
