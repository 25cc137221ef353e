import { useQuery } from '@tanstack/react-query';
import { API_ERRORS } from '@vidriera/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { myStoreQueryOptions } from '@/lib/my-store';
import { toast } from '@/lib/toast';

/**
 * The admin's catalogue and order screens work on the owner's store; an owner
 * without one is told so (the error table's NO_STORE message) and sent to
 * the dashboard, where the store is created (docs/product/stores.md). Returns
 * whether the store is known to exist, and whether looking it up failed.
 */
export function useStoreRequired(): { ready: boolean; failed: boolean } {
  const navigate = useNavigate();
  const myStore = useQuery(myStoreQueryOptions);
  const missing = myStore.isSuccess && !myStore.data.store;

  useEffect(() => {
    if (!missing) return;
    toast.error('Error', { id: 'no-store', description: API_ERRORS.NO_STORE.message });
    void navigate('/admin', { replace: true });
  }, [missing, navigate]);

  return { ready: myStore.isSuccess && Boolean(myStore.data.store), failed: myStore.isError };
}
