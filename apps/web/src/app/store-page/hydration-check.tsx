import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { HydratedContext } from '@/lib/hydration';

/*
 * Checks, where the page asks for it (<html data-check-hydration>, the test
 * server's pages), that an island's first render in the browser is exactly
 * the HTML the server sent. Preact keeps the server's attributes and patches
 * text silently while hydrating, so a difference would otherwise go unseen:
 * the island is rendered again into a detached element, as on its first
 * render, and the two trees are compared.
 */

/** A copy of the island's server HTML, taken before it is hydrated (form values as the server wrote them). */
export function snapshot(element: HTMLElement): HTMLElement {
  return element.cloneNode(true) as HTMLElement;
}

/** How the first render of `island` (`ready` for an island ready in its HTML) differs from the server's copy, or null when it does not. */
export function firstRenderDifference(server: HTMLElement, island: ReactNode, ready: boolean): string | null {
  const fresh = document.createElement('div');
  const root = createRoot(fresh);
  flushSync(() => root.render(<HydratedContext value={ready}>{island}</HydratedContext>));
  // Compared live: the renderer sets form values as properties, which a copy would not keep.
  const difference = treeDifference(server, fresh, '');
  root.unmount();
  return difference;
}

/** A node's children as a reader sees them: adjacent text joined, comments (React's text separators) left out. */
function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      const previous = children.at(-1);
      if (previous?.nodeType === Node.TEXT_NODE)
        children[children.length - 1] = document.createTextNode(`${previous.textContent}${child.textContent}`);
      else if (child.textContent) children.push(child);
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      children.push(child);
    }
  }
  return children;
}

/** Form values are properties the renderers set differently (attribute on the server, property in the browser): compare the values. */
const VALUE_PROPERTIES = new Set(['value', 'checked', 'selected']);

function attributesOf(element: Element): Map<string, string> {
  const found = new Map<string, string>();
  for (const { name, value } of element.attributes) {
    if (VALUE_PROPERTIES.has(name)) continue;
    if (name === 'style') {
      // An empty style attribute (left behind by whatever set and removed a style) draws nothing: as if absent.
      const css = (element as HTMLElement).style.cssText;
      if (css) found.set(name, css);
      continue;
    }
    found.set(name, value);
  }
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  ) {
    found.set('(value)', element.value);
  }
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
    found.set('(checked)', String(element.checked));
  return found;
}

function treeDifference(server: Node, browser: Node, path: string): string | null {
  const serverChildren = childrenOf(server);
  const browserChildren = childrenOf(browser);
  for (let i = 0; i < Math.max(serverChildren.length, browserChildren.length); i++) {
    const a = serverChildren[i];
    const b = browserChildren[i];
    const here = `${path}/${a?.nodeName ?? b?.nodeName ?? '?'}[${i}]`;
    if (!a || !b)
      return `${here}: el servidor tiene ${serverChildren.length} nodos y el navegador ${browserChildren.length}`;
    if (a.nodeName !== b.nodeName) return `${here}: ${a.nodeName} en el servidor, ${b.nodeName} en el navegador`;
    if (a.nodeType === Node.TEXT_NODE) {
      if (a.textContent !== b.textContent)
        return `${here}: texto "${a.textContent}" en el servidor, "${b.textContent}" en el navegador`;
      continue;
    }
    const serverAttributes = attributesOf(a as Element);
    const browserAttributes = attributesOf(b as Element);
    for (const name of new Set([...serverAttributes.keys(), ...browserAttributes.keys()])) {
      if (serverAttributes.get(name) !== browserAttributes.get(name)) {
        return `${here} ${name}: "${serverAttributes.get(name) ?? '(ninguno)'}" en el servidor, "${browserAttributes.get(name) ?? '(ninguno)'}" en el navegador`;
      }
    }
    const inner = treeDifference(a, b, here);
    if (inner) return inner;
  }
  return null;
}
