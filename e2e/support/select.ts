import type { Locator } from '@playwright/test';

/** The option a native select shows, to read its text. */
export const chosenOption = (select: Locator) => select.locator('option:checked');
