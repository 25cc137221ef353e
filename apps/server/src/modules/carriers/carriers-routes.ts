import { type CarrierSettings, carrierRoutes as routes, type DeliverySettings } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError } from '../../shared/app-error';
import { clientAddressKey } from '../../shared/client-address';
import { hitRateLimit, type RateLimitRule } from '../../shared/rate-limit';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { addStoreRoute, paramsOf, type StoreLookUp } from '../public-store/public-store-scope';
import { carrierDeps, connectCarrier, disconnectCarrier, readCarriers, saveCarrierSettings } from './carrier-accounts';
import { packageOfItems } from './package-lines';
import { carrierAnswers, quoteOptions } from './quote-service';

/** The owner's carriers ("Entregas"), under /api/carriers (docs/product/orders.md, "Envíos por transportista"). */
export function registerCarrierRoutes(app: ApiApp, ctx: AppContext): void {
  const deps = carrierDeps(ctx);
  addRoute(app, routes.read, (request) => readCarriers(ctx.db, storeOf(request).id));
  addRoute(app, routes.connect, (request) => connectCarrier(deps, storeOf(request).id, request.body));
  addRoute(app, routes.disconnect, (request) => disconnectCarrier(deps, storeOf(request).id, request.params.carrier));
  addRoute(app, routes.saveSettings, (request) => saveCarrierSettings(ctx.db, storeOf(request).id, request.body));
}

/**
 * The cart's quotes one client address may ask of one store: the cart asks again as the postal code, the lines or
 * the quantities change, so a shopper stays well below it; a script that walks postal codes to use the store's
 * carrier accounts does not (docs/SECURITY.md). Off with RATE_LIMIT=false.
 */
export const SHIPPING_QUOTES_PER_ADDRESS: RateLimitRule = { max: 60, windowSeconds: 600 };

interface QuoteStore {
  id: string;
  carrier_settings: CarrierSettings | null;
  delivery_settings: DeliverySettings;
}

/** The active store with its carrier and delivery settings. */
const quoteStore: StoreLookUp<QuoteStore> = {
  find: (reads, request) =>
    reads.primary
      .selectFrom('stores')
      .select(['id'])
      .select((eb) => [
        eb.ref('carrier_settings').$castTo<CarrierSettings | null>().as('carrier_settings'),
        eb.ref('delivery_settings').$castTo<DeliverySettings>().as('delivery_settings'),
      ])
      .where('slug', '=', paramsOf(request).slug ?? '')
      .where('is_active', '=', true)
      .executeTakeFirst(),
};

/** The cart's quotes (public): every connected carrier that answers in time, the store's adjustment and free shipping applied. */
export function registerQuoteRoute(app: ApiApp, ctx: AppContext): void {
  const deps = carrierDeps(ctx);
  addStoreRoute(app, routes.quote, quoteStore, async (request, reply, store) => {
    reply.header('cache-control', 'no-store');
    const key = `shipping-quotes:${store.id}:${clientAddressKey(request.ip)}`;
    if (ctx.config.RATE_LIMIT && !(await hitRateLimit(ctx.db, key, SHIPPING_QUOTES_PER_ADDRESS)))
      throw apiError('TOO_MANY_REQUESTS');
    const settings = store.carrier_settings;
    if (!settings || !store.delivery_settings.shipping.enabled) return { carriers: [] };
    const { postalCode, province, items } = request.body;
    const { pkg, goodsCents } = await packageOfItems(ctx.db, store.id, settings, items);
    const answers = await carrierAnswers(deps, store.id, settings, { postalCode, province }, pkg);
    return { carriers: quoteOptions(answers, settings, goodsCents, store.delivery_settings.shipping.freeAboveCents) };
  });
}
