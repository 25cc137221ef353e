/*
 * Read by the store page's first script (app/store-page/hydrate-islands.tsx) before any of the islands' runtime has
 * arrived, so it imports nothing.
 */

/**
 * Whether an island's controls are drawn working from the server's HTML on: an
 * island taken over on use must be touchable before its code runs (a disabled
 * button takes no touch), so its first render is its ready one. Such an island
 * shows no value only the browser knows (the stored cart) in that render.
 */
export const readyInHtml = (load: string | undefined): boolean => load === 'use';
