import { Store } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/search-input';
import type { OverviewStore } from '../api/get-overview';
import { count } from '../utils/store-format';
import { StoresListNarrow, StoresTableWide } from './stores-table-rows';
import { TablePagination } from './table-pagination';

const PAGE_SIZE = 25;

function matches(store: OverviewStore, query: string): boolean {
  return (
    store.name.toLowerCase().includes(query) ||
    store.slug.includes(query) ||
    store.ownerEmail.toLowerCase().includes(query)
  );
}

/** Every store, searchable by name, slug or owner and paged on the client (usable with thousands). */
export function StoresTable({ stores }: { stores: OverviewStore[] }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const filtered = useMemo(
    () => (deferredQuery ? stores.filter((s) => matches(s, deferredQuery)) : stores),
    [stores, deferredQuery],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="text-base">
            <h2>Tiendas registradas</h2>
          </CardTitle>
          <CardDescription>{count.format(stores.length)} en total, de la más nueva a la más antigua</CardDescription>
        </div>
        {stores.length > 0 && (
          <SearchInput
            className="w-full sm:max-w-xs"
            aria-label="Buscar tiendas"
            placeholder="Buscar tienda, enlace o email..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {stores.length === 0 ? (
          <EmptyState text="No se encontraron tiendas registradas" />
        ) : visible.length === 0 ? (
          <EmptyState text="Ninguna tienda coincide con la búsqueda." />
        ) : (
          <>
            <StoresTableWide stores={visible} />
            <StoresListNarrow stores={visible} />
          </>
        )}
        <TablePagination
          page={currentPage}
          pageCount={pageCount}
          pageSize={PAGE_SIZE}
          total={filtered.length}
          onPageChange={setPage}
        />
      </CardContent>
    </Card>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
      <Store className="size-8" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
