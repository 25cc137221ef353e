import type { ReactNode } from 'react';
import { HydratedContext } from '@/lib/hydration';
import { readyInHtml } from './island-load';

/**
 * When the browser takes an island over: right after the page loads, when it
 * is idle, when it nears the screen, on the shopper's first touch of it
 * ("use": a pointer over it, a tap, focus or a key; the touch is replayed once
 * its code runs), or "with" another island (`wakesWith`), when that one starts.
 */
export type IslandLoad = 'load' | 'idle' | 'visible' | 'use' | 'with';

export type IslandComponent<P> = ((props: P) => ReactNode) & { islandName: string };

/**
 * Names a component as an island: the default export of
 * features/<feature>/islands/<file>.tsx, named "<feature>/<file>", which is how
 * the browser finds its code (app/store-page/island-registry.ts). Its props
 * travel as JSON in the page, so they are plain data.
 */
export function defineIsland<P>(islandName: string, component: (props: P) => ReactNode): IslandComponent<P> {
  return Object.assign(component, { islandName });
}

/** An island's timing: "with" names the island it wakes with; "use" may also wake with one. */
export type IslandTiming =
  | { load: 'load' | 'idle' | 'visible'; wakesWith?: never }
  | { load: 'use'; wakesWith?: IslandComponent<never> }
  | { load: 'with'; wakesWith: IslandComponent<never> };

/**
 * An interactive part of a server-rendered store page: rendered here like any
 * component, inside an element that tells the browser which island it is,
 * its props and when to take it over (display: contents, so it adds no box).
 * An island ready in its HTML comes in a disabled fieldset: without
 * JavaScript its controls cannot be tapped in vain; the page's script enables
 * it as it starts (app/store-page/hydrate-islands.tsx).
 */
export function Island<P extends object>({
  of: Component,
  props,
  load,
  wakesWith,
}: { of: IslandComponent<P>; props: P } & IslandTiming) {
  const ready = readyInHtml(load);
  const Element = ready ? 'fieldset' : 'div';
  return (
    <Element
      data-island={Component.islandName}
      data-load={load}
      data-wakes-with={wakesWith?.islandName}
      data-props={JSON.stringify(props)}
      disabled={ready || undefined}
      className="contents"
    >
      <HydratedContext value={ready}>
        <Component {...props} />
      </HydratedContext>
    </Element>
  );
}

/**
 * The first thing an island taken over on use draws: its fieldset's legend (above: a ready island comes in one), for
 * assistive technology only. The island draws it itself, so the browser's first render matches the server's HTML.
 */
export function IslandLegend({ children }: { children: ReactNode }) {
  return <legend className="sr-only">{children}</legend>;
}
