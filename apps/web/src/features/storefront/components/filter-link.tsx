import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * One value of a filter as a plain link that chooses it or, when chosen, takes it away: a box checked for the eye,
 * `aria-current` and "Quitar filtro" for a screen reader, and how many products of the list have it ("38 3 productos").
 */
export function FilterLink({
  href,
  chosen,
  removable = true,
  count,
  children,
}: {
  href: string;
  chosen: boolean;
  /** False where the chosen value is the list without that filter ("Todas las categorías"): nothing to take away. */
  removable?: boolean;
  /** How many products of the list have it; left out where the list does not say ("Todas las categorías"). */
  count?: number;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-current={chosen ? 'true' : undefined}
      className={cn(
        'flex min-h-9 items-center gap-2 rounded-md px-2 py-1 text-sm outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50',
        chosen && 'font-semibold',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-4 shrink-0 place-items-center rounded-[4px] border border-input bg-background',
          chosen && 'border-primary bg-primary text-primary-foreground',
        )}
      >
        {chosen && <Check className="size-3" strokeWidth={3} />}
      </span>
      {chosen && removable && <span className="sr-only">Quitar filtro:</span>}
      <span className="flex min-w-0 flex-1 items-center gap-1.5 break-words">{children}</span>
      {count !== undefined && (
        <span className="text-xs font-normal text-muted-foreground tabular-nums">
          {count}
          <span className="sr-only">{count === 1 ? ' producto' : ' productos'}</span>
        </span>
      )}
    </a>
  );
}

/** A filter's values under its name, as a group a screen reader names. */
export function FilterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="space-y-1">
      <h3 id={id} className="px-2 text-sm font-semibold">
        {title}
      </h3>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  );
}
