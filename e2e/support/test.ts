import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Chromium logs every Content-Security-Policy violation as a console error,
 * and the test server's store pages log every island whose first render in
 * the browser differs from the server's HTML (apps/web/src/app/store-page).
 * Collects both, into `violations`, for every page the context opens.
 */
export function watchContentSecurityPolicy(context: BrowserContext, violations: string[] = []): string[] {
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.includes('Content Security Policy') || text.includes('no coincide con el HTML del servidor'))
        violations.push(`${page.url()}: ${text}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/**
 * Playwright's test, plus a check after each one: the app ran under its
 * Content-Security-Policy without a single violation, and every store page's
 * islands took over exactly the HTML the server sent — in the test's own
 * context and in any context the test opens itself (a second person, a phone).
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void; expectContentSecurityPolicyViolations: boolean }>({
  /** Set with test.use() by a spec whose point is to provoke violations. */
  expectContentSecurityPolicyViolations: [false, { option: true }],
  contentSecurityPolicyGuard: [
    async ({ context, browser, expectContentSecurityPolicyViolations }, use) => {
      if (expectContentSecurityPolicyViolations) return use();
      const violations = watchContentSecurityPolicy(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchContentSecurityPolicy(opened, violations);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'violaciones de la Content-Security-Policy o páginas que no se pudieron hidratar').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
