import { readyInHtml } from '@/components/island-load';
import { holdClicks, onFirstUse } from './first-use';
import { preloadIslandFiles } from './island-files';
import { loadIsland } from './island-registry';
import type { MismatchReport } from './take-over';

/**
 * Takes over the islands of a store page the server rendered, each as its own
 * root with the props it was rendered from: its code is fetched when it is due
 * (data-load), and it is hydrated in the task its code arrives in, so a long
 * page is several short tasks and the rest of it stays plain HTML. An island
 * taken over on use runs no code until the shopper reaches for it
 * (first-use.ts); islands "with" it start when it does. The runtime that
 * hydrates (take-over.tsx) arrives with the first island due, so a page whose
 * islands wait for the shopper downloads none of it while it is drawn.
 */
export function startIslands(onMismatch: MismatchReport): void {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const followers = new Map<string, (() => void)[]>();
  const starts = new Map<HTMLElement, () => void>();
  for (const element of elements) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const follower of followers.get(element.dataset.island ?? '') ?? []) follower();
      void begin(element, onMismatch);
    };
    starts.set(element, start);
    const leader = element.dataset.wakesWith;
    if (leader) followers.set(leader, [...(followers.get(leader) ?? []), start]);
  }
  for (const [element, start] of starts) whenDue(element, start);
}

function whenDue(element: HTMLElement, then: () => void): void {
  const load = element.dataset.load;
  if (load === 'with') return;
  if (load === 'use') {
    // Its HTML is ready, in a fieldset kept disabled for a page without JavaScript (components/island.tsx).
    element.removeAttribute('disabled');
    onFirstUse(element, then);
  } else if (load === 'visible' && 'IntersectionObserver' in window) {
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

async function begin(element: HTMLElement, onMismatch: MismatchReport): Promise<void> {
  const ready = readyInHtml(element.dataset.load);
  // What the shopper does while the code arrives is done again once the island is ready.
  const clicks = ready ? holdClicks(element) : null;
  const island = element.dataset.island ?? '';
  preloadIslandFiles(island, ready);
  const [{ takeOver }, Component] = await Promise.all([import('./take-over'), loadIsland(island)]);
  await takeOver(element, Component, { ready, clicks, onMismatch });
}

/**
 * Runs `then` once the page has been painted (the frame after this one), or
 * after 100 ms in a tab that draws no frames: an island's code is then never
 * something the page's first paint waits for.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}
