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
  return shopperMail({
    to: mail.to,
    storeName: mail.storeName,
    subject: SUBJECTS[mail.event](mail.number, mail.storeName),
    greeting,
    intro,
    details: mail.details ?? [],
    lines: mail.lines.map((l) => l.text),
    after: totals,
    link: { url: mail.orderUrl, label: 'Ver mi pedido', textLabel: 'Ver tu pedido' },
    footer: shopperFooter(mail.storeName),
  });
}

/** What every shopper e-mail is made of, in this order, as plain text and as HTML. */
export interface ShopperMailParts {
  to: string;
  storeName: string;
  subject: string;
  greeting: string;
  intro: string;
  /** Paragraphs after the introduction. */
  details: string[];
  /** The products, one bullet each. */
  lines: string[];
  /** Paragraphs after the products: the delivery, the total's steps, the payment. */
  after: string[];
  /** The one button: its address, its text, and its text in the plain version ("Ver tu pedido: …"). */
  link: { url: string; label: string; textLabel: string };
  footer: string;
}

const BUTTON_STYLE = 'background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
const paragraphs = (texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('');

export function shopperMail(m: ShopperMailParts): MailMessage {
  const text = [
    m.greeting,
    '',
    m.intro,
    ...m.details,
    '',
    ...m.lines.map((l) => `• ${l}`),
    ...m.after,
    '',
    `${m.link.textLabel}: ${m.link.url}`,
    '',
    '—',
    m.footer,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(m.storeName)}</h1>${paragraphs([m.greeting, m.intro, ...m.details])}
<ul>${m.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${paragraphs(m.after)}
<p><a href="${escapeHtml(m.link.url)}" style="${BUTTON_STYLE}">${escapeHtml(m.link.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(m.link.url)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(m.footer)}</p>
</body></html>`;
  return { to: m.to, fromName: m.storeName, subject: m.subject, text, html, link: m.link.url };
}
