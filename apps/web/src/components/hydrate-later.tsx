import { type ReactNode, Suspense } from 'react';
import { isHydratingInBrowser } from '@/lib/use-hydrated';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function AfterHydration({ children }: { children: ReactNode }) {
  // Suspends only while the page is being hydrated: Preact keeps this part's server DOM as it is
  // and resumes hydrating it when the promise settles, in a task of its own.
  if (isHydratingInBrowser()) throw nextTask();
  return children;
}

/**
 * A part of a server-rendered page that is hydrated in a later task than the
 * rest, so taking over a long page is several short tasks instead of one long
 * one (a phone stays responsive). Until then it is the server's HTML: its
 * links work as plain links. Rendered normally everywhere else. Only for
 * parts without values that differ in the browser (useHydratedValue), whose
 * re-render would come before their hydration.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterHydration>{children}</AfterHydration>
    </Suspense>
  );
}
