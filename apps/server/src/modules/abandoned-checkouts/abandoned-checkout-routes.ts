import {
  ABANDONED_CHECKOUT_NOT_FOUND,
  abandonedCheckoutLineSchema,
  abandonedCheckoutMessage,
  abandonedCheckoutWhatsappUrl,
  abandonedCheckoutRoutes as routes,
  storeUrl,
} from '@vidriera/core';
import { z } from 'zod';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError, notFound } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { verifiedDomainOf } from '../domains/domain-repository';
import { activeStore } from '../public-store/active-store';
import { addStoreRoute } from '../public-store/public-store-scope';
import { forgetAbandonedCheckout, saveAbandonedCheckout } from './save-abandoned-checkout';

/** Saves a client address may make at a store: the form saves as she types, a few times a checkout at most. */
export const ABANDONED_CHECKOUT_SAVES: RateLimitRule = { max: 30, windowSeconds: 600 };

/** The seller's list and reminder setting (docs/product/abandoned-checkouts.md). */
export function registerAbandonedCheckoutRoutes(app: ApiApp, { db, config }: AppContext): void {
  addRoute(app, routes.list, async (request) => {
    const storeId = storeOf(request).id;
    const store = await db
      .selectFrom('stores as s')
      .select(['s.name', 's.slug', 's.abandoned_reminder_minutes'])
      .select(verifiedDomainOf('s.id').as('own_domain'))
      .where('s.id', '=', storeId)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('abandoned_checkouts')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('updated_at', 'desc')
      .limit(500)
      .execute();
    const where = { publicUrl: config.PUBLIC_URL ?? 'http://localhost:3000', shopDomain: config.SHOP_DOMAIN ?? '' };
    const url = storeUrl(store.slug, where, store.own_domain);
    return {
      checkouts: rows.map((row) => {
        const lines = z.array(abandonedCheckoutLineSchema).parse(row.lines);
        const totalCents = Number(row.total_cents);
        const message = abandonedCheckoutMessage({
          storeName: store.name,
          customerName: row.customer_name,
          lines,
          totalCents,
          storeUrl: url,
        });
        return {
          id: row.id,
          customerName: row.customer_name,
          customerPhone: row.customer_phone,
          customerEmail: row.customer_email,
          lines,
          totalCents,
          updatedAt: row.updated_at.toISOString(),
          remindedAt: row.reminded_at?.toISOString() ?? null,
          whatsappUrl: abandonedCheckoutWhatsappUrl(row.customer_phone, message),
        };
      }),
      settings: { reminderMinutes: store.abandoned_reminder_minutes as 60 | 180 | 720 | 1440 | null },
    };
  });

  addRoute(app, routes.remove, async (request) => {
    const deleted = await db
      .deleteFrom('abandoned_checkouts')
      .where('store_id', '=', storeOf(request).id)
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound(ABANDONED_CHECKOUT_NOT_FOUND);
  });

  addRoute(app, routes.settings, async (request) => {
    await db
      .updateTable('stores')
      .set({ abandoned_reminder_minutes: request.body.reminderMinutes })
      .where('id', '=', storeOf(request).id)
      .execute();
    return request.body;
  });
}

/** The cart's save and forget, on the public storefront API: rate-limited per client address and store. */
export function registerAbandonedCheckoutPublicRoutes(app: ApiApp, { db, config }: AppContext): void {
  const withinLimit = async (storeId: string, ip: string) => {
    const key = `abandoned-checkout:${storeId}:${clientAddressKey(ip)}`;
    if (config.RATE_LIMIT && !(await hitRateLimit(db, key, ABANDONED_CHECKOUT_SAVES)))
      throw apiError('TOO_MANY_REQUESTS');
  };
  addStoreRoute(app, routes.save, activeStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    await withinLimit(store.id, request.ip);
    await saveAbandonedCheckout(db, store.id, request.body);
  });
  addStoreRoute(app, routes.forget, activeStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    await withinLimit(store.id, request.ip);
    await forgetAbandonedCheckout(db, store.id, request.body.key);
  });
}
