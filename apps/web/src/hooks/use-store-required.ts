import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { myStoreQueryOptions } from '@/lib/my-store';
import { toast } from '@/lib/toast';

/**
 * The admin's catalogue and order screens work on the owner's store; an owner
 * without one is told so (`message`: the screen's own wording) and sent to
 * the dashboard, where the store is created (docs/product/stores.md). Returns
 * whether the store is known to exist, and whether looking it up failed.
 */
export function useStoreRequired(message = 'No se encontró tu tienda'): { ready: boolean; failed: boolean } {
  const navigate = useNavigate();
  const myStore = useQuery(myStoreQueryOptions);
  const missing = myStore.isSuccess && !myStore.data.store;

  useEffect(() => {
    if (!missing) return;
    toast.error('Error', { id: 'no-store', description: message });
    void navigate('/admin', { replace: true });
  }, [missing, navigate, message]);

  return { ready: myStore.isSuccess && Boolean(myStore.data.store), failed: myStore.isError };
}
