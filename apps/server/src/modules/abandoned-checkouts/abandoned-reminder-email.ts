import type { MailMessage } from '../../shared/mail-message';

/** The one reminder a shopper who ticked the box and left an e-mail may get (docs/product/abandoned-checkouts.md). */
export interface AbandonedReminderEmail {
  to: string;
  storeName: string;
  customerName: string;
  lines: string[];
  totalText: string;
  cartUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function abandonedReminderEmail(mail: AbandonedReminderEmail): MailMessage {
  const greeting = `Hola ${mail.customerName.trim()},`;
  const intro = `Dejaste productos en tu carrito de ${mail.storeName}. Si todavía los quieres, puedes terminar el pedido cuando quieras.`;
  const footer = `Recibiste este correo porque marcaste que ${mail.storeName} te escriba si no terminabas el pedido. Es el único recordatorio; tus datos se borran a los 7 días.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...mail.lines.map((l) => `• ${l}`),
    `Total: ${mail.totalText}`,
    '',
    `Tu carrito: ${mail.cartUrl}`,
    '',
    '—',
    footer,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(mail.storeName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<ul>${mail.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>Total: ${escapeHtml(mail.totalText)}</p>
<p><a href="${escapeHtml(mail.cartUrl)}" style="background:#7c3aed;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Terminar mi pedido</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: mail.to,
    fromName: mail.storeName,
    subject: `Tu carrito en ${mail.storeName}`,
    text,
    html,
    link: mail.cartUrl,
  };
}
