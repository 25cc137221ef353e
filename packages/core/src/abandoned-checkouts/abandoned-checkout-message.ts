import { formatPrice } from '../shared/money';
import { singleLine } from '../shared/single-line';
import { normalizeWhatsapp, whatsappLink } from '../stores/payment-details';
import type { AbandonedCheckoutLine } from './abandoned-checkout-contracts';

/** What the seller's WhatsApp to a shopper who left her cart says (docs/product/abandoned-checkouts.md). */
export function abandonedCheckoutMessage(checkout: {
  storeName: string;
  customerName: string;
  lines: AbandonedCheckoutLine[];
  totalCents: number;
  storeUrl: string;
}): string {
  const firstName = singleLine(checkout.customerName).split(' ')[0] ?? '';
  const lines = checkout.lines.map((line) => {
    const attributes = line.attributes.map((a) => `${a.displayName}: ${a.displayValue}`).join(', ');
    return `• ${line.quantity} x ${line.productName}${attributes ? ` (${attributes})` : ''}: ${formatPrice(line.quantity * line.unitPriceCents)}`;
  });
  return [
    `¡Hola ${firstName}! Te escribo de ${checkout.storeName}.`,
    'Vi que dejaste esto en el carrito:',
    ...lines,
    `Total: ${formatPrice(checkout.totalCents)}`,
    '',
    `¿Te ayudo a terminar el pedido? Está todo en ${checkout.storeUrl}`,
  ].join('\n');
}

/** wa.me to the shopper with that message; null when her phone is not a WhatsApp number. */
export function abandonedCheckoutWhatsappUrl(phone: string, message: string): string | null {
  const number = normalizeWhatsapp(phone);
  return number ? whatsappLink(number, message) : null;
}
