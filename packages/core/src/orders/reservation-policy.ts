import { z } from 'zod';
import { normalizeWhatsapp } from '../stores/payment-details';

/**
 * The reservation policy a store sets (docs/product/orders.md): how much one
 * storefront order, one shopper and other sites may take off sale. The server
 * enforces it; the settings screen edits it with these rules and messages.
 */

export const MAX_UNITS_PER_PRODUCT_LIMIT = 1000;
export const MAX_PENDING_ORDERS_PER_PHONE_LIMIT = 100;
export const ORDER_ORIGINS_MAX = 10;
export const RESERVED_SHARE_PERCENT_DEFAULT = 30;
/** The store-wide ceiling's default: unopened storefront orders hold at most half of each variant's stock. */
export const UNOPENED_SHARE_PERCENT_DEFAULT = 50;
export const UNOPENED_RESERVATION_MINUTES_DEFAULT = 120;
export const UNOPENED_RESERVATION_MINUTES_MIN = 15;
export const UNOPENED_RESERVATION_MINUTES_MAX = 2880;
/** Hours after its reservation ran out that an unconfirmed storefront order is closed as "Vencido" (docs/product/orders.md). */
export const EXPIRED_ORDER_GRACE_HOURS_DEFAULT = 24;
export const EXPIRED_ORDER_GRACE_HOURS_MAX = 720;

export const RESERVATION_POLICY_LABELS = {
  maxUnitsPerProduct: 'Máximo de unidades por producto en un pedido',
  maxPendingOrdersPerPhone: 'Máximo de pedidos pendientes por teléfono',
  orderOrigins: 'Sitios web que pueden enviar pedidos',
  reservedSharePercent: 'Porcentaje del stock que una conexión o un teléfono puede apartar por hora',
  unopenedSharePercent: 'Porcentaje del stock que pueden apartar entre todos los pedidos que aún no abriste',
  unopenedReservationMinutes: 'Minutos de reserva hasta que abras el pedido',
  expiredOrderGraceHours: 'Horas para cerrar como "Vencido" un pedido sin confirmar después de que venció su reserva',
} as const;

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label}: ingresa un número entero` })
    .int(`${label}: ingresa un número entero`)
    .min(1, `${label}: el mínimo es 1`)
    .max(max, `${label}: el máximo es ${max}`);

export const maxUnitsPerProductSchema = wholeNumber('Unidades por producto', MAX_UNITS_PER_PRODUCT_LIMIT);
export const maxPendingOrdersPerPhoneSchema = wholeNumber(
  'Pedidos pendientes por teléfono',
  MAX_PENDING_ORDERS_PER_PHONE_LIMIT,
);
export const reservedSharePercentSchema = wholeNumber('Porcentaje del stock por hora', 100);
export const unopenedReservationMinutesSchema = wholeNumber('Minutos de reserva', UNOPENED_RESERVATION_MINUTES_MAX).min(
  UNOPENED_RESERVATION_MINUTES_MIN,
  `Minutos de reserva: el mínimo es ${UNOPENED_RESERVATION_MINUTES_MIN}`,
);

/** The store-wide ceiling, 0 to 100: 0 reserves nothing before the seller opens an order, 100 leaves the whole stock to reservations. */
export const unopenedSharePercentSchema = z
  .number({ error: 'Porcentaje del stock para pedidos sin abrir: ingresa un número entero entre 0 y 100' })
  .int('Porcentaje del stock para pedidos sin abrir: ingresa un número entero entre 0 y 100')
  .min(0, 'Porcentaje del stock para pedidos sin abrir: el mínimo es 0')
  .max(100, 'Porcentaje del stock para pedidos sin abrir: el máximo es 100');

export const expiredOrderGraceHoursSchema = wholeNumber(
  'Horas para cerrar un pedido vencido',
  EXPIRED_ORDER_GRACE_HOURS_MAX,
);

/**
 * Units of a variant that one client address (or one phone) may hold in
 * unconfirmed storefront orders created in the last hour: the store's share
 * of the variant's stock, rounded down, and at least 1 so a small stock can
 * still be ordered.
 */
export function reservedShareUnits(stock: number, percent: number): number {
  return Math.max(1, Math.floor((stock * percent) / 100));
}

/**
 * Units of a variant that storefront orders the seller has not opened may
 * hold together, whatever address or phone placed them: the store's share of
 * the stock, rounded down (docs/product/orders.md, "Orders without a
 * reservation"). No minimum: at 50 % a variant with 1 unit is never reserved
 * before the seller opens the order.
 */
export function unopenedShareUnits(stock: number, percent: number): number {
  return Math.max(0, Math.floor((stock * percent) / 100));
}

const originInvalid = (entry: string) =>
  `«${entry.slice(0, 80)}» no es la dirección de un sitio. Usa algo como https://mitienda.com.ar (sin rutas).`;

