import { customerPhoneKey, ORDER_CHALLENGE_HEADER, publicRoutes as routes } from '@vidriera/core';
import { notFound } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { clientAddressKey } from '../../shared/client-address';
import { assertCodeGuessesLeft, countingCodeMisses } from '../discounts/code-guesses';
import { activeStore } from '../public-store/active-store';
import { addStoreRoute, type StoreLookUp } from '../public-store/public-store-scope';
import { createStorefrontOrder } from './create-storefront-order';
import { carrierDeps } from '../carriers/carrier-accounts';
import { countOrder } from './order-counts';
import { assertOrderOrigin } from './reservation-policy';
import { SHOPPER_ORDER_NOT_FOUND, shopperOrderOfRoute } from './shopper-order';
import { orderStore } from './store-for-order';

/** The store of a shopper's order link: an address no store answers is the same "not found" as a wrong link. */
export const shopperOrderStore: StoreLookUp<{ id: string }> = {
  ...activeStore,
  missing: () => notFound(SHOPPER_ORDER_NOT_FOUND),
};

/** A shopper's order from a store page or a merchant's own site (docs/product/orders.md), and the shopper's view of it. */
export function registerStorefrontOrderRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, config, secret, jobs, metrics, visits } = ctx;
  const carriers = carrierDeps(ctx);
  /** The shopper's source as the visit recorder knows it (the same browser's visits, no cookie): in the order's INSERT. */
  const trafficOf = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }, storeId: string) => {
    const userAgent = request.headers['user-agent'];
    return userAgent ? visits.trafficOf(storeId, { ip: request.ip, userAgent }) : undefined;
  };
  addStoreRoute(
    app,
    routes.createOrder,
    orderStore,
    async (request, reply, store) => {
      const key = request.headers['idempotency-key'];
      assertOrderOrigin(request.headers.origin, store, config);
      // A code sent with the order counts as a guess like the cart's check (discounts/code-guesses.ts): one counter for both.
      const guesses = { db, rateLimit: config.RATE_LIMIT, storeId: store.id, ip: request.ip };
      if (request.body.discountCode !== undefined) await assertCodeGuessesLeft(guesses);
      // A key that already saved an order is a retry (store-for-order.ts read it): answered again, not counted again.
      const counted = { source: 'storefront' as const, isNew: store.saved_order_id === null };
      const result = await countOrder(metrics, counted, () =>
        countingCodeMisses(guesses, 'discountCode', () =>
          createStorefrontOrder(db, store, request.body, key, {
            shopper: {
              phoneKey: customerPhoneKey(request.body.customerPhone),
              addressKey: clientAddressKey(request.ip),
              traffic: trafficOf(request, store.id),
            },
            addressLimit: config.RATE_LIMIT ? config.ORDER_RATE_LIMIT : null,
            challengeSolution: request.headers[ORDER_CHALLENGE_HEADER],
            reservationSeconds: config.RESERVATION_TTL,
            purchase: {
              consent: request.body.measurementConsent === true,
              clientIp: request.ip,
              userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
              sourceUrl: request.headers.referer?.slice(0, 1000) ?? null,
            },
            links: { publicUrl: config.PUBLIC_URL, shopDomain: config.SHOP_DOMAIN, secret },
            carriers,
          }),
        ),
      );
      // The owner's e-mail was queued with the order (order-mail-jobs.ts): the shopper's answer never waits on mail.
      jobs.wake();
      reply.header('cache-control', 'no-store');
      return result;
    },
    { bodyLimit: 64 * 1024 },
  );

  addStoreRoute(app, routes.order, shopperOrderStore, (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return shopperOrderOfRoute(db, request, store.id, config.RATE_LIMIT);
  });
}
