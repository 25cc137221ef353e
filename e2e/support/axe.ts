import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The phone every accessibility scan draws the screen on (docs/product/storefront.md, "Accesibilidad"). */
export const AXE_PHONE = { width: 390, height: 844 };

/**
 * Every axe-core violation on the page as it is drawn now, whatever its impact (minor ones too): one line a rule,
 * "impact rule: help (the first elements it names)", so a failure says what to fix and where.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${v.impact ?? 'minor'} ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/**
 * Waits for every animation that ends (a toast fading in, a sheet sliding) to end: axe-core measures the colours as
 * drawn, and a toast half faded in fails a contrast that it passes once shown. Endless ones (a spinner) are not waited.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scans the screen and records its violations without stopping the test, so one run names every screen that fails;
 * the test still fails at its end if any had one.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await transitionsEnded(page);
  expect.soft(await axeViolations(page), screen).toEqual([]);
}

/** Opens `path` and scans it once `text` shows (the screen is drawn). */
export async function scan(page: Page, path: string, text: string | RegExp, screen = path): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page, screen);
}
