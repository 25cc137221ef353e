import {
  ABANDONED_CHECKOUT_CONSENT,
  CART_CUSTOMER,
  customerPayload,
  type CustomerFields,
  publicApi,
  validateCustomer,
} from '@vidriera/core';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/lib/api-client';
import { newIdempotencyKey } from '../lib/idempotency-key';

/*
 * The cart's tick "Quiero que la tienda me escriba si no termino el pedido" (docs/product/abandoned-checkouts.md):
 * only while it is ticked, the shopper's name, phone, e-mail and cart lines are saved for the seller, a moment
 * after she stops typing; taking the tick back forgets them, and her order deletes them on the server. The browser's
 * own random key (kept per store) is what lets only this browser change or forget what it saved.
 */

export { ABANDONED_CHECKOUT_CONSENT };
const SAVE_AFTER_MS = 1200;

function browserKey(slug: string): string {
  const name = `vidriera:checkout-key:${slug}`;
  try {
    const kept = window.localStorage.getItem(name);
    if (kept) return kept;
    const made = newIdempotencyKey();
    window.localStorage.setItem(name, made);
    return made;
  } catch {
    return newIdempotencyKey();
  }
}

export function useAbandonedCheckout(
  slug: string,
  values: CustomerFields,
  items: { variantId: string; quantity: number }[],
) {
  const [ticked, setTicked] = useState(false);
  const saved = useRef('');
  const errors = validateCustomer(values, CART_CUSTOMER);
  const ready = ticked && !errors.customerName && !errors.customerPhone && items.length > 0;
  const fields = customerPayload({ ...values, customerEmail: errors.customerEmail ? '' : values.customerEmail });
  const body = ready ? JSON.stringify({ ...fields, items }) : '';

  useEffect(() => {
    if (!body || body === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = body;
      request('POST', publicApi.abandonedCheckout(slug), {
        body: { key: browserKey(slug), ...(JSON.parse(body) as object) },
      }).catch(() => {
        saved.current = '';
      });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [body, slug]);

  return {
    ticked,
    setTicked: (on: boolean) => {
      setTicked(on);
      if (on || !saved.current) return;
      saved.current = '';
      void request('POST', publicApi.forgetAbandonedCheckout(slug), { body: { key: browserKey(slug) } }).catch(
        () => undefined,
      );
    },
    /** Her order was sent: the server deleted what was saved with it. */
    ordered: () => {
      saved.current = '';
      setTicked(false);
    },
  };
}
