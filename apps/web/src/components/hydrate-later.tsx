import { type ReactNode, Suspense, useEffect, useId, useSyncExternalStore } from 'react';
import { isHydrating, nextTask, ResumedHydrationContext } from '@/lib/use-hydrated';

/** The parts whose hydration was put off and has not finished yet (by useId: stable across Preact's retry). */
const putOff = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function AfterHydration({ children }: { children: ReactNode }) {
  const id = useId();
  // Suspends only while the page is being hydrated: Preact keeps this part's server DOM as it is
  // and resumes hydrating it when the promise settles, in a task of its own.
  if (isHydrating()) {
    putOff.add(id);
    throw nextTask();
  }
  // The resumed render is a hydration too: it renders the server's values, and the browser's right after.
  const resuming = useSyncExternalStore(subscribe, () => putOff.has(id), () => false);
  useEffect(() => {
    if (putOff.delete(id)) for (const listener of listeners) listener();
  }, [id]);
  return <ResumedHydrationContext value={resuming}>{children}</ResumedHydrationContext>;
}

/**
 * A part of a server-rendered page that is hydrated in a later task than the
 * rest, so taking over a long page is several short tasks instead of one long
 * one (a phone stays responsive). Until then it is the server's HTML: its
 * links work as plain links and its buttons are disabled. Rendered normally
 * everywhere else.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterHydration>{children}</AfterHydration>
    </Suspense>
  );
}
