import { PageSpinner } from '@/components/page-spinner';
import { useSignedInSession } from '@/lib/session';
import { useMyStore } from '@/lib/my-store';
import { StoreLoadError } from '../components/store-load-error';
import { StoreDashboard } from '../components/store-dashboard';
import { StoreWelcome } from '../components/store-welcome';

const LOAD_FAILED = 'No se pudo cargar la información de tu tienda.';

/** /admin: welcome without a store, the panel with one (docs/product/stores.md). */
export function DashboardPage() {
  const { user } = useSignedInSession();
  const myStore = useMyStore();

  if (myStore.isPending) return <PageSpinner />;
  if (myStore.isError) {
    return (
      <StoreLoadError
        error={myStore.error}
        message={LOAD_FAILED}
        toastId="store-load-failed"
        retrying={myStore.isFetching}
        onRetry={() => void myStore.refetch()}
      />
    );
  }
  if (!myStore.data.store) return <StoreWelcome firstName={user.firstName} />;
  return <StoreDashboard store={myStore.data.store} />;
}
