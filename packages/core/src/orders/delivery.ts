import type { OrderCarrierChoice } from '../carriers/carriers';
import { formatShippingAddress, postalNumber, type ProvinceCode, type ShippingAddress } from './shipping-address';

/*
 * Delivery (docs/product/orders.md, "Delivery"): pickup and shipping, how a
 * store's zones are matched to an address (shipping-address.ts), the fee an
 * order pays and the carriers' tracking links. No zod here: the cart's island
 * imports these, and store pages keep their JavaScript small (the schemas are
 * in delivery-schemas.ts).
 */

export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethodName = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethodName, string> = {
  pickup: 'Retiro en el local',
  shipping: 'Envío a domicilio',
};
export const FEE_TO_AGREE = 'a convenir';
export const FREE_SHIPPING = 'Envío gratis';

/** A zone's postal codes: "1425" or a range "1000-1499". */
export const POSTAL_RULE_PATTERN = /^(\d{4})(?:\s*-\s*(\d{4}))?$/;

export interface DeliveryZone {
  name: string;
  /** Provinces the zone covers (empty with no postal codes: the whole country, the fallback). */
  provinces: ProvinceCode[];
  /** Postal codes and ranges, e.g. "1000-1499", "1602". */
  postalCodes: string[];
  /** Whole cents; null: "a convenir". */
  feeCents: number | null;
}

export interface PickupPoint {
  address: string;
  hours: string;
}

export interface DeliverySettings {
  pickup: { enabled: boolean; points: PickupPoint[] };
  shipping: { enabled: boolean; zones: DeliveryZone[]; freeAboveCents: number | null };
}

/** A new store: no pickup, one zone for the whole country, fee agreed with the seller. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickup: { enabled: false, points: [] },
  shipping: {
    enabled: true,
    zones: [{ name: 'Todo el país', provinces: [], postalCodes: [], feeCents: null }],
    freeAboveCents: null,
  },
};

function postalRuleMatches(rule: string, postal: number): boolean {
  const match = POSTAL_RULE_PATTERN.exec(rule.trim());
  if (!match) return false;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return postal >= Math.min(from, to) && postal <= Math.max(from, to);
}

/**
 * The zone an address falls in. The most precise rule wins: a zone naming the
 * address's postal code (or a range holding it), then a zone naming its
 * province, then a zone with neither (the rest of the country); among equals,
 * the first in the store's list. Undefined: the store does not deliver there.
 */
export function matchDeliveryZone(
  zones: readonly DeliveryZone[],
  address: Pick<ShippingAddress, 'postalCode' | 'province'>,
): DeliveryZone | undefined {
  const postal = postalNumber(address.postalCode);
  return (
    zones.find((z) => z.postalCodes.some((rule) => postalRuleMatches(rule, postal))) ??
    zones.find((z) => z.provinces.includes(address.province)) ??
    zones.find((z) => z.provinces.length === 0 && z.postalCodes.length === 0)
  );
}

/** The fee an order pays for its zone: free from the store's threshold on (the lines' sum, before any discount), null when "a convenir". */
export function shippingFeeCents(
  zone: DeliveryZone,
  linesCents: number,
  freeAboveCents: number | null,
): { feeCents: number | null; free: boolean } {
  if (freeAboveCents !== null && linesCents >= freeAboveCents) return { feeCents: 0, free: true };
  return { feeCents: zone.feeCents, free: false };
}

export const CARRIERS = ['correo_argentino', 'andreani', 'oca', 'via_cargo', 'other'] as const;
export type CarrierName = (typeof CARRIERS)[number];
export const CARRIER_LABELS: Record<CarrierName, string> = {
  correo_argentino: 'Correo Argentino',
  andreani: 'Andreani',
  oca: 'OCA',
  via_cargo: 'Vía Cargo',
  other: 'Otro',
};

/** The carrier's tracking page for a code: Correo Argentino and Andreani; the others show the code alone. */
export function trackingUrl(carrier: CarrierName, code: string): string | null {
  const encoded = encodeURIComponent(code);
  if (carrier === 'andreani') return `https://www.andreani.com/envio/${encoded}`;
  if (carrier === 'correo_argentino') return `https://www.correoargentino.com.ar/formularios/e-commerce?id=${encoded}`;
  return null;
}

export const DISPATCH_STATES = ['shipped', 'ready_for_pickup', 'delivered'] as const;
export type DispatchStateName = (typeof DISPATCH_STATES)[number];
export const DISPATCH_STATE_LABELS: Record<DispatchStateName, string> = {
  shipped: 'Enviado',
  ready_for_pickup: 'Listo para retirar',
  delivered: 'Entregado',
};

/** What an order keeps of how it reaches the shopper (a copy: later changes to the store's settings do not move it). */
export type OrderDelivery =
  | { method: 'pickup'; point: PickupPoint }
  | {
      method: 'shipping';
      address: ShippingAddress;
      zone: string;
      free: boolean;
      /** Set when a carrier quoted it (docs/product/orders.md, "Envíos por transportista"); the zone is then the option's label. */
      carrier?: OrderCarrierChoice;
    };

/** The fee as people read it: "$ 1.500,00", "Envío gratis", "a convenir" (pickup has none). */
export function shippingFeeText(
  delivery: OrderDelivery,
  feeCents: number | null,
  formatPrice: (cents: number) => string,
): string | null {
  if (delivery.method === 'pickup') return null;
  if (delivery.free) return FREE_SHIPPING;
  return feeCents === null ? FEE_TO_AGREE : formatPrice(feeCents);
}

/**
 * How the order reaches the shopper, for the WhatsApp message and the
 * e-mails: the method and the address or the pickup point. The fee is a step
 * of the total (totalSteps in total-steps.ts), written with the total.
 */
export function deliveryTextLines(delivery: OrderDelivery): string[] {
  if (delivery.method === 'pickup') {
    return [
      `Entrega: ${DELIVERY_METHOD_LABELS.pickup}`,
      `Retiro en: ${delivery.point.address}${delivery.point.hours ? ` (${delivery.point.hours})` : ''}`,
    ];
  }
  return [
    `Entrega: ${DELIVERY_METHOD_LABELS.shipping} (${delivery.zone})`,
    `Dirección: ${formatShippingAddress(delivery.address)}`,
    ...(delivery.carrier?.branch
      ? [`Sucursal: ${delivery.carrier.branch.name} (${delivery.carrier.branch.address})`]
      : []),
  ];
}
