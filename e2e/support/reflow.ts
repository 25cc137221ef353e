import type { Browser, Page } from '@playwright/test';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px nothing needs a sideways scroll. How far the page is wider than the screen, the
 * buttons whose label spills out of them, and what passes the right edge of its card's or dialog's content (they clip
 * it, so the page does not grow, but the shopper or the owner loses that part). `FITS` is the answer of a screen that
 * fits.
 */
export const reflow = (page: Page) =>
  page.evaluate(() => {
    const passesItsBox = (element: Element) => {
      const box = element.parentElement?.closest('.card, [role=dialog]');
      // A dialog's close button sits in its padding on purpose.
      if (!box || getComputedStyle(element).position === 'absolute') return false;
      const style = getComputedStyle(box);
      const contentRight =
        box.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      return element.getBoundingClientRect().right > contentRight + 1;
    };
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      buttons: Array.from(document.querySelectorAll<HTMLElement>('button, a.button, a[data-slot=button]'))
        .filter((b) => b.clientWidth > 0 && b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent?.trim()),
      pastTheirCard: Array.from(document.querySelectorAll('main li, input, textarea, button, dd, .card'))
        .filter(passesItsBox)
        .map(
          (e) => e.getAttribute('aria-label') || e.getAttribute('placeholder') || e.textContent?.trim().slice(0, 40),
        ),
    };
  });

export const FITS = { pageOverflow: 0, buttons: [], pastTheirCard: [] };

/** A page in a new context the size of a small phone, 320 × 640 CSS px, touch. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

/**
 * Words split across two lines (a title squeezed narrower than its longest word, "Contra-seña"): the words of the
 * headings and card titles in `scope` whose letters land on more than one line.
 */
export const brokenWords = (page: Page, scope = 'main') =>
  page.evaluate((selector) => {
    const broken: string[] = [];
    for (const title of Array.from(document.querySelectorAll(`${selector} :is(h1, h2, h3, [data-slot=card-title])`))) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, scope);

/** Text cut short with an ellipsis in `scope` and not whole anywhere a person can reach it (a title on hover). */
export const cutText = (page: Page, scope: string) =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLElement>(`${selector} *`))
        .filter(
          (e) =>
            e.scrollWidth > e.clientWidth + 1 &&
            getComputedStyle(e).textOverflow === 'ellipsis' &&
            e.title !== e.textContent?.trim(),
        )
        .map((e) => e.textContent?.trim()),
    scope,
  );
