import { createContext, useContext } from 'react';

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
