import { cn } from '@/lib/utils';

/** A small swatch for a colour value (hex_color). */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('inline-block size-3 shrink-0 rounded-full border border-black/15', className)} style={{ backgroundColor: color }} />;
}
