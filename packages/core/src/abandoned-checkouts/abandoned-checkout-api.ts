import { noContent } from '../shared/common-contracts';
import { defineRoute } from '../shared/define-route';
import { storeParamsSchema } from '../storefront/public-contracts';
import {
  abandonedCheckoutForgetSchema,
  abandonedCheckoutIdParamsSchema,
  abandonedCheckoutListSchema,
  abandonedCheckoutSaveSchema,
  abandonedCheckoutSettingsSchema,
} from './abandoned-checkout-contracts';

const access = 'owner';

/** Abandoned checkouts (docs/product/abandoned-checkouts.md): the cart's save with the tick, and the seller's list. */
export const abandonedCheckoutRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/abandoned-checkouts',
    access,
    summary: 'Los carritos abandonados de los últimos 7 días, con su enlace de WhatsApp',
    responses: { 200: abandonedCheckoutListSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/abandoned-checkouts/:id',
    access,
    summary: 'Quitar un carrito abandonado',
    params: abandonedCheckoutIdParamsSchema,
    responses: { 204: noContent },
  }),
  settings: defineRoute({
    method: 'PUT',
    path: '/api/abandoned-checkouts/settings',
    access,
    summary: 'Cuándo se envía el recordatorio por e-mail (o ninguno)',
    body: abandonedCheckoutSettingsSchema,
    responses: { 200: abandonedCheckoutSettingsSchema },
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/abandoned-checkouts',
    access: 'public',
    summary: 'Guardar el carrito de quien marcó que la tienda le escriba si no termina el pedido',
    params: storeParamsSchema,
    body: abandonedCheckoutSaveSchema,
    errors: [429],
    responses: { 204: noContent },
  }),
  forget: defineRoute({
    method: 'POST',
    path: '/api/public/stores/:slug/abandoned-checkouts/forget',
    access: 'public',
    summary: 'Olvidar el carrito guardado (quien lo guardó desmarcó la casilla)',
    params: storeParamsSchema,
    body: abandonedCheckoutForgetSchema,
    errors: [429],
    responses: { 204: noContent },
  }),
} as const;
