import type { MailMessage } from '../../shared/mail-message';

/*
 * The e-mails a shopper receives about their order (docs/product/orders.md,
 * "The shopper's e-mails"): in the store's name, Spanish, HTML and plain
 * text, a short transactional footer, and only this order's data.
 */

export const SHOPPER_MAIL_EVENTS = [
  'placed',
  'confirmed',
  'paid',
  'paid_and_confirmed',
  'cancelled',
  'expired',
  'shipped',
  'ready_for_pickup',
  'delivered',
] as const;
export type ShopperMailEvent = (typeof SHOPPER_MAIL_EVENTS)[number];

export interface ShopperOrderEmail {
  event: ShopperMailEvent;
  to: string;
  storeName: string;
  number: string;
  customerName: string;
  lines: { text: string }[];
  /** How the order reaches the shopper: method, address or pickup point (deliveryTextLines in packages/core). */
  deliveryLines?: string[] | undefined;
  /** The total's steps, the total last (totalStepLines in packages/core; docs/product/orders.md, "How the total is made"). */
  totalLines: string[];
  paymentText: string | null;
  orderUrl: string;
  /** Lines after the introduction, e.g. the dispatch's carrier, tracking code and link. */
  details?: string[];
}

const SUBJECTS: Record<ShopperMailEvent, (n: string, store: string) => string> = {
  placed: (n, store) => `Tu pedido #${n} en ${store}`,
  confirmed: (n, store) => `${store} confirmó tu pedido #${n}`,
  paid: (n, store) => `${store} recibió el pago de tu pedido #${n}`,
  paid_and_confirmed: (n, store) => `${store} recibió el pago de tu pedido #${n}`,
  cancelled: (n, store) => `Tu pedido #${n} en ${store} fue cancelado`,
  expired: (n, store) => `Tu pedido #${n} en ${store} venció`,
  shipped: (n, store) => `${store} envió tu pedido #${n}`,
  ready_for_pickup: (n, store) => `Tu pedido #${n} en ${store} está listo para retirar`,
  delivered: (n, store) => `Tu pedido #${n} de ${store} fue entregado`,
};

const INTROS: Record<ShopperMailEvent, (n: string, store: string) => string> = {
  placed: (n, store) =>
    `Recibimos tu pedido #${n} en ${store}. La tienda lo revisará y te confirmará la disponibilidad y el pago.`,
  confirmed: (n, store) => `${store} confirmó tu pedido #${n}. Ya está en preparación.`,
  paid: (n, store) => `${store} registró el pago de tu pedido #${n}. ¡Gracias!`,
  // A payment that confirms the order (docs/product/orders.md, "Paying with Mercado Pago"): one e-mail, not two.
  paid_and_confirmed: (n, store) =>
    `${store} registró el pago de tu pedido #${n} y lo confirmó. Ya está en preparación. ¡Gracias!`,
  cancelled: (n, store) => `${store} canceló tu pedido #${n}. Si tienes dudas, escribe a la tienda.`,
  expired: (n, store) =>
    `Tu pedido #${n} en ${store} venció: la tienda no lo confirmó a tiempo y sus productos volvieron a estar a la venta. Si todavía lo quieres, escribe a la tienda o haz un pedido nuevo.`,
  shipped: (n, store) => `${store} envió tu pedido #${n}.`,
  ready_for_pickup: (n, store) => `Tu pedido #${n} en ${store} ya está listo para retirar.`,
  delivered: (n, store) => `El transportista entregó tu pedido #${n} de ${store}. ¡Que lo disfrutes!`,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The footer every shopper e-mail carries: why it came, and that nothing needs unsubscribing. */
export function shopperFooter(storeName: string): string {
  return `Recibiste este correo porque hiciste un pedido en ${storeName}. Solo te escribimos sobre este pedido; no es publicidad.`;
}

export function shopperOrderEmail(mail: ShopperOrderEmail): MailMessage {
  const greeting = mail.customerName.trim() ? `Hola ${mail.customerName.trim()},` : 'Hola,';
  const intro = INTROS[mail.event](mail.number, mail.storeName);
  const totals = [
    ...(mail.deliveryLines ?? []),
    ...mail.totalLines,
    ...(mail.paymentText ? [`Pago: ${mail.paymentText}`] : []),
  ];
  const footer = shopperFooter(mail.storeName);
  const details = mail.details ?? [];
  const text = [
    greeting,
    '',
    intro,
    ...details,
    '',
    ...mail.lines.map((l) => `• ${l.text}`),
    ...totals,
    '',
    `Ver tu pedido: ${mail.orderUrl}`,
    '',
    '—',
    footer,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(mail.storeName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${details.map((d) => `<p>${escapeHtml(d)}</p>`).join('')}
<ul>${mail.lines.map((l) => `<li>${escapeHtml(l.text)}</li>`).join('')}</ul>
${totals.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(mail.orderUrl)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Ver mi pedido</a></p>
<p style="font-size:12px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(mail.orderUrl)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: mail.to,
    fromName: mail.storeName,
    subject: SUBJECTS[mail.event](mail.number, mail.storeName),
    text,
    html,
    link: mail.orderUrl,
  };
}
