import type { Locator, Page } from '@playwright/test';

/** The option a native select shows, to read its text. */
export const chosenOption = (select: Locator) => select.locator('option:checked');

/** A value of the product page's attribute, offered as a chip (a radio button in the attribute's group). */
export const valueChip = (page: Page, attribute: string, value: string) =>
  page.getByRole('group', { name: attribute, exact: true }).getByRole('radio', { name: value, exact: true });

/** Picks a value of the product page's attribute with a tap on its chip. */
export const chooseValue = (page: Page, attribute: string, value: string) => valueChip(page, attribute, value).click();
