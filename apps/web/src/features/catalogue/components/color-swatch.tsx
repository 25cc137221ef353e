import { cn } from '@/lib/utils';

/** A small round sample of a value's colour (decorative: the value's name is always next to it). */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-3 shrink-0 rounded-full border border-black/15', className)}
      style={{ backgroundColor: color }}
    />
  );
}
