import type { APIRequestContext, Page } from '@playwright/test';
import { publicRoutes, type RouteAnswer, type RouteInput, storeRoutes } from '@vidriera/core';
import { unique } from './accounts';
import { callApi } from './api';
import { linkFromLastMail } from './mailbox';
import { post } from './send';
import { expect } from './test';

/*
 * The people and stores the journeys start from, made the fast way: through
 * the API, as the screens would (their own journeys are in auth.spec.ts and
 * stores.spec.ts). support/fixtures.ts hands them to tests; a test that needs
 * a second one (another browser, another shop) calls these itself.
 */

/** A confirmed account, signed in on the page that made it. */
export interface Account {
  email: string;
  password: string;
}

export type Store = RouteAnswer<typeof storeRoutes.create>['store'];
type Body<R extends keyof typeof storeRoutes> = RouteInput<(typeof storeRoutes)[R]>['body'];

/** A confirmed owner signed in on their page, with their store. */
export interface Owner extends Account {
  store: Store;
}

/** How the store is set up besides its name: what its journey needs (docs/product/stores.md). */
export interface ShopSettings {
  /** The store's name; "Tienda {n}" by default. */
  name?: string;
  whatsappNumber?: string;
  cbu?: string;
  /** "Cobros y stock". */
  payment?: Body<'updatePayment'>;
  /** "Entregas". */
  delivery?: Body<'updateDelivery'>;
}

/** A store that sells by WhatsApp, the number every journey's messages go to. */
export const SELLS_BY_WHATSAPP = { whatsappNumber: '1123456789' } as const satisfies ShopSettings;

/**
 * Signs up through the API as the sign-up form does, and follows the e-mailed
 * confirmation link with `page`'s cookies, which signs the account in on `page`.
 * The panel the link leads to is not drawn: each journey opens its own first
 * page (the sign-up journey itself, with its screens, is accounts.spec.ts).
 */
export async function confirmedAccount(page: Page): Promise<Account> {
  const email = `duena${unique()}@example.com`;
  const password = 'mostrador-azul-58';
  await post(page.request, '/api/auth/sign-up/email', {
    email,
    password,
    name: 'Paula Dueña',
    firstName: 'Paula',
    lastName: 'Dueña',
    callbackURL: '/auth/callback',
  });
  const confirmed = await page.request.get(await linkFromLastMail(email, /Confirma tu cuenta/), { maxRedirects: 0 });
  expect(confirmed.status(), 'el enlace de confirmación inicia la sesión y lleva al panel').toBe(302);
  expect((await page.request.get('/api/me')).status(), 'la sesión del enlace de confirmación').toBe(200);
  return { email, password };
}

/** `account`'s store, created and set up as `settings` says. */
export async function openStore(
  request: APIRequestContext,
  account: Account,
  settings: ShopSettings = {},
): Promise<Owner> {
  const { name = `Tienda ${unique()}`, whatsappNumber, cbu, payment, delivery } = settings;
  let { store } = await callApi(request, storeRoutes.create, {
    body: { name, ...(whatsappNumber ? { whatsappNumber } : {}), ...(cbu ? { cbu } : {}) },
  });
  if (payment) ({ store } = await callApi(request, storeRoutes.updatePayment, { body: payment }));
  if (delivery) ({ store } = await callApi(request, storeRoutes.updateDelivery, { body: delivery }));
  return { ...account, store };
}

/** A new owner with a store, signed in on `page`. */
export async function newOwner(page: Page, settings: ShopSettings = {}): Promise<Owner> {
  return openStore(page.request, await confirmedAccount(page), settings);
}

/** A shopper's order as the store's pages send it; the phone defaults to one shopper's. */
export type StorefrontOrder = Omit<RouteInput<typeof publicRoutes.createOrder>['body'], 'customerPhone'> & {
  customerPhone?: string;
};

/** Places `order` at the store `slug` through the public API, as a shopper (no session): pending, its units reserved. */
export function storefrontOrder(request: APIRequestContext, slug: string, order: StorefrontOrder) {
  const body = { customerPhone: '11 5555 4444', ...order };
  return callApi(
    request,
    publicRoutes.createOrder,
    { params: { slug }, body },
    { 'Idempotency-Key': `e2e-${unique()}` },
  );
}
