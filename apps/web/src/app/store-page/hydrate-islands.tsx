import { type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandComponent } from '@/components/island';
import { HydratedContext } from '@/lib/hydration';
import { loadIsland } from './island-registry';

/**
 * Takes over the islands of a store page the server rendered, each as its own
 * root with the props it was rendered from: its code is fetched when it is due
 * (data-load), and it is hydrated in the task its code arrives in, so a long
 * page is several short tasks and the rest of it stays plain HTML.
 */
export function startIslands(onMismatch: MismatchReport): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    whenDue(element, () => void takeOver(element, onMismatch));
  }
}

/** Told when an island's first render in the browser differs from the server's HTML. */
export type MismatchReport = (island: string, difference: string) => void;

function whenDue(element: HTMLElement, then: () => void): void {
  const load = element.dataset.load;
  if (load === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        then();
      },
      { rootMargin: '200px' },
    );
    // The island's element adds no box (display: contents): its children are what reach the screen.
    for (const child of element.children) observer.observe(child);
  } else if (load === 'idle' && 'requestIdleCallback' in window) {
    requestIdleCallback(then, { timeout: 2000 });
  } else {
    then();
  }
}

/** An island's root: its first render is the hydration (HydratedContext false), the next one shows the browser's values. */
function IslandRoot({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point: it shows the browser's values.
  useEffect(() => setHydrated(true), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

async function takeOver(element: HTMLElement, onMismatch: MismatchReport): Promise<void> {
  const name = element.dataset.island ?? '';
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const Component: IslandComponent<object> = await loadIsland(name);
  const check = document.documentElement.hasAttribute('data-check-hydration') ? await import('./hydration-check') : null;
  const serverHtml = check?.snapshot(element);
  hydrateRoot(
    element,
    <IslandRoot>
      <Component {...props} />
    </IslandRoot>,
    { onRecoverableError: (error) => onMismatch(name, String(error)) },
  );
  if (check && serverHtml) {
    const difference = check.firstRenderDifference(serverHtml, <Component {...props} />);
    if (difference) onMismatch(name, difference);
  }
}
