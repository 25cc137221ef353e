import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { myStoreQueryOptions } from '@/lib/my-store';
import { toast } from '@/lib/toast';

/**
 * The catalogue belongs to the owner's store; an owner without one is told so
 * and sent to the dashboard, where the store is created (spec part 2 §6, §8).
 */
export function useStoreRequired(): void {
  const navigate = useNavigate();
  const myStore = useQuery(myStoreQueryOptions);
  const missing = myStore.isSuccess && !myStore.data.store;

  useEffect(() => {
    if (!missing) return;
    toast.error('Error', { id: 'catalogue-no-store', description: 'No se encontró tu tienda' });
    void navigate('/admin', { replace: true });
  }, [missing, navigate]);
}
