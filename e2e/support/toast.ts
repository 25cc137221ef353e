import type { Page } from '@playwright/test';

/** A toast with this text (sonner's notifications region), not a button or label that says the same. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}
