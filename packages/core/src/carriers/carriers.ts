import type { ProvinceCode } from '../orders/shipping-address';

/*
 * Carrier shipping (docs/product/orders.md, "Envíos por transportista"): the
 * carriers a store connects, their two services, the store's origin, box and
 * price adjustment, and how a carrier's price becomes the shopper's fee. No
 * zod here: the cart's island imports these (schemas in carrier-contracts.ts).
 */

export const SHIPPING_CARRIERS = ['correo_argentino', 'oca'] as const;
export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];
export const SHIPPING_CARRIER_LABELS: Record<ShippingCarrier, string> = {
  correo_argentino: 'Correo Argentino',
  oca: 'OCA',
};

export const CARRIER_SERVICES = ['door', 'branch'] as const;
export type CarrierService = (typeof CARRIER_SERVICES)[number];
export const CARRIER_SERVICE_LABELS: Record<CarrierService, string> = { door: 'a domicilio', branch: 'a sucursal' };

/** "Correo Argentino a sucursal". */
export const carrierOptionLabel = (carrier: ShippingCarrier, service: CarrierService) =>
  `${SHIPPING_CARRIER_LABELS[carrier]} ${CARRIER_SERVICE_LABELS[service]}`;

export const ADJUSTMENT_KINDS = ['none', 'fee_fixed', 'fee_percent', 'subsidy_fixed', 'subsidy_percent'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** What the merchant adds to (a handling fee) or takes off (a subsidy) every carrier price: cents or percent. */
export interface CarrierAdjustment {
  kind: AdjustmentKind;
  value: number;
}

export interface CarrierOrigin {
  postalCode: string;
  province: ProvinceCode;
  street: string;
  number: string;
  city: string;
}

/** The store's box: its sizes, and the weight a variant without its own weighs. */
export interface DefaultPackage {
  weightGrams: number;
  heightCm: number;
  widthCm: number;
  lengthCm: number;
}

export const SHIPMENT_CREATION = ['on_confirm', 'button'] as const;
export type ShipmentCreation = (typeof SHIPMENT_CREATION)[number];

export interface CarrierSettings {
  origin: CarrierOrigin;
  package: DefaultPackage;
  adjustment: CarrierAdjustment;
  createShipment: ShipmentCreation;
}

/** A package to quote: its whole weight and the store's box. */
export interface QuotePackage {
  weightGrams: number;
  heightCm: number;
  widthCm: number;
  lengthCm: number;
}

/** The lines' weights × quantities (the store's default weight for a variant without one), in the store's box. */
export function packageOf(
  lines: readonly { weightGrams: number | null; quantity: number }[],
  box: DefaultPackage,
): QuotePackage {
  const weightGrams = lines.reduce((sum, l) => sum + (l.weightGrams ?? box.weightGrams) * l.quantity, 0);
  return {
    weightGrams: Math.max(1, weightGrams),
    heightCm: box.heightCm,
    widthCm: box.widthCm,
    lengthCm: box.lengthCm,
  };
}

/** The carrier's price after the merchant's adjustment, in whole cents, never below zero. */
export function adjustedFeeCents(carrierCents: number, adjustment: CarrierAdjustment): number {
  const { kind, value } = adjustment;
  const fee =
    kind === 'fee_fixed'
      ? carrierCents + value
      : kind === 'fee_percent'
        ? carrierCents + Math.round((carrierCents * value) / 100)
        : kind === 'subsidy_fixed'
          ? carrierCents - value
          : kind === 'subsidy_percent'
            ? carrierCents - Math.round((carrierCents * value) / 100)
            : carrierCents;
  return Math.max(0, fee);
}

/** "3 a 5 días hábiles", "2 días hábiles". */
export function deliveryDaysText(days: { min: number; max: number }): string {
  if (days.min === days.max) return `${days.min} ${days.min === 1 ? 'día hábil' : 'días hábiles'}`;
  return `${days.min} a ${days.max} días hábiles`;
}

/** A carrier's branch, as the shopper chooses it. */
export interface CarrierBranch {
  code: string;
  name: string;
  address: string;
  postalCode: string;
}

/** The carrier choice an order keeps (a copy, like the rest of its delivery). */
export interface OrderCarrierChoice {
  carrier: ShippingCarrier;
  service: CarrierService;
  branch: CarrierBranch | null;
  /** The carrier's price the order was quoted, before the adjustment and the free-shipping rule. */
  quotedCents: number;
  days: { min: number; max: number };
}
