import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandComponent } from '@/components/island';
import { HydratedContext } from '@/lib/hydration';
import { type HeldClicks, keepFieldValues } from './first-use';

/**
 * An island's root: its first render is the hydration (HydratedContext false, or true for an island
 * ready in its HTML), the next one shows the browser's values. `onTakenOver` runs once the first
 * render is committed, before the browser paints again (a microtask: the renderer is done with its commit).
 */
function IslandRoot({
  ready,
  onTakenOver,
  children,
}: {
  ready: boolean;
  onTakenOver: () => void;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(ready);
  useLayoutEffect(() => queueMicrotask(onTakenOver), [onTakenOver]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point: it shows the browser's values.
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** Told when an island's first render in the browser differs from the server's HTML. */
export type MismatchReport = (island: string, difference: string) => void;

/** Hydrates an island whose code has arrived, then gives back what was typed and tapped meanwhile. */
export async function takeOver(
  element: HTMLElement,
  Component: IslandComponent<object>,
  { ready, clicks, onMismatch }: { ready: boolean; clicks: HeldClicks | null; onMismatch: MismatchReport },
): Promise<void> {
  const name = element.dataset.island ?? '';
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const check = document.documentElement.hasAttribute('data-check-hydration')
    ? await import('./hydration-check')
    : null;
  const fields = ready ? keepFieldValues(element) : null;
  const serverHtml = check?.snapshot(element);
  // What the shopper typed and picked is back before the fields are painted again: no frame shows them emptied.
  // The held clicks are let go first, so the island hears the boxes tapped again; they are done again a task later.
  const onTakenOver = () => {
    void clicks?.replay();
    fields?.restore();
  };
  hydrateRoot(
    element,
    <IslandRoot ready={ready} onTakenOver={onTakenOver}>
      <Component {...props} />
    </IslandRoot>,
    { onRecoverableError: (error) => onMismatch(name, String(error)) },
  );
  if (check && serverHtml) {
    const difference = check.firstRenderDifference(serverHtml, <Component {...props} />, ready);
    if (difference) onMismatch(name, difference);
  }
}
