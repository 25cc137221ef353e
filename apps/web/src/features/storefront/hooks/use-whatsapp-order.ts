import type { StorefrontOrderInput } from '@vidriera/core';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast, toastOnNextPage } from '@/lib/toast';
import { createStorefrontOrder } from '../api/create-order';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { measure, measurementConsented } from '../lib/measure';
import { closePendingWindow, openPendingWindow, sendToWhatsapp } from '../lib/whatsapp-window';

/**
 * The storefront order flow (docs/product/orders.md): create the order (units reserved),
 * open the WhatsApp message in a new tab, then clear and go to the shopper's
 * order page (how to pay, where the order stands), where "¡Pedido enviado!" shows. A retried submission of the
 * same order reuses its Idempotency-Key, so a lost answer never makes a second order.
 */
export function useWhatsappOrder(slug: string, failureMessage: string) {
  const [isPending, setPending] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const pendingKey = useRef<{ body: string; key: string } | null>(null);

  /**
   * Call it from the click itself (the new tab opens before the request). Resolves true once sent. `feedIds`: the
   * lines as the product feed names them, for the Purchase of a shopper who accepted the store's measurement.
   */
  async function placeOrder(input: StorefrontOrderInput, onSent: () => void, feedIds: string[] = []): Promise<boolean> {
    const consented = measurementConsented();
    const body = consented ? { ...input, measurementConsent: true } : input;
    const serialized = JSON.stringify(body);
    if (pendingKey.current?.body !== serialized) pendingKey.current = { body: serialized, key: newIdempotencyKey() };
    const idempotencyKey = pendingKey.current.key;
    const popup = openPendingWindow();
    setPending(true);
    try {
      const result = await createStorefrontOrder({ slug, body, idempotencyKey, onVerifying: () => setVerifying(true) });
      pendingKey.current = null;
      // The same event id as the server's Conversions API call (the order's id): Meta counts the order once.
      if (consented)
        measure({ name: 'Purchase', valueCents: result.totalCents, ids: feedIds, eventId: result.orderId });
      onSent();
      sendToWhatsapp(popup, result.whatsappUrl);
      toastOnNextPage(
        'success',
        '¡Pedido enviado!',
        'Tu pedido ha sido enviado por WhatsApp. El vendedor te contactará pronto.',
      );
      window.location.assign(result.orderUrl);
      return true;
    } catch (error) {
      closePendingWindow(popup);
      if (isApiError(error, 409) && error.code === 'INSUFFICIENT_STOCK') {
        toast.error('Stock insuficiente', { description: error.message });
      } else {
        toast.error('Error', { description: isApiError(error) ? error.message : failureMessage });
      }
      setPending(false);
      setVerifying(false);
      return false;
    }
  }

  /** isVerifying: the browser is solving the server's proof of work ("Verificando…"). */
  return { placeOrder, isPending, isVerifying };
}
