import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page rendered on the server has not yet been taken over by the
 * app (on the server and during hydration), true from then on and on every
 * page the browser renders itself. Controls that only work with the app's
 * code are disabled until then, so a tap never silently does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
