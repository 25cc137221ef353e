import { centsToAmount, type DeliverySettings, parseAmountToCents, type ProvinceCode } from '@vidriera/core';

/** The "Entregas" card as typed: amounts in pesos, postal codes in one line, "a convenir" as a tick. */
export interface ZoneForm {
  name: string;
  provinces: ProvinceCode[];
  postalCodes: string;
  fee: string;
  toAgree: boolean;
}
export interface DeliveryForm {
  pickupEnabled: boolean;
  points: { address: string; hours: string }[];
  shippingEnabled: boolean;
  zones: ZoneForm[];
  freeAbove: string;
}

const amount = (cents: number) => centsToAmount(cents).replace(/\.00$/, '').replace('.', ',');
/** An amount typed in pesos ("2500", "2.500", "2500,50") into cents; what cannot be read goes through as NaN so the shared schema names it. */
export const pesosToCents = (text: string) =>
  parseAmountToCents(text.trim().replace(/\.(?=\d{3}(?:\D|$))/g, '')) ?? Number.NaN;

export function toDeliveryForm(s: DeliverySettings): DeliveryForm {
  return {
    pickupEnabled: s.pickup.enabled,
    points: s.pickup.points.map((p) => ({ ...p })),
    shippingEnabled: s.shipping.enabled,
    zones: s.shipping.zones.map((z) => ({
      name: z.name,
      provinces: [...z.provinces],
      postalCodes: z.postalCodes.join(', '),
      fee: z.feeCents === null ? '' : amount(z.feeCents),
      toAgree: z.feeCents === null,
    })),
    freeAbove: s.shipping.freeAboveCents === null ? '' : amount(s.shipping.freeAboveCents),
  };
}

/** The body of PUT /api/stores/mine/delivery, for `deliverySettingsSchema` to check here and on the server. */
export function deliveryBody(f: DeliveryForm) {
  return {
    pickup: { enabled: f.pickupEnabled, points: f.points },
    shipping: {
      enabled: f.shippingEnabled,
      zones: f.zones.map((z) => ({
        name: z.name,
        provinces: z.provinces,
        postalCodes: z.postalCodes
          .split(/[,;\n]/)
          .map((c) => c.trim())
          .filter(Boolean),
        feeCents: z.toAgree ? null : pesosToCents(z.fee),
      })),
      freeAboveCents: f.freeAbove.trim() === '' ? null : pesosToCents(f.freeAbove),
    },
  };
}

/** "Zona 2: …" / "Punto de retiro 1: …": which row a message is about. */
export function whereIs(field: string): string {
  const zone = /^shipping\.zones\.(\d+)/.exec(field);
  if (zone) return `Zona ${Number(zone[1]) + 1}: `;
  const point = /^pickup\.points\.(\d+)/.exec(field);
  return point ? `Punto de retiro ${Number(point[1]) + 1}: ` : '';
}
