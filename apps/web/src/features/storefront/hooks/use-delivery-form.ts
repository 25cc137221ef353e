import {
  type AddressErrors,
  type AddressFields,
  addressPayload,
  type CarrierQuoteView,
  type DeliveryMethodName,
  type DeliverySettings,
  EMPTY_ADDRESS,
  isProvinceCode,
  matchDeliveryZone,
  normalizePostalCode,
  POSTAL_CODE_PATTERN,
  shippingFeeCents,
  validateAddress,
} from '@vidriera/core';
import { useState } from 'react';
import { toast } from '@/lib/toast';

/** What the shopper will see charged for delivery, as the server will decide it (it decides again, from the address). */
export type DeliveryQuote =
  | { kind: 'pickup' }
  | { kind: 'fee'; zone: string; feeCents: number }
  | { kind: 'free'; zone: string }
  | { kind: 'to-agree'; zone: string }
  | { kind: 'no-zone' }
  | { kind: 'unknown' };

/** The quote as a step of the total: the fee, "Envío gratis" or "a convenir"; none for pickup or an address not yet matched. */
function shippingStepOf(quote: DeliveryQuote): { feeCents: number | null; free: boolean } | null {
  if (quote.kind === 'fee') return { feeCents: quote.feeCents, free: false };
  if (quote.kind === 'free') return { feeCents: 0, free: true };
  if (quote.kind === 'to-agree') return { feeCents: null, free: false };
  return null;
}

/**
 * The shopper's delivery choice (docs/product/orders.md, "Delivery"): pickup
 * at one of the store's points or delivery to an address, checked like the
 * server checks it; errors show after the first attempt to send.
 */
export function useDeliveryForm(
  settings: DeliverySettings,
  linesCents: number,
  carriers: readonly CarrierQuoteView[] = [],
) {
  const offered: DeliveryMethodName[] = [
    ...(settings.shipping.enabled ? (['shipping'] as const) : []),
    ...(settings.pickup.enabled && settings.pickup.points.length > 0 ? (['pickup'] as const) : []),
  ];
  const [method, setMethod] = useState<DeliveryMethodName | undefined>(offered[0]);
  const [pointIndex, setPointIndex] = useState(0);
  const [address, setAddress] = useState<AddressFields>(EMPTY_ADDRESS);
  const [attempted, setAttempted] = useState(false);
  // The flat zone ('zone') or a carrier's service ("oca:branch"), and the branch for one to a branch.
  const [option, setOption] = useState('zone');
  const [branchCode, setBranchCode] = useState('');
  const chosen = method === 'shipping' ? carriers.find((c) => `${c.carrier}:${c.service}` === option) : undefined;
  const branchMissing = chosen?.service === 'branch' && !chosen.branches.some((b) => b.code === branchCode);
  const errors: AddressErrors & { branch?: string } =
    attempted && method === 'shipping'
      ? {
          ...validateAddress(address),
          ...(branchMissing ? { branch: 'Elige la sucursal donde retirar tu pedido.' } : {}),
        }
      : {};

  let quote: DeliveryQuote = { kind: 'unknown' };
  if (method === 'pickup') quote = { kind: 'pickup' };
  else if (
    method === 'shipping' &&
    isProvinceCode(address.province) &&
    POSTAL_CODE_PATTERN.test(normalizePostalCode(address.postalCode))
  ) {
    const zone = matchDeliveryZone(settings.shipping.zones, {
      postalCode: normalizePostalCode(address.postalCode),
      province: address.province,
    });
    if (!zone) quote = { kind: 'no-zone' };
    else {
      const { feeCents, free } = shippingFeeCents(zone, linesCents, settings.shipping.freeAboveCents);
      quote = free
        ? { kind: 'free', zone: zone.name }
        : feeCents === null
          ? { kind: 'to-agree', zone: zone.name }
          : { kind: 'fee', zone: zone.name, feeCents };
    }
  }

  const zoneQuote = quote;
  if (chosen)
    quote = chosen.free
      ? { kind: 'free', zone: chosen.label }
      : { kind: 'fee', zone: chosen.label, feeCents: chosen.feeCents };

  return {
    offered,
    carriers,
    option: chosen ? option : 'zone',
    setOption,
    branchCode,
    setBranchCode,
    chosen,
    zoneQuote,
    method,
    setMethod,
    pointIndex,
    setPointIndex,
    points: settings.pickup.points,
    freeAboveCents: settings.shipping.enabled ? settings.shipping.freeAboveCents : null,
    address,
    errors,
    quote,
    /** The fee the total will carry, as far as the browser can tell (0 for pickup, free or "a convenir"). */
    feeCents: quote.kind === 'fee' ? quote.feeCents : 0,
    /** The total's "Envío" step (totalSteps in packages/core): null for pickup, or while the zone is not known. */
    shippingStep: shippingStepOf(quote),
    setField: (field: keyof AddressFields, value: string) => setAddress((prev) => ({ ...prev, [field]: value })),
    /** Shows the errors; true when the choice can be sent. */
    validate: (): boolean => {
      setAttempted(true);
      return method !== 'shipping' || (Object.keys(validateAddress(address)).length === 0 && !branchMissing);
    },
    /** False, saying so, when the store sends to no zone that covers the address. */
    reachesAddress: (): boolean => {
      if (quote.kind !== 'no-zone') return true;
      toast.error('Dirección fuera de zona', {
        description: 'Esta tienda no hace envíos a esa dirección. Revisa la dirección o elige retiro en el local.',
      });
      return false;
    },
    /** The order body's `delivery`, or nothing when the store offers no way (the seller agrees it). */
    payload: () =>
      method === 'pickup'
        ? { delivery: { method: 'pickup' as const, pointIndex } }
        : method === 'shipping'
          ? {
              delivery: {
                method: 'shipping' as const,
                address: addressPayload(address),
                ...(chosen
                  ? {
                      carrier: {
                        carrier: chosen.carrier,
                        service: chosen.service,
                        ...(chosen.service === 'branch' ? { branchCode } : {}),
                      },
                    }
                  : {}),
              },
            }
          : {},
    reset: () => {
      setOption('zone');
      setBranchCode('');
      setAddress(EMPTY_ADDRESS);
      setAttempted(false);
    },
  };
}

export type DeliveryForm = ReturnType<typeof useDeliveryForm>;
