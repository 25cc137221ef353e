import { z } from 'zod';

/*
 * The seller's devices that ring with every order (docs/product/notifications.md): a browser's Web Push
 * subscription as `PushSubscription.toJSON()` gives it, and how the settings screen lists each device.
 */

export const PUSH_SUBSCRIPTION_INVALID =
  'El dispositivo no dio una suscripción válida. Intenta activar los avisos otra vez.';
export const PUSH_DEVICE_NOT_FOUND = 'Dispositivo no encontrado.';
/** Devices one store may have subscribed at once. */
export const PUSH_DEVICES_MAX = 10;

const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_SUBSCRIPTION_INVALID })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_SUBSCRIPTION_INVALID)
    .min(min, PUSH_SUBSCRIPTION_INVALID)
    .max(max, PUSH_SUBSCRIPTION_INVALID);

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_SUBSCRIPTION_INVALID }).max(1000, PUSH_SUBSCRIPTION_INVALID),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }, { error: PUSH_SUBSCRIPTION_INVALID }),
  /** What the seller calls the device ("Celular de Ana"); the browser's name when she does not say. */
  label: z
    .string({ error: 'Indica un nombre para el dispositivo' })
    .trim()
    .min(1, 'Indica un nombre para el dispositivo')
    .max(80, 'El nombre del dispositivo puede tener hasta 80 caracteres'),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  enabled: z.boolean(),
  /** The push service's address, to tell this browser's own device in the list. */
  endpoint: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type PushDevice = z.output<typeof pushDeviceSchema>;

export const pushDeviceListSchema = z.object({ devices: z.array(pushDeviceSchema) });
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushDeviceIdParamsSchema = z.object({ id: z.uuid({ error: PUSH_DEVICE_NOT_FOUND }) });
export const pushDeviceEnabledSchema = z.object({
  enabled: z.boolean({ error: 'Indica si el dispositivo recibe avisos' }),
});

/** What a new order's notification shows: "Nuevo pedido de Valentina · $24.750"; a tap opens `url`. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.output<typeof pushMessageSchema>;
