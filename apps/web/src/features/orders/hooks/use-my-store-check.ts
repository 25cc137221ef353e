import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { myStoreQueryOptions } from '@/lib/my-store';
import { toast } from '@/lib/toast';

const NO_STORE = 'No se encontró tu tienda.';

/**
 * The order screens work on the owner's store; without one the owner is told
 * so and sent to /admin (spec part 2 §6). Returns whether the store is known to exist.
 */
export function useMyStoreCheck(): { ready: boolean; failed: boolean } {
  const navigate = useNavigate();
  const myStore = useQuery(myStoreQueryOptions);
  const missing = myStore.isSuccess && !myStore.data.store;

  useEffect(() => {
    if (!missing) return;
    toast.error('Error', { id: 'orders-no-store', description: NO_STORE });
    void navigate('/admin', { replace: true });
  }, [missing, navigate]);

  return { ready: myStore.isSuccess && Boolean(myStore.data.store), failed: myStore.isError };
}
