import { render } from '@testing-library/preact';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * An island as a store page has it: the server's HTML first (the renderer the
 * server uses), parsed by the browser, then taken over by the island.
 * `meanwhile` acts on that HTML before the island's code arrives, as a
 * shopper may (docs/decisions/006).
 */
export function hydrateIsland(island: ReactElement, meanwhile: (page: HTMLElement) => void = () => undefined) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(island);
  meanwhile(container);
  // `hydrate` is an option of @testing-library/preact's render its types leave out.
  return render(island, { container, hydrate: true } as Parameters<typeof render>[1]);
}
