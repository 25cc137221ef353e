import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const tile = cva('grid shrink-0 place-items-center', {
  variants: {
    size: {
      sm: 'size-10 rounded-lg [&>svg]:size-5',
      md: 'size-11 rounded-lg [&>svg]:size-5',
      lg: 'size-12 rounded-xl [&>svg]:size-6',
      xl: 'size-14 rounded-2xl [&>svg]:size-7',
    },
    tone: {
      solid: 'bg-primary text-primary-foreground',
      soft: 'bg-primary/10 text-primary',
      muted: 'bg-muted text-muted-foreground',
    },
  },
});

/** The square with an icon that heads a card or a screen (a store's settings, the super admin's header, the dashboard's sections). */
export function IconTile({
  icon: Icon,
  size,
  tone,
  className,
}: { icon: LucideIcon; className?: string } & Required<VariantProps<typeof tile>>) {
  return (
    <span className={cn(tile({ size, tone }), className)}>
      <Icon aria-hidden="true" />
    </span>
  );
}
