import type { MailMessage } from '../../shared/mail-message';

const PRODUCT = 'Vidriera';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(greeting: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${PRODUCT}</h1><p>${escapeHtml(greeting)}</p>${body}
<p><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>
</body></html>`;
}

function greetingFor(name: string): string {
  return name.trim() ? `Hola ${name.trim()},` : 'Hola,';
}

export function confirmationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Gracias por registrarte en ${PRODUCT}. Confirma tu email para empezar a crear tu tienda.`,
    'El enlace vence en 24 horas. Si no creaste esta cuenta, ignora este mensaje.',
  ];
  return {
    to,
    subject: `Confirma tu cuenta de ${PRODUCT}`,
    text: `${greetingFor(name)}\n\n${lines[0]}\n\n${url}\n\n${lines[1]}\n`,
    html: layout(greetingFor(name), lines, { label: 'Confirmar mi email', url }),
    link: url,
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Recibimos un pedido para restablecer la contraseña de tu cuenta de ${PRODUCT}.`,
    'El enlace vence en 1 hora y sirve una sola vez. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
  ];
  return {
    to,
    subject: `Restablece tu contraseña de ${PRODUCT}`,
    text: `${greetingFor(name)}\n\n${lines[0]}\n\n${url}\n\n${lines[1]}\n`,
    html: layout(greetingFor(name), lines, { label: 'Elegir una contraseña nueva', url }),
    link: url,
  };
}

/** Sent after every password change or reset, so the owner learns of one they did not make. */
export function passwordChangedEmail(to: string, name: string, recoverUrl: string): MailMessage {
  const lines = [
    `La contraseña de tu cuenta de ${PRODUCT} acaba de cambiar y cerramos las sesiones abiertas.`,
    'Si fuiste tú, no tienes que hacer nada. Si no fuiste tú, pide un enlace para elegir una contraseña nueva ahora mismo.',
  ];
  return {
    to,
    subject: `Tu contraseña de ${PRODUCT} cambió`,
    text: `${greetingFor(name)}\n\n${lines[0]}\n\n${lines[1]}\n${recoverUrl}\n`,
    html: layout(greetingFor(name), lines, { label: 'Recuperar mi cuenta', url: recoverUrl }),
  };
}

/**
 * Sent when someone signs up with an address that already has a confirmed
 * account: the sign-up screen says the same as for a new address (so nobody
 * learns which addresses have accounts), and the owner learns here what to do.
 */
export function existingAccountEmail(to: string, name: string, signInUrl: string, resetUrl: string): MailMessage {
  const lines = [
    `Alguien (quizás tú) intentó registrarse en ${PRODUCT} con este email, pero ya tienes una cuenta: inicia sesión o restablece tu contraseña.`,
    `Para restablecer tu contraseña, abre ${resetUrl}`,
    'Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.',
  ];
  return {
    to,
    subject: `Ya tienes una cuenta de ${PRODUCT}`,
    text: `${greetingFor(name)}\n\n${lines[0]}\n\nIniciar sesión: ${signInUrl}\nRestablecer tu contraseña: ${resetUrl}\n\n${lines[2]}\n`,
    html: layout(greetingFor(name), lines, { label: 'Iniciar sesión', url: signInUrl }),
    link: signInUrl,
  };
}

export interface OrderEmailLine {
  productName: string;
  attributes: { displayName: string; displayValue: string }[];
  quantity: number;
  totalCents: number;
}

/** Lines as text and as an HTML list, for the order e-mails. */
function lineText(line: OrderEmailLine, formatPrice: (cents: number) => string): string {
  const attributes = line.attributes.map((a) => `${a.displayName}: ${a.displayValue}`).join(', ');
  return `${line.quantity} x ${line.productName}${attributes ? ` (${attributes})` : ''}: ${formatPrice(line.totalCents)}`;
}

function listLayout(
  title: string,
  intro: string[],
  items: string[],
  outro: string[],
  action: { label: string; url: string },
): string {
  const paragraphs = (texts: string[]) => texts.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${paragraphs(intro)}
<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>${paragraphs(outro)}
<p><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>
</body></html>`;
}

export interface NewOrderEmail {
  to: string;
  storeName: string;
  number: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  paymentMethod: string | null;
  lines: OrderEmailLine[];
  /** The total's steps, the total last (totalStepLines in packages/core). */
  totalLines: string[];
  reservedUntilText: string | null;
  /** Taken "sin reserva" (docs/product/orders.md): the seller confirms it if the stock allows. */
  withoutReservation?: boolean | undefined;
  /** How the order reaches the shopper: method, address or pickup point (deliveryTextLines in packages/core). */
  deliveryLines?: string[] | undefined;
  adminUrl: string;
  formatPrice: (cents: number) => string;
}

