import type { MailMessage } from '../../shared/mail-message';
import { shopperMail } from '../mail/shopper-templates';

/** The one reminder a shopper who ticked the box and left an e-mail may get (docs/product/abandoned-checkouts.md). */
export interface AbandonedReminderEmail {
  to: string;
  storeName: string;
  customerName: string;
  lines: string[];
  totalText: string;
  cartUrl: string;
}

export function abandonedReminderEmail(mail: AbandonedReminderEmail): MailMessage {
  const greeting = `Hola ${mail.customerName.trim()},`;
  const intro = `Dejaste productos en tu carrito de ${mail.storeName}. Si todavía los quieres, puedes terminar el pedido cuando quieras.`;
  const footer = `Recibiste este correo porque marcaste que ${mail.storeName} te escriba si no terminabas el pedido. Es el único recordatorio; tus datos se borran a los 7 días.`;
  return shopperMail({
    to: mail.to,
    storeName: mail.storeName,
    subject: `Tu carrito en ${mail.storeName}`,
    greeting,
    intro,
    details: [],
    lines: mail.lines,
    after: [`Total: ${mail.totalText}`],
    link: { url: mail.cartUrl, label: 'Terminar mi pedido', textLabel: 'Tu carrito' },
    footer,
  });
}
