import type { Page } from '@playwright/test';

/** How far the page is wider than the screen, and the labels of the buttons whose text spills out of them. */
export const spills = (page: Page) =>
  page.evaluate(() => ({
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    buttons: Array.from(document.querySelectorAll<HTMLElement>('button, a.button, a[data-slot=button]'))
      .filter((b) => b.clientWidth > 0 && b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.textContent?.trim()),
  }));
