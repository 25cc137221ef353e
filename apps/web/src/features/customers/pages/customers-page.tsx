import type { CustomerSort } from '@vidriera/core';
import { Download, Users } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceSelect } from '@/components/choice-select';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStoreRequired } from '@/hooks/use-store-required';
import { CUSTOMERS_EXPORT_URL, useCustomers } from '../api/customers';
import { CustomersTable } from '../components/customers-table';
import { ImportCustomersButton } from '../components/import-customers-button';

const SORTS: Record<CustomerSort, string> = {
  last: 'Última compra',
  spent: 'Total gastado',
  orders: 'Cantidad de pedidos',
  name: 'Nombre (A-Z)',
};

/** /admin/customers: "Clientes", searched by name, e-mail or phone and sorted (docs/product/customers.md). */
export function CustomersPage() {
  useStoreRequired();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>('last');
  const q = useDebouncedValue(search, 300);
  const [paged, setPaged] = useState({ key: '', page: 1 });
  const key = `${q}|${sort}`;
  const page = paged.key === key ? paged.page : 1;
  const customers = useCustomers({ q, sort, dir: sort === 'name' ? 'asc' : 'desc', page });
  const data = customers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let body;
  if (customers.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        Cargando clientes...
      </p>
    );
  } else if (customers.isError || !data) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <p>No se pudieron cargar los clientes.</p>
        <Button variant="outline" onClick={() => void customers.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (data.customers.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
        <Users className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">{q ? 'Ningún cliente coincide con tu búsqueda.' : 'Todavía no tienes clientes.'}</p>
        <p className="text-sm text-muted-foreground">Cada pedido suma a su cliente, reconocido por su teléfono.</p>
      </div>
    );
  } else body = <CustomersTable customers={data.customers} />;

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Clientes"
          subtitle={data ? `${data.total} clientes` : undefined}
          backTo="/admin"
          actions={
            <>
              <ImportCustomersButton />
              <Button variant="outline" asChild>
                <a href={CUSTOMERS_EXPORT_URL} download>
                  <Download />
                  Exportar CSV
                </a>
              </Button>
            </>
          }
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SearchInput
            className="flex-1"
            aria-label="Buscar clientes"
            placeholder="Buscar por nombre, e-mail o teléfono..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ChoiceSelect
            label="Ordenar clientes"
            className="sm:w-56"
            value={sort}
            onChange={setSort}
            choices={Object.entries(SORTS) as [CustomerSort, string][]}
          />
        </div>
        <Card className="gap-0 overflow-x-auto py-0">{body}</Card>
        {pages > 1 && (
          <nav aria-label="Páginas de clientes" className="flex items-center justify-between gap-3">
            <Button variant="outline" onClick={() => setPaged({ key, page: page - 1 })} disabled={page <= 1}>
              Anterior
            </Button>
            <p className="text-sm text-muted-foreground">
              Página {page} de {pages}
            </p>
            <Button variant="outline" onClick={() => setPaged({ key, page: page + 1 })} disabled={page >= pages}>
              Siguiente
            </Button>
          </nav>
        )}
      </main>
    </div>
  );
}