/** A site's origin as browsers send it (`https://host[:port]`), or null when the text is not one. */
export function normalizeOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null;
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(url.host) ? url.origin : null;
}

/** The sites that may place orders: a list, or text with one per line (the settings form), normalised and without repeats. */
export const orderOriginsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
  z
    .array(z.string({ error: 'Indica cada sitio como texto' }), { error: 'Indica los sitios como una lista' })
    .max(ORDER_ORIGINS_MAX, `Puedes indicar hasta ${ORDER_ORIGINS_MAX} sitios`)
    .transform((entries, ctx) => {
      const origins = new Set<string>();
      for (const entry of entries) {
        const origin = normalizeOrigin(entry);
        if (!origin) {
          ctx.addIssue({ code: 'custom', message: originInvalid(entry) });
          return z.NEVER;
        }
        origins.add(origin);
      }
      return [...origins];
    }),
);

/**
 * A phone as the pending-orders limit counts it: the digits of its
 * international form, so "11 4444-5555", "011 15 4444-5555" and
 * "+54 9 11 4444 5555" are one shopper.
 */
export function customerPhoneKey(phone: string): string {
  return (normalizeWhatsapp(phone) ?? phone).replace(/\D/g, '').slice(0, 20);
}

/** POST /api/orders/cancel-pending-by-address: the client address (as an order shows it) whose pending storefront orders the seller cancels at once. */
export const cancelPendingByAddressSchema = z.object({
  placedFrom: z
    .string({ error: 'Indica la conexión' })
    .trim()
    .min(1, 'Indica la conexión')
    .max(64, 'Conexión inválida'),
});

/** POST /api/orders/cancel-pending-by-phone: the phone whose pending storefront orders the seller cancels at once. */
export const cancelPendingByPhoneSchema = z.object({
  phone: z
    .string({ error: 'Indica el teléfono' })
    .trim()
    .max(40, 'Teléfono inválido')
    .refine((v) => /\d/.test(v), 'Indica el teléfono'),
});

export const orderLimitMessages = {
  unitsPerProduct: (max: number, productName: string) =>
    `Puedes pedir hasta ${max} ${max === 1 ? 'unidad' : 'unidades'} de ${productName} por pedido.`,
  pendingPerPhone: (max: number) =>
    `Ya tienes ${max} ${max === 1 ? 'pedido pendiente' : 'pedidos pendientes'} en esta tienda. Espera a que el vendedor los confirme antes de hacer otro.`,
  repeatedVariant: 'Este producto aparece más de una vez en el pedido. Junta las cantidades en una sola línea.',
  foreignOrigin: 'Esta tienda no recibe pedidos desde este sitio.',
  reservedShare: (max: number, productName: string) =>
    `Desde tu conexión ya se apartaron las unidades de ${productName} que permite esta tienda por hora (${max}). Espera a que el vendedor confirme tus pedidos o intenta más tarde.`,
  challengeRequired:
    'Antes de enviar otro pedido, tu navegador tiene que hacer una verificación rápida. Intenta de nuevo.',
  challengeInvalid: 'La verificación no es válida o ya se usó. Intenta de nuevo.',
} as const;
