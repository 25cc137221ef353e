/**
 * The one way people read an instant of an order (docs/product/orders.md,
 * "Dates"): "02/12/2026, 00:42", in Buenos Aires time whatever the zone of
 * the server or the browser, hours always 00–23. Every text and page that
 * shows an order's date and time goes through it: the WhatsApp message, the
 * e-mails, the shopper's order page, the admin.
 */

export const ORDER_TIME_ZONE = 'America/Argentina/Buenos_Aires';

// Built on first use: a formatter loads its locale's data, and store pages import this module.
// hourCycle 'h23', not hour12: false: with the latter some ICU versions write midnight as "24:42".
let dateFormat: Intl.DateTimeFormat | undefined;
const orderDateFormat = () =>
  (dateFormat ??= new Intl.DateTimeFormat('es-AR', {
    timeZone: ORDER_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** "14/03/2025, 15:05" in Buenos Aires time; the parts are put together here, so no ICU's punctuation moves it. */
export function formatOrderDateTime(instant: Date | string | number): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of orderDateFormat().formatToParts(new Date(instant))) parts[part.type] = part.value;
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  return `${parts.day}/${parts.month}/${parts.year}, ${hour}:${parts.minute}`;
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** "2026-12-06": the day an instant falls on in Buenos Aires, as date fields, the exports and the counters write it. */
export const orderDay = (instant: Date | string | number = Date.now()): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: ORDER_TIME_ZONE }))
    .format(new Date(instant))
    .slice(0, 10);
