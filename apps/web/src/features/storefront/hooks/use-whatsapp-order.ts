import { useRef } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type StorefrontOrderBody, useCreateStorefrontOrder } from '../api/create-storefront-order';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { closePendingWindow, openPendingWindow, sendToWhatsapp } from '../lib/whatsapp-window';

/**
 * The storefront order flow (spec part 2 §4): create the order (units reserved),
 * open the WhatsApp message in a new tab, then let the page clear and leave.
 * A retried submission of the same order reuses its Idempotency-Key, so a
 * lost answer never makes a second order.
 */
export function useWhatsappOrder(slug: string, failureMessage: string) {
  const { mutateAsync, isPending } = useCreateStorefrontOrder();
  const pendingKey = useRef<{ body: string; key: string } | null>(null);

  /** Call it from the click itself (the new tab opens before the request). Resolves true once sent. */
  async function placeOrder(body: StorefrontOrderBody, onSent: () => void): Promise<boolean> {
    const serialized = JSON.stringify(body);
    if (pendingKey.current?.body !== serialized) pendingKey.current = { body: serialized, key: newIdempotencyKey() };
    const idempotencyKey = pendingKey.current.key;
    const popup = openPendingWindow();
    try {
      const result = await mutateAsync({ slug, body, idempotencyKey });
      pendingKey.current = null;
      toast.success('¡Pedido enviado!', { description: 'Tu pedido ha sido enviado por WhatsApp. El vendedor te contactará pronto.' });
      onSent();
      sendToWhatsapp(popup, result.whatsappUrl);
      return true;
    } catch (error) {
      closePendingWindow(popup);
      if (isApiError(error, 409) && error.code === 'INSUFFICIENT_STOCK') {
        toast.error('Stock insuficiente', { description: error.message });
      } else {
        toast.error('Error', { description: isApiError(error) ? error.message : failureMessage });
      }
      return false;
    }
  }

  return { placeOrder, isPending };
}
