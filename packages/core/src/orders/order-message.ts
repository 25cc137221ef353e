import { formatPrice } from '../shared/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethodName } from './payment-methods';
import { whatsappLink } from '../stores/payment-details';
import { singleLine } from '../shared/single-line';
import { deliveryTextLines, type OrderDelivery } from './delivery';
import { shortOrderId } from './orders';
import { formatOrderDateTime } from '../shared/date-time';
import { totalStepLines } from './total-steps';

export interface OrderMessageLine {
  productName: string;
  attributes: { displayName: string; displayValue: string }[];
  quantity: number;
  unitPriceCents: number;
}

export interface OrderMessage {
  storeName: string;
  orderId: string;
  createdAt: Date;
  customerName: string;
  customerPhone: string;
  customerEmail?: string | null | undefined;
  lines: OrderMessageLine[];
  totalCents: number;
  /** How the shopper said they will pay, and what they need to pay by transfer. */
  payment?: OrderMessagePayment | undefined;
  /** How the order reaches the shopper and its fee (null: "a convenir"), already in the total. */
  delivery?: { delivery: OrderDelivery; feeCents: number | null } | undefined;
  /** The discount code it took and how much it took off the lines (docs/product/orders.md, "Discount codes"). */
  code?: { code: string; discountCents: number } | null | undefined;
  /** The automatic promotions it took, each with what it took off (docs/product/orders.md, "Promociones"). */
  promotions?: readonly { name: string; discountCents: number }[] | undefined;
  /** The shopper's own order page (carries its token). */
  orderUrl?: string | undefined;
  /** The order in the seller's admin: useless to anyone but the store's owner. */
  adminUrl?: string | undefined;
}

export interface OrderMessagePayment {
  method: PaymentMethodName;
  /** Before the transfer discount; equals the total without one. */
  subtotalCents: number;
  discountCents: number;
  discountPercent: number | null;
  transfer: { cbu: string; holder: string | null } | null;
  /** Paid through the store's connected Mercado Pago: the order page carries "Pagar con Mercado Pago". */
  mercadoPagoCheckout?: boolean | undefined;
}

/** The payment lines under the total: subtotal and discount when one applies, the method, and the transfer's details. */
function paymentLines(payment: OrderMessagePayment | undefined, totalCents: number): string[] {
  if (!payment) return [];
  const lines = [`Pago: ${PAYMENT_METHOD_LABELS[payment.method]}`];
  if (payment.transfer) {
    lines.push(`CBU/Alias: ${payment.transfer.cbu}`);
    if (payment.transfer.holder) lines.push(`Titular: ${singleLine(payment.transfer.holder)}`);
    lines.push(`Monto a transferir: ${formatPrice(totalCents)}`);
  }
  return ['', ...lines];
}

/** The total's steps (total-steps.ts): subtotal, promotions, code, transfer discount, shipping, total; the total in bold. */
function totalLines(order: OrderMessage): string[] {
  const delivery = order.delivery?.delivery;
  const lines = totalStepLines(
    {
      subtotalCents: order.lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0),
      promotions: order.promotions,
      codeDiscountCents: order.code?.discountCents ?? 0,
      discountCode: order.code?.code ?? null,
      transferDiscountCents: order.payment?.discountCents ?? 0,
      shipping:
        delivery?.method === 'shipping' ? { feeCents: order.delivery?.feeCents ?? null, free: delivery.free } : null,
      totalCents: order.totalCents,
    },
    formatPrice,
  );
  return lines.map((line, index) => (index === lines.length - 1 ? `*${line}*` : line));
}

/** The text the shopper sends the seller by WhatsApp (docs/product/orders.md). */
export function orderWhatsappMessage(order: OrderMessage): string {
  const lines = order.lines.flatMap((line) => {
    const attributes = line.attributes.map((a) => `${a.displayName}: ${a.displayValue}`).join(', ');
    return [
      `• ${line.productName}${attributes ? ` (${attributes})` : ''}`,
      `  ${line.quantity} x ${formatPrice(line.unitPriceCents)} = ${formatPrice(line.quantity * line.unitPriceCents)}`,
    ];
  });
  return [
    `*Nuevo pedido en ${order.storeName}*`,
    `Pedido: #${shortOrderId(order.orderId)}`,
    `Fecha: ${formatOrderDateTime(order.createdAt)}`,
    '',
    `Cliente: ${singleLine(order.customerName)}`,
    `Teléfono: ${singleLine(order.customerPhone)}`,
    ...(order.customerEmail ? [`Email: ${singleLine(order.customerEmail)}`] : []),
    '',
    '*Productos:*',
    ...lines,
    '',
    ...(order.delivery ? [...deliveryTextLines(order.delivery.delivery), ''] : []),
    ...totalLines(order),
    ...paymentLines(order.payment, order.totalCents),
    ...(order.orderUrl
      ? [
          '',
          `${order.payment?.mercadoPagoCheckout ? 'Pagar con Mercado Pago y ver mi pedido' : 'Ver mi pedido'}: ${order.orderUrl}`,
        ]
      : []),
    ...(order.adminUrl ? [`Para el vendedor: ${order.adminUrl}`] : []),
    '',
    'Los productos quedan reservados hasta que confirmes el pedido. ¡Gracias!',
  ].join('\n');
}

export function orderWhatsappUrl(sellerNumber: string, order: OrderMessage): string {
  return whatsappLink(sellerNumber, orderWhatsappMessage(order));
}
