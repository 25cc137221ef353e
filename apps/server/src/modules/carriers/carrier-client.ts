import type { CarrierBranch, CarrierOrigin, CarrierService, QuotePackage, ShippingAddress } from '@vidriera/core';
import type { z } from 'zod';
import { getWithBody } from './get-with-body';

/*
 * What Vidriera asks of a carrier (ADR 039), whichever it is: the account
 * behind the credentials, prices and days for both services, the branches
 * near a postal code, a shipment, and its tracking. Each carrier's client
 * (micorreo-client.ts, oca-client.ts) is written from its public API
 * documentation and parses every answer with zod. Errors never carry a
 * credential: the call's name, the HTTP status and the carrier's own message.
 */

export interface CarrierRate {
  service: CarrierService;
  /** Whole cents, final price (taxes included) as the carrier quotes it. */
  priceCents: number;
  days: { min: number; max: number };
}

export interface CarrierAnswer {
  rates: CarrierRate[];
  branches: CarrierBranch[];
}

export interface ShipmentRequest {
  orderId: string;
  orderNumber: string;
  origin: CarrierOrigin;
  recipient: { name: string; phone: string; email: string | null };
  address: ShippingAddress;
  service: CarrierService;
  branchCode: string | null;
  package: QuotePackage;
  declaredCents: number;
}

export interface CreatedShipment {
  carrierNumber: string;
  trackingCode: string | null;
  labelUrl: string | null;
}

export type TrackingKind = 'in_transit' | 'delivered' | 'other';

export interface TrackingEvent {
  /** ISO 8601. */
  at: string;
  description: string;
  place: string | null;
  kind: TrackingKind;
}

export interface CarrierTracking {
  trackingCode: string | null;
  events: TrackingEvent[];
}

export interface CarrierClient {
  /** Checks the credentials; the account's name as shown to the owner. */
  accountName(): Promise<string>;
  quote(
    origin: CarrierOrigin,
    to: { postalCode: string; province: string },
    pkg: QuotePackage,
    signal?: AbortSignal,
  ): Promise<CarrierAnswer>;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  track(shipment: { carrierNumber: string; trackingCode: string | null }): Promise<CarrierTracking>;
}

/** The carrier said no (wrong credentials, an address it does not serve…): its message is shown to the owner. */
export class CarrierRefusal extends Error {
  constructor(readonly carrierMessage: string) {
    super(carrierMessage);
  }
}

/** The carrier did not answer as documented (down, slow, a 5xx, an answer that does not parse). */
export class CarrierDown extends Error {}

/** Calls a carrier and parses its JSON answer; a 4xx becomes a refusal with the carrier's message. */
export async function callJson<S extends z.ZodType>(
  call: string,
  url: string,
  init: RequestInit,
  schema: S,
  messageOf: (body: unknown) => string | undefined,
): Promise<z.output<S>> {
  let res: { status: number; text: string };
  try {
    // A GET with a body (MiCorreo's tracking) goes through node:http, since fetch refuses one.
    res =
      init.method === 'GET' && typeof init.body === 'string'
        ? await getWithBody(url, init.headers as Record<string, string>, init.body)
        : await fetch(url, init).then(async (r) => ({ status: r.status, text: await r.text() }));
  } catch (error) {
    throw new CarrierDown(`${call}: ${(error as Error).name}`);
  }
  const { text } = res;
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A body that is not JSON is judged by its status below.
  }
  if (res.status >= 400 && res.status < 500)
    throw new CarrierRefusal(messageOf(body) ?? `El transportista rechazó el pedido (${res.status}).`);
  if (res.status < 200 || res.status > 299) throw new CarrierDown(`${call}: HTTP ${res.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new CarrierDown(`${call}: respuesta inesperada`);
  return parsed.data;
}

/** "1.234,50" or 1234.5 pesos → whole cents. */
export const pesosToCents = (pesos: number) => Math.round(pesos * 100);
