import { type CatalogueFacets, type CatalogueSelection, isFiltered } from '@vidriera/core';
import { SlidersHorizontal, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { countOf } from '@/lib/plural';
import { cn } from '@/lib/utils';
import { chosenFilters, clearedHref, type ListingAddress, listingHref } from '../lib/filter-links';
import { FilterPanel } from './filter-panel';

interface FilteredListingProps {
  at: ListingAddress;
  selection: CatalogueSelection;
  facets: CatalogueFacets;
  total: number;
  children: ReactNode;
}

const clearLink = 'text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * A list with its filters: a column beside the products on a wide screen; on a phone a "Filtrar" button that opens
 * them as a sheet from the bottom, a <details> that needs no JavaScript (its backdrop is the button itself, so a tap
 * outside closes it). The filters chosen show above the products, each a link that takes it away.
 */
export function FilteredListing({ at, selection, facets, total, children }: FilteredListingProps) {
  const chosen = chosenFilters(at, selection, facets);
  // Two copies of the panel (column and sheet), only one shown at a time: each landmark named apart.
  const panel = (idPrefix: string, label: string) => (
    <nav aria-label={label}>
      <FilterPanel at={at} selection={selection} facets={facets} idPrefix={idPrefix} />
    </nav>
  );
  return (
    <div className="lg:flex lg:items-start lg:gap-6">
      <div className="hidden lg:block lg:w-60 lg:shrink-0">
        <h2 className="mb-3 px-2 text-base font-semibold">Filtros</h2>
        {panel('filtros', 'Filtros')}
      </div>
      <div className="min-w-0 flex-1 space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <details className="group/sheet lg:hidden">
            <summary
              className={cn(
                'group/summary cursor-pointer list-none outline-none [&::-webkit-details-marker]:hidden',
                'group-open/sheet:fixed group-open/sheet:inset-0 group-open/sheet:z-40 group-open/sheet:bg-black/50',
              )}
            >
              <span
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'group-open/sheet:hidden group-focus-visible/summary:ring-[3px] group-focus-visible/summary:ring-ring/50',
                )}
              >
                <SlidersHorizontal aria-hidden="true" />
                Filtrar
                {chosen.length > 0 && <span className="tabular-nums">({chosen.length})</span>}
              </span>
              <span
                className={cn(
                  buttonVariants({ variant: 'secondary', size: 'sm' }),
                  'absolute top-3 right-3 hidden group-open/sheet:inline-flex',
                  'group-focus-visible/summary:ring-[3px] group-focus-visible/summary:ring-ring/50',
                )}
              >
                <X aria-hidden="true" />
                Cerrar filtros
              </span>
            </summary>
            <div className="fixed inset-x-0 bottom-0 z-50 hidden max-h-[80dvh] group-open/sheet:flex flex-col rounded-t-2xl border-t bg-background shadow-xl">
              <div className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
                <h2 className="text-base font-semibold">Filtros</h2>
                {isFiltered(selection) && (
                  <a href={clearedHref(at)} className={clearLink}>
                    Limpiar filtros
                  </a>
                )}
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-2 py-3">
                {panel('filtros-telefono', 'Filtros del teléfono')}
              </div>
              <div className="border-t p-3">
                <a href={listingHref(at, selection)} className={cn(buttonVariants(), 'w-full')}>
                  {`Ver ${countOf(total, 'producto', 'productos')}`}
                </a>
              </div>
            </div>
          </details>
          <p className="text-sm text-muted-foreground">{countOf(total, 'producto', 'productos')}</p>
        </div>
        {chosen.length > 0 && (
          <section aria-labelledby="filtros-elegidos">
            <h2 id="filtros-elegidos" className="sr-only">
              Filtros elegidos
            </h2>
            <ul className="flex flex-wrap items-center gap-2">
              {chosen.map((filter) => (
                <li key={filter.href}>
                  <a
                    href={filter.href}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full border bg-background px-3 text-xs font-medium hover:bg-muted"
                  >
                    <span className="sr-only">Quitar filtro </span>
                    {filter.label}
                    <X aria-hidden="true" className="size-3.5" />
                  </a>
                </li>
              ))}
              <li>
                <a href={clearedHref(at)} className={clearLink}>
                  Limpiar filtros
                </a>
              </li>
            </ul>
          </section>
        )}
        {children}
      </div>
    </div>
  );
}
