import {
  CARRIER_LABELS,
  type CarrierName,
  DELIVERY_METHOD_LABELS,
  deliveryDaysText,
  DISPATCH_STATE_LABELS,
  type DispatchStateName,
  formatPrice,
  formatShippingAddress,
  type OrderDelivery,
  type OrderDeliveryView,
  type OrderDispatchView,
  shippingFeeText,
  trackingUrl,
} from '@vidriera/core';

/** The order's columns its delivery and dispatch are read from (migration 024). */
export interface DeliveryColumns {
  delivery: unknown;
  shipping_fee_cents: number | string | null;
  dispatch_state: DispatchStateName | null;
  dispatch_carrier: CarrierName | null;
  dispatch_tracking: string | null;
  dispatched_at: Date | string | null;
}

export const DELIVERY_COLUMNS = [
  'delivery',
  'shipping_fee_cents',
  'dispatch_state',
  'dispatch_carrier',
  'dispatch_tracking',
  'dispatched_at',
] as const;

/** The fee already in the order's total (0 for pickup, "a convenir" or no delivery). */
export const feeInTotal = (row: Pick<DeliveryColumns, 'shipping_fee_cents'>) => Number(row.shipping_fee_cents ?? 0);

export function toOrderDeliveryView(
  row: Pick<DeliveryColumns, 'delivery' | 'shipping_fee_cents'>,
): OrderDeliveryView | null {
  if (!row.delivery) return null;
  const delivery = row.delivery as OrderDelivery;
  const feeCents = row.shipping_fee_cents === null ? null : Number(row.shipping_fee_cents);
  const shipping = delivery.method === 'shipping' ? delivery : null;
  return {
    method: delivery.method,
    methodLabel: DELIVERY_METHOD_LABELS[delivery.method],
    pickupPoint: delivery.method === 'pickup' ? delivery.point : null,
    address: shipping ? shipping.address : null,
    addressText: shipping ? formatShippingAddress(shipping.address) : null,
    zone: shipping ? shipping.zone : null,
    feeCents: shipping ? feeCents : 0,
    free: shipping ? shipping.free : false,
    feeText: shippingFeeText(delivery, feeCents, formatPrice),
    carrier: shipping?.carrier
      ? {
          carrier: shipping.carrier.carrier,
          service: shipping.carrier.service,
          branch: shipping.carrier.branch
            ? {
                code: shipping.carrier.branch.code,
                name: shipping.carrier.branch.name,
                address: shipping.carrier.branch.address,
              }
            : null,
          daysText: deliveryDaysText(shipping.carrier.days),
        }
      : null,
  };
}

export function toOrderDispatchView(
  row: Omit<DeliveryColumns, 'delivery' | 'shipping_fee_cents'>,
): OrderDispatchView | null {
  if (!row.dispatch_state || !row.dispatched_at) return null;
  const shipped = row.dispatch_state !== 'ready_for_pickup' && row.dispatch_carrier && row.dispatch_tracking;
  return {
    state: row.dispatch_state,
    label: DISPATCH_STATE_LABELS[row.dispatch_state],
    carrier: shipped ? row.dispatch_carrier : null,
    carrierLabel: shipped && row.dispatch_carrier ? CARRIER_LABELS[row.dispatch_carrier] : null,
    trackingCode: shipped ? row.dispatch_tracking : null,
    trackingUrl:
      shipped && row.dispatch_carrier && row.dispatch_tracking
        ? trackingUrl(row.dispatch_carrier, row.dispatch_tracking)
        : null,
    at: new Date(row.dispatched_at).toISOString(),
  };
}
