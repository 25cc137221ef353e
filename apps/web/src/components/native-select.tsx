import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The phone's own picker, styled like our inputs: light to download and comfortable on touch screens.
 * `leading`: a small mark drawn at its start, beside the chosen option (a colour's swatch); options themselves are text only.
 */
export function NativeSelect({
  className,
  children,
  leading,
  ...props
}: ComponentProps<'select'> & { leading?: ReactNode }) {
  return (
    <div className={cn('relative', className)}>
      {leading && (
        <span className="pointer-events-none absolute top-1/2 left-3 z-10 flex -translate-y-1/2">{leading}</span>
      )}
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 text-base shadow-xs outline-none md:text-sm',
          leading ? 'pl-8' : 'pl-3',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  );
}
