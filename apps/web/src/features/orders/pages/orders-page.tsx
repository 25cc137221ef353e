import { Plus, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { type OrderStatusFilter, type OrderViewFilter, useOrders } from '../api/get-orders';
import { ExportOrdersDialog } from '../components/export-orders-dialog';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { OrdersFilters } from '../components/orders-filters';
import { PageHeader } from '@/components/page-header';
import { OrderCards, OrdersTable } from '../components/orders-table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '../hooks/use-media-query';
import { useStoreRequired } from '@/hooks/use-store-required';

function EmptyOrders() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <ShoppingBag className="size-10 text-muted-foreground/60" aria-hidden="true" />
      <p className="font-medium">No se encontraron pedidos.</p>
      <p className="text-sm text-muted-foreground">Crea tu primer pedido para empezar a gestionar.</p>
    </div>
  );
}

function LoadingOrders() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      Cargando pedidos...
    </p>
  );
}

const VIEWS: readonly string[] = ['to-confirm', 'payment-pending'];

/** "Anterior" / "Siguiente" under a list that comes in pages, saying which page it is. */
function ListPager({
  page,
  hasMore,
  busy,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Páginas de pedidos" className="flex items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        Anterior
      </Button>
      <p className="text-sm text-muted-foreground">
        Página {page}
        {hasMore ? '' : ' (última)'}
      </p>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={!hasMore || busy}>
        Siguiente
      </Button>
    </nav>
  );
}

/**
 * /admin/orders: the store's orders, filtered by view ("Por confirmar",
 * "Pendientes de pago", from the dashboard's links as ?view=) and status, and
 * searched by number, customer or phone. /admin/orders/{id} opens that order
 * (docs/product/orders.md).
 */
export function OrdersPage() {
  const [searchParams] = useSearchParams();
  const initialView = searchParams.get('view') ?? '';
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [view, setView] = useState<OrderViewFilter>(
    VIEWS.includes(initialView) ? (initialView as OrderViewFilter) : 'all',
  );
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  // The page belongs to one set of filters: changing any of them starts again at the first.
  const [paged, setPaged] = useState({ key: '', page: 1 });
  const filtersKey = `${status}|${view}|${q}`;
  const page = paged.key === filtersKey ? paged.page : 1;
  const store = useStoreRequired();
  const orders = useOrders({ status, view, q, page });
  const wide = useMediaQuery('(min-width: 768px)');
  const { orderId } = useParams();
  const navigate = useNavigate();
  const viewing = orderId ?? null;
  const setViewing = (id: string | null) => void navigate(id ? `/admin/orders/${id}` : '/admin/orders');

  const list = orders.data?.orders;
  let body;
  if (orders.isPending || (!store.ready && !store.failed)) body = <LoadingOrders />;
  else if (orders.isError || !list) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <p>No se pudieron cargar los pedidos.</p>
        <Button variant="outline" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else if (list.length === 0) body = <EmptyOrders />;
  else if (wide) body = <OrdersTable orders={list} onView={setViewing} />;
  else body = <OrderCards orders={list} onView={setViewing} />;

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Pedidos"
          backTo="/admin"
          actions={
            <>
              <ExportOrdersDialog />
              <Button asChild>
                <Link to="/admin/orders/new">
                  <Plus />
                  Crear Pedido
                </Link>
              </Button>
            </>
          }
        />
        <OrdersFilters
          status={status}
          onStatusChange={setStatus}
          view={view}
          onViewChange={setView}
          search={search}
          onSearchChange={setSearch}
        />
        {wide ? <Card className="gap-0 overflow-hidden py-0">{body}</Card> : body}
        {list && (page > 1 || orders.data?.hasMore) && (
          <ListPager
            page={page}
            hasMore={orders.data?.hasMore ?? false}
            busy={orders.isFetching}
            onPage={(next) => setPaged({ key: filtersKey, page: next })}
          />
        )}
      </main>
      <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
