import type { DeliverySettings } from '@vidriera/core';
import { useState } from 'react';
import { useCarrierQuotes } from './use-carrier-quotes';
import { useDeliveryForm } from './use-delivery-form';

/**
 * The cart's delivery: the store's pickup points and zones, and, when the store quotes with carriers, their prices
 * for the address typed so far (docs/product/orders.md, "Envíos por transportista"). `linesCents` is what the lines
 * cost after promotions and the code: free shipping is judged on it, as the server judges it (priceOrder).
 */
export function useCartDelivery(
  slug: string,
  delivery: DeliverySettings,
  carrierShipping: boolean,
  items: readonly { variantId: string; quantity: number }[],
  linesCents: number,
) {
  const [destination, setDestination] = useState({ postalCode: '', province: '' });
  const quotes = useCarrierQuotes(slug, carrierShipping, items, destination);
  const shipping = useDeliveryForm(delivery, linesCents, quotes.carriers);
  const { postalCode, province } = shipping.address;
  // The quotes follow the address as it is typed (a render-time update: no extra paint).
  if (shipping.method === 'shipping' && (postalCode !== destination.postalCode || province !== destination.province))
    setDestination({ postalCode, province });
  return shipping;
}
