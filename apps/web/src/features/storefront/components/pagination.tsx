import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pageItems } from '../lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** "Anterior", the numbered pages with ellipses, "Siguiente". */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Anterior</span>
      </Button>
      {pageItems(page, pageCount).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" className="grid size-8 place-items-center text-muted-foreground">
            …
          </span>
        ) : (
          <Button
            key={item.page}
            variant={item.page === page ? 'default' : 'ghost'}
            size="sm"
            className={cn('min-w-8 px-2 tabular-nums')}
            aria-label={`Página ${item.page}`}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onPageChange(item.page)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <span className="sr-only sm:not-sr-only">Siguiente</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
