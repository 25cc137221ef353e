import { type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandComponent } from '@/components/island';
import { HydratedContext } from '@/lib/hydration';
import { type HeldClicks, keepFieldValues } from './first-use';
import type { MismatchReport } from './hydrate-islands';

/**
 * An island's root: its first render is the hydration (HydratedContext false, or true for an island
 * ready in its HTML), the next one shows the browser's values; `onReady` runs after that one.
 */
function IslandRoot({ ready, onReady, children }: { ready: boolean; onReady: () => void; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(ready);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after hydration is the point: it shows the browser's values.
    if (!hydrated) setHydrated(true);
    else onReady();
  }, [hydrated, onReady]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** Hydrates an island whose code has arrived, then gives back what was typed and tapped meanwhile. */
export async function takeOver(
  element: HTMLElement,
  Component: IslandComponent<object>,
  { ready, clicks, onMismatch }: { ready: boolean; clicks: HeldClicks | null; onMismatch: MismatchReport },
): Promise<void> {
  const name = element.dataset.island ?? '';
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const check = document.documentElement.hasAttribute('data-check-hydration') ? await import('./hydration-check') : null;
  const fields = ready ? keepFieldValues(element) : null;
  const serverHtml = check?.snapshot(element);
  const onReady = () => {
    fields?.restore();
    void clicks?.replay();
  };
  hydrateRoot(
    element,
    <IslandRoot ready={ready} onReady={onReady}>
      <Component {...props} />
    </IslandRoot>,
    { onRecoverableError: (error) => onMismatch(name, String(error)) },
  );
  if (check && serverHtml) {
    const difference = check.firstRenderDifference(serverHtml, <Component {...props} />, ready);
    if (difference) onMismatch(name, difference);
  }
}
