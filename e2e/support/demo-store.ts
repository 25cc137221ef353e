import { type BrowserContext, type Page } from '@playwright/test';
import { publicRoutes } from '@vidriera/core';
import { cartStorageKey } from '../../apps/web/src/features/storefront/lib/cart-key';
import { callApi } from './api';

/*
 * The shopper's side on the demo store (slug "demo", WhatsApp configured, 9 products),
 * shared by the storefront-*.spec.ts journeys.
 * Orders reserve demo stock, so each one takes a single unit of a variant that has plenty.
 */
export const STORE = '/store/demo';
export const CART_KEY = cartStorageKey('demo');

/** wa.me is outside the test world: answer it locally and hand back the URL the app opened. */
export async function interceptWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

export async function confirmAndCatchWhatsapp(page: Page): Promise<string> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirmar y Contactar Vendedor' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = decodeURIComponent(popup.url());
  await popup.close();
  return url;
}

/** The page's local storage (the e2e project has no DOM types). */
export type WithStorage = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};
export const readStored = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as WithStorage).localStorage.getItem(k), key);
export const store = (page: Page, key: string, value: string) =>
  page.evaluate(([k, v]) => (globalThis as unknown as WithStorage).localStorage.setItem(k as string, v as string), [
    key,
    value,
  ] as const);

/** A cart line as the browser keeps it, for a variant the store does not sell (ids of nothing). */
export const storedCartLine = (name: string, price: number, quantity: number) => ({
  product_id: '00000000-0000-4000-8000-000000000001',
  variant_id: '00000000-0000-4000-8000-000000000002',
  name,
  price,
  quantity,
  image: null,
  attributes: [],
});

export async function productSlug(page: Page, name: string): Promise<string> {
  const { items } = await callApi(page.request, publicRoutes.products, { params: { slug: 'demo' } });
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`No está ${name} en la demo`);
  return item.slug;
}
