import {
  type CarrierQuoteView,
  isProvinceCode,
  normalizePostalCode,
  POSTAL_CODE_PATTERN,
  publicApi,
  STORE_PAGE_ROUTES,
  type ShippingQuotesView,
} from '@vidriera/core';
import { useEffect, useState } from 'react';
import { request } from '@/lib/api-client';

const WAIT_MS = 400;

/**
 * The carriers' options for the cart's lines and the shopper's postal code
 * (docs/product/orders.md, "Envíos por transportista"), asked once the postal
 * code and the province look right; a carrier that fails is simply absent,
 * and a failed question leaves the flat zones alone.
 */
export function useCarrierQuotes(
  slug: string,
  enabled: boolean,
  items: readonly { variantId: string; quantity: number }[],
  address: { postalCode: string; province: string },
) {
  // The answer with the key it answers: a changed key shows no options until its own answer comes.
  const [answer, setAnswer] = useState<{ key: string; carriers: CarrierQuoteView[] }>({ key: '', carriers: [] });
  const postalCode = normalizePostalCode(address.postalCode);
  const ready = enabled && items.length > 0 && isProvinceCode(address.province) && POSTAL_CODE_PATTERN.test(postalCode);
  const key = ready
    ? `${postalCode}|${address.province}|${items.map((i) => `${i.variantId}x${i.quantity}`).join(',')}`
    : '';

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      request<ShippingQuotesView>(STORE_PAGE_ROUTES.shippingQuotes.method, publicApi.shippingQuotes(slug), {
        body: { postalCode, province: address.province, items },
      })
        .then((quotes) => current && setAnswer({ key, carriers: quotes.carriers }))
        .catch(() => current && setAnswer({ key, carriers: [] }));
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything the question depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { carriers: key && answer.key === key ? answer.carriers : [], loading: Boolean(key) && answer.key !== key };
}
