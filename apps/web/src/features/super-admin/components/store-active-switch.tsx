import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useSetStoreActive } from '../api/set-store-active';
import type { OverviewStore } from '../api/get-overview';

/** Turns a store on or off; the row and the counts update from the answer (docs/product/super-admin.md). */
export function StoreActiveSwitch({ store }: { store: OverviewStore }) {
  const setActive = useSetStoreActive();
  return (
    <Switch
      checked={store.isActive}
      disabled={setActive.isPending}
      aria-label={`Tienda ${store.name} activa`}
      onCheckedChange={(isActive) =>
        setActive.mutate(
          { id: store.id, isActive },
          {
            onSuccess: (saved) =>
              toast.success('Éxito', {
                description: saved.isActive ? 'Tienda activada correctamente.' : 'Tienda desactivada correctamente.',
              }),
            onError: () => toast.error('Error', { description: 'No se pudo actualizar el estado de la tienda.' }),
          },
        )
      }
    />
  );
}
