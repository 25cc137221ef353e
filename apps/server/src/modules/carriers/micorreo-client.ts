import { postalNumber } from '@vidriera/core';
import { z } from 'zod';
import {
  agenciesAnswer,
  importAnswer,
  ratesAnswer,
  tokenAnswer,
  trackingAnswer,
  validateAnswer,
} from './micorreo-answers';
import {
  callJson,
  type CarrierClient,
  type CarrierRate,
  CarrierRefusal,
  pesosToCents,
  type TrackingKind,
} from './carrier-client';

/*
 * Correo Argentino's "API MiCorreo" (ADR 039): POST /token with the API user
 * and password as Basic authentication gives a JWT for the other calls;
 * POST /users/validate names the MiCorreo account's customerId; POST /rates
 * quotes both services (deliveredType "D" a domicilio, "S" a sucursal);
 * GET /agencies lists a province's branches; POST /shipping/import creates a
 * shipment under the order's id (extOrderId); GET /shipping/tracking, with
 * { shippingId } as its JSON body, follows it. Weights are whole grams and
 * sizes whole centimetres. A refusal answers 4xx with { code, message }; the
 * tracking of an unknown shipment answers 200 with { error }.
 */

export interface MiCorreoCredentials {
  apiUser: string;
  apiPassword: string;
  customerId: string;
}

const errorMessage = (body: unknown) => {
  const parsed = z.object({ message: z.string().min(1) }).safeParse(body);
  return parsed.success ? parsed.data.message : undefined;
};

