import {
  adjustedFeeCents,
  type CarrierSettings,
  carrierOptionLabel,
  type DeliveryChoice,
  type DeliverySettings,
  matchDeliveryZone,
  type OrderCarrierChoice,
  type OrderDelivery,
  PROVINCES,
  shippingFeeCents,
} from '@vidriera/core';
import { invalid } from '../../shared/app-error';

export const PICKUP_NOT_OFFERED = 'Esta tienda no ofrece retiro en el local. Elige envío a domicilio.';
export const SHIPPING_NOT_OFFERED = 'Esta tienda no hace envíos a domicilio. Elige retiro en el local.';
export const PICKUP_POINT_GONE = 'Ese punto de retiro ya no está disponible. Elige otro.';
export const noZoneFor = (province: string) =>
  `Esta tienda no hace envíos a ${province} ni a ese código postal. Revisa la dirección o elige retiro en el local.`;

/** How an order reaches the shopper and what it adds to the total (null: "a convenir", the seller sets it later). */
export interface DecidedDelivery {
  delivery: OrderDelivery | null;
  feeCents: number | null;
}

/**
 * The delivery of a storefront order, decided by the server from the store's
 * settings (read with the store, store-for-order.ts) and the shopper's
 * choice: pickup is free; delivery pays its zone's fee (matchDeliveryZone in
 * packages/core), or the carrier's price the server quoted again with the
 * store's adjustment (carrier-delivery.ts), unless the lines reach the
 * free-shipping amount. Nothing the browser says about money is read.
 */
export function decideDelivery(
  settings: DeliverySettings,
  choice: DeliveryChoice | undefined,
  linesCents: number,
  carrier: { choice: OrderCarrierChoice; settings: CarrierSettings } | null = null,
): DecidedDelivery {
  if (!choice) return { delivery: null, feeCents: null };
  if (choice.method === 'pickup') {
    if (!settings.pickup.enabled) throw invalid('delivery.method', PICKUP_NOT_OFFERED);
    const point = settings.pickup.points[choice.pointIndex];
    if (!point) throw invalid('delivery.pointIndex', PICKUP_POINT_GONE);
    return { delivery: { method: 'pickup', point: { address: point.address, hours: point.hours } }, feeCents: 0 };
  }
  if (!settings.shipping.enabled) throw invalid('delivery.method', SHIPPING_NOT_OFFERED);
  if (carrier) {
    const free = settings.shipping.freeAboveCents !== null && linesCents >= settings.shipping.freeAboveCents;
    const { choice: c } = carrier;
    return {
      delivery: {
        method: 'shipping',
        address: choice.address,
        zone: carrierOptionLabel(c.carrier, c.service),
        free,
        carrier: c,
      },
      feeCents: free ? 0 : adjustedFeeCents(c.quotedCents, carrier.settings.adjustment),
    };
  }
  const zone = matchDeliveryZone(settings.shipping.zones, choice.address);
  if (!zone) throw invalid('delivery.address.province', noZoneFor(PROVINCES[choice.address.province]));
  const { feeCents, free } = shippingFeeCents(zone, linesCents, settings.shipping.freeAboveCents);
  return { delivery: { method: 'shipping', address: choice.address, zone: zone.name, free }, feeCents };
}
