import { twMerge } from 'tailwind-merge';
import { expect, vi } from 'vitest';

/*
 * Store pages' islands join their classes without tailwind-merge (lib/utils.ts,
 * docs/decisions/032-store-classes-without-merging.md): two classes setting the
 * same thing would both reach the browser, and the stylesheet's order, not the
 * code's, would pick one. The component tests of store code run as that build
 * does, and every class attribute the page shows during the test, on any
 * element at any moment, must be one tailwind-merge would leave as it is.
 */

/** The tests of code that store pages run in the browser: the storefront, any feature's islands, their hydration. */
const STORE_CODE = /[\\/](features[\\/]storefront|features[\\/][^\\/]+[\\/]islands|app[\\/]store-page)[\\/]/;

let watching: { observer: MutationObserver; conflicts: Map<string, string> } | null = null;

function collect(element: Element, conflicts: Map<string, string>) {
  for (const node of [element, ...element.querySelectorAll('[class]')]) {
    const classes = node.getAttribute('class');
    if (!classes) continue;
    const merged = twMerge(classes);
    if (merged !== classes) conflicts.set(classes, merged);
  }
}

function collectChanged(records: MutationRecord[], conflicts: Map<string, string>) {
  for (const record of records) {
    if (record.type === 'attributes' && record.target instanceof Element) collect(record.target, conflicts);
    for (const node of record.addedNodes) if (node instanceof Element) collect(node, conflicts);
  }
}

/** For a test of store code: joins classes as the store build does, and notes every class attribute that would need merging. */
export function watchClassConflicts(): void {
  watching = null;
  if (!STORE_CODE.test(expect.getState().testPath ?? '')) return;
  vi.stubEnv('MODE', 'store');
  const conflicts = new Map<string, string>();
  const observer = new MutationObserver((records) => collectChanged(records, conflicts));
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  watching = { observer, conflicts };
}

/** Stops watching (before the page is emptied): each class attribute of store code that only tailwind-merge would have set right. */
export function stopWatchingClassConflicts(): string[] {
  if (!watching) return [];
  const { observer, conflicts } = watching;
  watching = null;
  collectChanged(observer.takeRecords(), conflicts);
  observer.disconnect();
  collect(document.documentElement, conflicts);
  vi.unstubAllEnvs();
  return [...conflicts].map(([classes, merged]) => `"${classes}" (tailwind-merge: "${merged}")`);
}

/** Fails the test with the class attributes `stopWatchingClassConflicts` found. */
export function expectNoClassConflicts(found: string[]): void {
  expect(found, 'clases que compiten en código de la tienda, que se arma sin tailwind-merge').toEqual([]);
}
