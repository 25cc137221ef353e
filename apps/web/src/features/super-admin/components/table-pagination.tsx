import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface TablePaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

const number = new Intl.NumberFormat('es-AR');

/** "Mostrando 26–50 de 1.000" with previous and next (client-side pages). */
export function TablePagination({ page, pageCount, pageSize, total, onPageChange }: TablePaginationProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Paginación" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Mostrando {number.format(first)}–{number.format(last)} de {number.format(total)}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
            <ChevronLeft />
            Anterior
          </Button>
          <span className="px-1 text-sm tabular-nums">
            Página {page} de {pageCount}
          </span>
          <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
            Siguiente
            <ChevronRight />
          </Button>
        </div>
      )}
    </nav>
  );
}
