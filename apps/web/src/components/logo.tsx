import { Store } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product mark: a shop-window icon and the name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Store className="size-5" aria-hidden="true" />
      </span>
      {showName && <span className="text-lg">Vidriera</span>}
    </span>
  );
}