/** MiCorreo's dates: "dd-MM-yyyy HH:mm", Argentine time. */
export function miCorreoDate(text: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?/.exec(text.trim());
  if (!m) return new Date(text).toISOString();
  return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4] ?? '00'}:${m[5] ?? '00'}:00-03:00`).toISOString();
}

/** MiCorreo takes whole grams (1 to 25000) and whole centimetres. */
const whole = (pkg: { weightGrams: number; heightCm: number; widthCm: number; lengthCm: number }) => ({
  weight: Math.max(1, Math.ceil(pkg.weightGrams)),
  height: Math.max(1, Math.ceil(pkg.heightCm)),
  width: Math.max(1, Math.ceil(pkg.widthCm)),
  length: Math.max(1, Math.ceil(pkg.lengthCm)),
});

const kindOf = (event: string): TrackingKind =>
  /entregad/i.test(event)
    ? 'delivered'
    : /admit|en tr.nsito|en camino|distribuci|arribo|despach/i.test(event)
      ? 'in_transit'
      : 'other';

export function miCorreoClient(
  baseUrl: string,
  credentials: MiCorreoCredentials,
  login?: { email: string; password: string },
): CarrierClient {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const token = async (signal?: AbortSignal) => {
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiPassword}`).toString('base64');
    const answer = await callJson(
      'MiCorreo /token',
      `${baseUrl}/token`,
      { method: 'POST', headers: { authorization: `Basic ${basic}` }, signal: signal ?? null },
      tokenAnswer,
      errorMessage,
    );
    return { ...json, authorization: `Bearer ${answer.token}` };
  };
  return {
    async accountName() {
      const headers = await token();
      if (!login) return credentials.customerId;
      const answer = await callJson(
        'MiCorreo /users/validate',
        `${baseUrl}/users/validate`,
        { method: 'POST', headers, body: JSON.stringify(login) },
        validateAnswer,
        errorMessage,
      );
      credentials.customerId = answer.customerId;
      return answer.customerId;
    },
    async quote(origin, to, pkg, signal) {
      const headers = await token(signal);
      const body = {
        customerId: credentials.customerId,
        postalCodeOrigin: origin.postalCode.length === 8 ? origin.postalCode.slice(1, 5) : origin.postalCode,
        postalCodeDestination: to.postalCode.length === 8 ? to.postalCode.slice(1, 5) : to.postalCode,
        dimensions: whole(pkg),
      };
      const init = { method: 'POST', headers, body: JSON.stringify(body), signal: signal ?? null };
      const [rates, agencies] = await Promise.all([
        callJson('MiCorreo /rates', `${baseUrl}/rates`, init, ratesAnswer, errorMessage),
        callJson(
          'MiCorreo /agencies',
          `${baseUrl}/agencies?customerId=${encodeURIComponent(credentials.customerId)}&provinceCode=${encodeURIComponent(to.province)}`,
          { headers, signal: signal ?? null },
          agenciesAnswer,
          errorMessage,
        ),
      ]);
      const cheapest = new Map<string, CarrierRate>();
      for (const r of rates.rates) {
        const service = r.deliveredType === 'D' ? 'door' : 'branch';
        const rate = {
          service,
          priceCents: pesosToCents(r.price),
          days: { min: r.deliveryTimeMin, max: r.deliveryTimeMax },
        } as const;
        const known = cheapest.get(service);
        if (!known || rate.priceCents < known.priceCents) cheapest.set(service, rate);
      }
      const target = postalNumber(to.postalCode);
      const branches = agencies
        .filter((a) => !a.status || a.status === 'ACTIVE')
        .map((a) => {
          const { streetName, streetNumber, city, postalCode } = a.location.address;
          return {
            code: a.code,
            name: a.name,
            address: [`${streetName} ${streetNumber ?? ''}`.trim(), city].filter(Boolean).join(', '),
            postalCode,
          };
        })
        .sort(
          (a, b) =>
            Math.abs(Number(a.postalCode.replace(/\D/g, '').slice(0, 4)) - target) -
            Math.abs(Number(b.postalCode.replace(/\D/g, '').slice(0, 4)) - target),
        )
        .slice(0, 5);
      return { rates: [...cheapest.values()], branches };
    },
    async createShipment(request) {
      const headers = await token();
      const { address: a, origin, recipient, package: pkg } = request;
      const body = {
        customerId: credentials.customerId,
        extOrderId: request.orderId,
        orderNumber: request.orderNumber,
        sender: {
          name: null,
          phone: null,
          email: null,
          originAddress: {
            streetName: origin.street,
            streetNumber: origin.number,
            city: origin.city,
            provinceCode: origin.province,
            postalCode: origin.postalCode,
          },
        },
        recipient: {
          name: recipient.name,
          phone: recipient.phone,
          cellPhone: recipient.phone,
          email: recipient.email ?? '',
        },
        shipping: {
          deliveryType: request.service === 'door' ? 'D' : 'S',
          productType: 'CP',
          agency: request.service === 'branch' ? request.branchCode : null,
          address: {
            streetName: a.street,
            streetNumber: a.number,
            floor: a.unit ?? '',
            apartment: '',
            city: a.city,
            provinceCode: a.province,
            postalCode: a.postalCode,
          },
          ...whole(pkg),
          declaredValue: request.declaredCents / 100,
        },
      };
      await callJson(
        'MiCorreo /shipping/import',
        `${baseUrl}/shipping/import`,
        { method: 'POST', headers, body: JSON.stringify(body) },
        importAnswer,
        errorMessage,
      );
      // MiCorreo answers only when it was imported: the shipment is known by the order's id until its tracking number appears.
      return { carrierNumber: request.orderId, trackingCode: null, labelUrl: null };
    },
    async track(shipment) {
      const headers = await token();
      // The shipment's id travels in the body of the GET, as the API's documentation shows it.
      const answer = await callJson(
        'MiCorreo /shipping/tracking',
        `${baseUrl}/shipping/tracking`,
        { method: 'GET', headers, body: JSON.stringify({ shippingId: shipment.carrierNumber }) },
        trackingAnswer,
        errorMessage,
      );
      const found = Array.isArray(answer) ? answer[0] : 'events' in answer ? answer : undefined;
      if (!found) throw new CarrierRefusal('Correo Argentino todavía no tiene novedades de este envío.');
      return {
        trackingCode: found.trackingNumber ?? null,
        events: found.events.map((e) => ({
          at: miCorreoDate(e.date),
          description: e.event,
          place: e.branch ?? null,
          kind: kindOf(`${e.event} ${e.status ?? ''}`),
        })),
      };
    },
  };
}
