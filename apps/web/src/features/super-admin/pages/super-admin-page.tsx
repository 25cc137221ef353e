import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOverview } from '../api/get-overview';
import { OverviewCards } from '../components/overview-cards';
import { OverviewSkeleton } from '../components/overview-skeleton';
import { SalesChart } from '../components/sales-chart';
import { StoresTable } from '../components/stores-table';
import { SuperAdminHeader } from '../components/super-admin-header';

const LOAD_FAILED = 'No se pudieron cargar los datos de las tiendas.';

/** /super-admin: figures, 30 days of sales and every store with its switch (docs/product/super-admin.md). */
export function SuperAdminPage() {
  const overview = useOverview();
  const navigate = useNavigate();
  const forbidden = isApiError(overview.error, 403);
  const failed = overview.isError && !forbidden && !isApiError(overview.error, 401);

  useEffect(() => {
    if (forbidden) {
      toast.error('Acceso no autorizado', {
        id: 'super-admin-forbidden',
        description: 'No tienes permisos para acceder a esta página.',
      });
      void navigate('/admin', { replace: true });
    }
  }, [forbidden, navigate]);
  useEffect(() => {
    if (failed) toast.error('Error', { id: 'super-admin-load-failed', description: LOAD_FAILED });
  }, [failed]);

  return (
    <div className="min-h-dvh bg-muted/30">
      <SuperAdminHeader />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
        {overview.isPending ? (
          <OverviewSkeleton />
        ) : overview.isError ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-muted-foreground">{LOAD_FAILED}</p>
            <Button variant="outline" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
              <RefreshCw />
              Reintentar
            </Button>
          </div>
        ) : (
          <>
            <OverviewCards totals={overview.data.totals} />
            <SalesChart days={overview.data.salesByDay} />
            <StoresTable stores={overview.data.stores} />
          </>
        )}
      </main>
    </div>
  );
}
