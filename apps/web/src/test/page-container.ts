import { onTestFinished } from 'vitest';

/**
 * A part of the page holding one test's server HTML, removed when the test
 * ends. Never the whole body: the files of a worker share one DOM
 * (vitest.config.ts), and the toaster a screen's toasts appear in lives at the
 * end of it, mounted once (lib/toast.ts).
 */
export function pageContainer(html = ''): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  onTestFinished(() => container.remove());
  return container;
}
