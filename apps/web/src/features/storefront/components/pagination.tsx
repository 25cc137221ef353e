import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pageItems } from '../lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page of the same listing. */
  hrefFor: (page: number) => string;
}

const step = cn(buttonVariants({ variant: 'outline', size: 'sm' }));
const unavailable = 'pointer-events-none opacity-50';

/** "Anterior", the numbered pages with ellipses, "Siguiente": plain links, their words shown on every screen size. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav
      aria-label="Paginación"
      className="flex flex-wrap items-center justify-between gap-2 sm:justify-center sm:gap-1"
    >
      <a
        href={first ? undefined : hrefFor(page - 1)}
        aria-disabled={first || undefined}
        className={cn(step, 'order-2 sm:order-none', first && unavailable)}
      >
        <ChevronLeft aria-hidden="true" />
        <span>Anterior</span>
      </a>
      {/* On a phone the numbers take a row of their own, with Anterior and Siguiente below at either side. */}
      <div className="order-1 flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {pageItems(page, pageCount).map((item) =>
          item.kind === 'ellipsis' ? (
            <span key={item.key} aria-hidden="true" className="grid size-8 place-items-center text-muted-foreground">
              …
            </span>
          ) : (
            <a
              key={item.page}
              href={hrefFor(item.page)}
              className={cn(
                buttonVariants({ variant: item.page === page ? 'default' : 'ghost', size: 'sm' }),
                'min-w-8 px-2 tabular-nums',
              )}
              aria-label={`Página ${item.page}`}
              aria-current={item.page === page ? 'page' : undefined}
            >
              {item.page}
            </a>
          ),
        )}
      </div>
      <a
        href={last ? undefined : hrefFor(page + 1)}
        aria-disabled={last || undefined}
        className={cn(step, 'order-3 sm:order-none', last && unavailable)}
      >
        <span>Siguiente</span>
        <ChevronRight aria-hidden="true" />
      </a>
    </nav>
  );
}
