import { useSignedInSession } from '@/lib/session';
import { StoreDashboard } from '../components/store-dashboard';
import { StoreWelcome } from '../components/store-welcome';
import { WithMyStore } from '../components/with-my-store';

const LOAD_FAILED = 'No se pudo cargar la información de tu tienda.';

/** /admin: welcome without a store, the panel with one (docs/product/stores.md). */
export function DashboardPage() {
  const { user } = useSignedInSession();
  return (
    <WithMyStore message={LOAD_FAILED} toastId="store-load-failed">
      {(store) => (store ? <StoreDashboard store={store} /> : <StoreWelcome firstName={user.firstName} />)}
    </WithMyStore>
  );
}
