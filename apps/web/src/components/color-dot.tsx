import { cn } from '@/lib/utils';

/**
 * A small swatch for a colour value (hex_color). Drawn as SVG so its colour is an attribute (`fill`), not an inline
 * style: a store page carries no `style` on its cards.
 */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={cn('inline-block size-3 shrink-0', className)}>
      <circle cx="6" cy="6" r="5.5" fill={color} stroke="black" strokeOpacity="0.15" />
    </svg>
  );
}
