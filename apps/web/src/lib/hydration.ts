import { createContext, useContext, useEffect, useState } from 'react';

/**
 * False while a store page is rendered on the server and while an island's
 * first render in the browser takes that HTML over (it must render exactly
 * what the server sent); true right after, and everywhere the browser renders
 * on its own (the admin). Values only the browser knows (the stored cart) and
 * controls that only work with code (buttons) read it, so each island shows
 * them on its own second render. Every island root holds its own value
 * (app/store-page/hydrate-islands.tsx).
 */
export const HydratedContext = createContext(true);

export const useHydrated = (): boolean => useContext(HydratedContext);

/**
 * False on a component's first render, true from its next one. An island ready
 * in its HTML (taken over on use) is hydrated from its first render, whose
 * controls work; a value only the browser knows (the stored cart's total) waits
 * for the next render, so the first one stays the server's HTML.
 */
export function useFirstRenderDone(): boolean {
  const [done, setDone] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after the first is the point.
  useEffect(() => setDone(true), []);
  return done;
}
