import { type CarrierSettings, carrierRoutes as routes, type DeliverySettings } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
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
    const settings = store.carrier_settings;
    if (!settings || !store.delivery_settings.shipping.enabled) return { carriers: [] };
    const { postalCode, province, items } = request.body;
    const { pkg, goodsCents } = await packageOfItems(ctx.db, store.id, settings, items);
    const answers = await carrierAnswers(deps, store.id, settings, { postalCode, province }, pkg);
    return { carriers: quoteOptions(answers, settings, goodsCents, store.delivery_settings.shipping.freeAboveCents) };
  });
}
