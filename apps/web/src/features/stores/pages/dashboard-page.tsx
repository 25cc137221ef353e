import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useSignedInSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useMyStore } from '@/lib/my-store';
import { StoreDashboard } from '../components/store-dashboard';
import { StoreWelcome } from '../components/store-welcome';

const LOAD_FAILED = 'No se pudo cargar la información de tu tienda.';

/** /admin: welcome without a store, the panel with one (docs/product/stores.md). */
export function DashboardPage() {
  const { user } = useSignedInSession();
  const myStore = useMyStore();
  const failed = myStore.isError && !isApiError(myStore.error, 401);

  useEffect(() => {
    if (failed) toast.error('Error', { id: 'store-load-failed', description: LOAD_FAILED });
  }, [failed]);

  if (myStore.isPending) return <PageSpinner />;
  if (myStore.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="text-muted-foreground">{LOAD_FAILED}</p>
        <Button variant="outline" onClick={() => void myStore.refetch()} disabled={myStore.isFetching}>
          <RefreshCw />
          Reintentar
        </Button>
      </main>
    );
  }
  if (!myStore.data.store) return <StoreWelcome firstName={user.firstName} />;
  return <StoreDashboard store={myStore.data.store} />;
}
