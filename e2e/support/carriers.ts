import { CARRIERS_CONTROL_URL } from './env';

/* The journeys' side of the carriers' stand-ins (support/carriers-stand-in.ts). */

const control = async (path: string, body?: unknown) =>
  (await fetch(`${CARRIERS_CONTROL_URL}${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) })).json();

/** A new account at the carrier: the credentials the merchant types. */
export const carrierAccount = (carrier: 'correo' | 'oca') =>
  control(`/${carrier}/account`) as Promise<Record<string, string>>;

/** Correo Argentino's news of the shipment it received for an order. */
export const correoNews = (orderId: string, trackingNumber: string, events: Record<string, string>[]) =>
  control(`/correo/events/${orderId}`, { trackingNumber, events });

/** What Correo Argentino received for an order's shipment (null: nothing). */
export const correoShipment = (orderId: string) =>
  control(`/correo/shipments/${orderId}`) as Promise<Record<string, unknown> | null>;
