import type { ReactNode } from 'react';

/** When the browser takes an island over: right after the page loads, when it is idle, or when the island nears the screen. */
export type IslandLoad = 'load' | 'idle' | 'visible';

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

/**
 * An interactive part of a server-rendered store page: rendered here like any
 * component, inside an element that tells the browser which island it is,
 * its props and when to take it over (display: contents, so it adds no box).
 */
export function Island<P extends object>({ of: Component, props, load }: { of: IslandComponent<P>; props: P; load: IslandLoad }) {
  return (
    <div data-island={Component.islandName} data-load={load} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
