import { z } from 'zod';
import { noContent } from '../shared/common-contracts';
import { defineRoute } from '../shared/define-route';
import {
  pushDeviceEnabledSchema,
  pushDeviceIdParamsSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from './push-contracts';

const access = 'owner';
const params = pushDeviceIdParamsSchema;
const deviceAnswer = z.object({ device: pushDeviceSchema });

/** "Avisos en este dispositivo" (docs/product/notifications.md): the owner's devices that ring with every order. */
export const pushRoutes = {
  key: defineRoute({
    method: 'GET',
    path: '/api/push/key',
    access,
    summary: 'La clave pública (VAPID) con la que el navegador se suscribe a los avisos',
    responses: { 200: pushKeySchema },
  }),
  devices: defineRoute({
    method: 'GET',
    path: '/api/push/devices',
    access,
    summary: 'Los dispositivos que reciben un aviso por cada pedido',
    responses: { 200: pushDeviceListSchema },
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/devices',
    access,
    summary: 'Activar los avisos en un dispositivo (la suscripción Web Push de su navegador)',
    errors: [409],
    body: pushSubscriptionSchema,
    responses: { 201: deviceAnswer },
  }),
  setEnabled: defineRoute({
    method: 'PATCH',
    path: '/api/push/devices/:id',
    access,
    summary: 'Pausar o reanudar los avisos de un dispositivo',
    params,
    body: pushDeviceEnabledSchema,
    responses: { 200: deviceAnswer },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/push/devices/:id',
    access,
    summary: 'Quitar un dispositivo',
    params,
    responses: { 204: noContent },
  }),
} as const;
