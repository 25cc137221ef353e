import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, requestToaster, subscribeToasterRequest, toasterMounted } from '@/lib/toast';

const ListeningToaster = lazy(async () => {
  const { Toaster } = await import('@/components/ui/sonner');
  return {
    default: function ListeningToaster() {
      // A parent's effect runs after its children's: sonner is listening by now.
      useEffect(toasterMounted, []);
      return <Toaster />;
    },
  };
});

/**
 * The app's toaster, loaded when the browser is first idle (or at the first
 * toast, if that comes sooner): nothing of it is in the page's first download
 * or in a server-rendered page.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(requestToaster, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(requestToaster, 1000);
    return () => clearTimeout(id);
  }, []);
  return requested ? (
    <Suspense fallback={null}>
      <ListeningToaster />
    </Suspense>
  ) : null;
}
