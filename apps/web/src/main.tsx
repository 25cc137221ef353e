import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID, type ServerPageState } from '@vidriera/core';
import './index.css';

/*
 * The first script of every page, kept tiny. A store page arrives rendered by
 * the server and complete (its pictures and links work without JavaScript):
 * the app's code is fetched once the page and its pictures have loaded and
 * painted, so on a slow phone network the shopper's first screen is not
 * competing with code. Every other page starts the app at once.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as ServerPageState) : null;

const start = () => import('./app/start').then(({ startApp }) => startApp(container, (state?.queries as DehydratedState | undefined) ?? null));

function preloadModules(files: string[]): void {
  const links = files.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  document.head.append(...links);
}

/** After the next paint: a frame callback runs before painting, a task queued from it after. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

if (state) {
  const go = () =>
    afterNextPaint(() => {
      preloadModules(state.modules);
      void start();
    });
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
} else {
  void start();
}
