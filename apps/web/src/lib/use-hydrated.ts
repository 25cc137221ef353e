import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/*
 * A page rendered on the server is taken over (hydrated) by a first render
 * that must produce exactly the server's markup: Preact keeps the server's
 * attributes as they are while hydrating, so a value that differs in the
 * browser (a stored cart, an enabled button) is shown only after hydration,
 * by a second render. The server renders the "still hydrating" values too.
 */
const ON_SERVER = typeof window === 'undefined';
let hydrating = false;
const hydrationListeners = new Set<() => void>();

/** Runs `hydrate` (synchronous) as the hydration phase, then lets every waiting value show. */
export function hydrateThen(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
    for (const listener of hydrationListeners) listener();
  }
}

/** True inside a part of the page whose hydration was put off and is being done now (HydrateLater). */
export const ResumedHydrationContext = createContext(false);

/** True while the browser hydrates a server-rendered page (hydrateThen). */
export const isHydrating = () => hydrating;

/** A promise settled in a later task: what yields to the browser between two parts of the work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function subscribeHydration(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/**
 * An external value (useSyncExternalStore) that reads `whileHydrating` on the
 * server and while a server-rendered page (or a part of it, HydrateLater) is
 * being hydrated, and the browser's own value from then on. `subscribe` must
 * keep its identity between renders.
 */
export function useHydratedValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, whileHydrating: T): T {
  const subscribeBoth = useCallback(
    (onChange: () => void) => {
      const unsubscribe = subscribe(onChange);
      const unsubscribeHydration = subscribeHydration(onChange);
      return () => {
        unsubscribe();
        unsubscribeHydration();
      };
    },
    [subscribe],
  );
  const resumedHydration = useContext(ResumedHydrationContext);
  return useSyncExternalStore(
    subscribeBoth,
    () => (ON_SERVER || hydrating || resumedHydration ? whileHydrating : read()),
    () => whileHydrating,
  );
}

const noSubscription = () => () => undefined;
const alwaysTrue = () => true;

/**
 * False while a page rendered on the server has not yet been taken over by the
 * app (on the server and during hydration), true from then on and on every
 * page the browser renders itself. Controls that only work with the app's
 * code are disabled until then, so a tap never silently does nothing.
 */
export function useHydrated(): boolean {
  return useHydratedValue(noSubscription, alwaysTrue, false);
}
