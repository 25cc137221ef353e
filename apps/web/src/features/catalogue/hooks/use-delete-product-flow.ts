import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';

/**
 * Product deletion (docs/product/catalogue.md): a pending product is held; Cancelar clears it;
 * confirming deletes it, and the list refreshes without it.
 */
export function useDeleteProductFlow<T extends { id: string; name: string }>() {
  const [pending, setPending] = useState<T | null>(null);
  const remove = useDeleteProduct();

  function confirm() {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.success('Éxito', { description: 'Producto eliminado correctamente.' });
        setPending(null);
      },
      onError: () => toast.error('Error', { description: 'No se pudo eliminar el producto.' }),
    });
  }

  return { pending, ask: setPending, cancel: () => setPending(null), confirm, busy: remove.isPending };
}