/** The owner's note on an order taken without a reservation (the same words as the admin's order detail). */
export const SIN_RESERVA_NOTE =
  'Pedido sin reserva: no aparta unidades, porque los pedidos que aún no abriste ya apartan la parte del stock que permite tu tienda. Confírmalo si te alcanza el stock.';

/** Every storefront order, to the owner: shoppers often close WhatsApp before sending (docs/product/orders.md). */
export function newOrderEmail(order: NewOrderEmail): MailMessage {
  const intro = [
    `Recibiste el pedido #${order.number} en ${order.storeName}.`,
    `Cliente: ${order.customerName}${order.customerPhone ? ` · ${order.customerPhone}` : ''}${order.customerEmail ? ` · ${order.customerEmail}` : ''}`,
  ];
  const items = order.lines.map((line) => lineText(line, order.formatPrice));
  const outro = [
    ...(order.deliveryLines ?? []),
    ...order.totalLines,
    ...(order.paymentMethod ? [`Pago: ${order.paymentMethod}`] : []),
    ...(order.reservedUntilText ? [`Las unidades quedan reservadas hasta el ${order.reservedUntilText}.`] : []),
    ...(order.withoutReservation ? [SIN_RESERVA_NOTE] : []),
    'Ábrelo para confirmarlo o cancelarlo.',
  ];
  return {
    to: order.to,
    subject: `Nuevo pedido #${order.number} en ${order.storeName}`,
    text: [...intro, '', ...items.map((i) => `• ${i}`), '', ...outro, '', order.adminUrl, ''].join('\n'),
    html: listLayout(`Nuevo pedido #${order.number}`, intro, items, outro, {
      label: 'Ver el pedido',
      url: order.adminUrl,
    }),
    link: order.adminUrl,
  };
}

export interface LowStockEmail {
  to: string;
  storeName: string;
  variants: { label: string; available: number; editUrl: string }[];
  productsUrl: string;
}

/** One e-mail per confirmation that leaves variants at or below the store's threshold, listing them all. */
export function lowStockEmail(message: LowStockEmail): MailMessage {
  const intro = [`Estas variantes de ${message.storeName} quedaron con poco stock:`];
  const items = message.variants.map(
    (v) => `${v.label}: ${v.available} disponible${v.available === 1 ? '' : 's'} — ${v.editUrl}`,
  );
  return {
    to: message.to,
    subject: `Poco stock en ${message.storeName}`,
    text: [...intro, '', ...items.map((i) => `• ${i}`), '', message.productsUrl, ''].join('\n'),
    html: listLayout('Poco stock', intro, items, ['Edita cada producto para reponerlo.'], {
      label: 'Ver mis productos',
      url: message.productsUrl,
    }),
    link: message.productsUrl,
  };
}

export interface OrderDigestEmail {
  to: string;
  storeName: string;
  orders: { number: string; customerName: string; totalText: string; adminUrl: string }[];
  /** Orders of the burst the e-mail counts without listing them. */
  more: number;
  ordersUrl: string;
}

/**
 * Orders that came in a burst, in one e-mail: past a few new-order e-mails in
 * a quarter hour the next ones wait and arrive together (docs/product/orders.md).
 */
export function orderDigestEmail(digest: OrderDigestEmail): MailMessage {
  const count = digest.orders.length + digest.more;
  const title = count === 1 ? '1 pedido nuevo' : `${count} pedidos nuevos`;
  const intro = [`Recibiste ${title} en ${digest.storeName}. Para no llenar tu bandeja, los juntamos en este email:`];
  const items = digest.orders.map((o) => `#${o.number} · ${o.customerName} · ${o.totalText} — ${o.adminUrl}`);
  if (digest.more > 0)
    items.push(`y ${digest.more === 1 ? '1 pedido más' : `${digest.more} pedidos más`}: ${digest.ordersUrl}`);
  const outro = ['Ábrelos para confirmarlos o cancelarlos.'];
  return {
    to: digest.to,
    subject: `${title} en ${digest.storeName}`,
    text: [...intro, '', ...items.map((i) => `• ${i}`), '', ...outro, '', digest.ordersUrl, ''].join('\n'),
    html: listLayout(title.charAt(0).toUpperCase() + title.slice(1), intro, items, outro, {
      label: 'Ver mis pedidos',
      url: digest.ordersUrl,
    }),
    link: digest.ordersUrl,
  };
}
