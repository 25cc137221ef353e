import type { Page } from '@playwright/test';

/** A delivery address in CABA for the order forms (a new store ships to the whole country, fee "a convenir"; docs/product/orders.md, "Delivery"). */
export async function fillShippingAddress(page: Page): Promise<void> {
  await page.getByLabel('Calle').fill('Av. Corrientes');
  await page.getByLabel('Número').fill('1234');
  await page.getByLabel('Código postal').fill('C1043AAZ');
  await page.getByLabel('Localidad').fill('San Nicolás');
  await page.getByLabel('Provincia').selectOption('C');
}
