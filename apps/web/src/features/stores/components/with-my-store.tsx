import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { type Store, useMyStore } from '@/lib/my-store';
import { StoreLoadError } from './store-load-error';

interface WithMyStoreProps {
  /** The screen's own sentence when the store cannot be read (the dashboard says "tu tienda", settings "la tienda"). */
  message: string;
  toastId: string;
  /** What shows while the store is read; a spinner unless the screen has a skeleton of its own. */
  pending?: ReactNode;
  /** The screen, given the owner's store (null when she has none yet). */
  children: (store: Store | null) => ReactNode;
}

/** A screen that needs the owner's store: a spinner while it is read, the error and "Reintentar" when it cannot be. */
export function WithMyStore({ message, toastId, pending = <PageSpinner />, children }: WithMyStoreProps) {
  const myStore = useMyStore();
  if (myStore.isPending) return pending;
  if (myStore.isError) {
    return (
      <StoreLoadError
        error={myStore.error}
        message={message}
        toastId={toastId}
        retrying={myStore.isFetching}
        onRetry={() => void myStore.refetch()}
      />
    );
  }
  return children(myStore.data.store);
}
