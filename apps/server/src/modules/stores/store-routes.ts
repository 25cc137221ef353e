import { storeRoutes as routes, storeSlugProblem } from '@vidriera/core';
import { withAllStores } from '@vidriera/db';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../../shared/app-error';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { authOf, noStore, storeOf } from '../auth/access';
import { deleteImage } from '../storage/image-processing';
import { uploadStoreImage } from '../storage/store-upload';
import { createStoreForOwner, slugFromStoreName } from './create-store';
import { toStoreDto } from './store-dto';
import { findStoreById, isSlugTaken, replaceStoreImage, updateStore } from './store-repository';

/** The owner's own store: setup, settings, logo and banner. The store always comes from the session. */
export function registerStoreRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, config, storage } = ctx;
  // The settings routes each write their part of the owner's store and answer with all of it.
  const saveOwnStore = async (request: FastifyRequest, values: Parameters<typeof updateStore>[2]) => ({
    store: toStoreDto(await updateStore(db, storeOf(request).id, values), config),
  });
  addRoute(app, routes.mine, async (request) => {
    const store = request.store && (await findStoreById(db, request.store.id));
    return { store: store ? toStoreDto(store, config) : null };
  });

  addRoute(app, routes.slugAvailability, async (request) => {
    const slug = slugFromStoreName(request.query.name);
    const reason = storeSlugProblem(slug);
    if (reason) return { slug, available: false, reason };
    return { slug, available: !(await withAllStores(() => isSlugTaken(db, slug))) };
  });

  addRoute(app, routes.create, async (request) => {
    if (request.store) throw conflict('STORE_ALREADY_EXISTS');
    const store = await withAllStores(() => createStoreForOwner(db, authOf(request).user.id, request.body));
    return { store: toStoreDto(store, config) };
  });

  addRoute(app, routes.update, async (request) => {
    const input = request.body;
    return saveOwnStore(request, {
      name: input.name,
      description: input.description,
      whatsapp_number: input.whatsappNumber ?? null,
      instagram_handle: input.instagramHandle ?? null,
      facebook_page: input.facebookPage ?? null,
      cbu: input.cbu ?? null,
      ...(input.maxUnitsPerProduct !== undefined ? { max_units_per_product: input.maxUnitsPerProduct } : {}),
      ...(input.maxPendingOrdersPerPhone !== undefined
        ? { max_pending_orders_per_phone: input.maxPendingOrdersPerPhone }
        : {}),
      ...(input.orderOrigins !== undefined ? { order_origins: input.orderOrigins } : {}),
      ...(input.paymentMethods !== undefined ? { payment_methods: input.paymentMethods } : {}),
      ...(input.transferHolder !== undefined ? { transfer_holder: input.transferHolder } : {}),
      ...(input.transferDiscountPercent !== undefined
        ? { transfer_discount_percent: input.transferDiscountPercent }
        : {}),
      ...(input.lowStockThreshold !== undefined ? { low_stock_threshold: input.lowStockThreshold } : {}),
      ...(input.reservedSharePercent !== undefined ? { reserved_share_percent: input.reservedSharePercent } : {}),
      ...(input.unopenedSharePercent !== undefined ? { unopened_share_percent: input.unopenedSharePercent } : {}),
      ...(input.unopenedReservationMinutes !== undefined
        ? { unopened_reservation_minutes: input.unopenedReservationMinutes }
        : {}),
      ...(input.expiredOrderGraceHours !== undefined
        ? { expired_order_grace_hours: input.expiredOrderGraceHours }
        : {}),
      ...(input.delivery !== undefined ? { delivery_settings: JSON.stringify(input.delivery) } : {}),
      ...(input.searchSynonyms !== undefined ? { search_synonyms: input.searchSynonyms } : {}),
    });
  });

  addRoute(app, routes.updatePayment, async (request) => {
    const input = request.body;
    return saveOwnStore(request, {
      payment_methods: input.paymentMethods,
      transfer_holder: input.transferHolder,
      transfer_discount_percent: input.transferDiscountPercent,
      low_stock_threshold: input.lowStockThreshold,
    });
  });

  addRoute(app, routes.updateWholesale, async (request) =>
    saveOwnStore(request, {
      wholesale_min_order_cents: request.body.minOrderCents,
      wholesale_min_units: request.body.minUnits,
    }),
  );

  addRoute(app, routes.updateDelivery, async (request) => {
    return saveOwnStore(request, { delivery_settings: JSON.stringify(request.body) });
  });

  addRoute(app, routes.uploadImage, async (request) => {
    const { kind } = request.params;
    const storeId = storeOf(request).id;
    const url = await uploadStoreImage({ db, storage }, request, storeId, kind);
    const replaced = await replaceStoreImage(db, storeId, `${kind}_url`, url).catch(async (error: unknown) => {
      await deleteImage(storage, url, kind);
      throw error;
    });
    if (!replaced) {
      await deleteImage(storage, url, kind);
      throw noStore();
    }
    await deleteImage(storage, replaced.previous, kind);
    return { store: toStoreDto(replaced.store, config) };
  });

  addRoute(app, routes.deleteImage, async (request) => {
    const { kind } = request.params;
    const replaced = await replaceStoreImage(db, storeOf(request).id, `${kind}_url`, null);
    if (!replaced) throw noStore();
    await deleteImage(storage, replaced.previous, kind);
    return { store: toStoreDto(replaced.store, config) };
  });
}
