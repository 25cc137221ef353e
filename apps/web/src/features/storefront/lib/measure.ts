/*
 * The store pages' measured moments (docs/product/measurement.md): islands call `measure`, which does nothing unless
 * the store set a pixel id (the page then carries [data-measurement]) and the shopper accepted the notice. An event
 * waits in the tab's session storage until the measurement script (measurement.ts, loaded by the page's script only
 * on such pages) sends it, so a Purchase queued just before the page changes is sent by the next page.
 */

export type MeasureName = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
export interface MeasureEvent {
  name: MeasureName;
  valueCents: number;
  /** The items as the product feed names them: the variant's SKU, else its id. */
  ids: string[];
  /** The Purchase's: the order's id, the same the server's Conversions API call carries. */
  eventId?: string;
}

export const MEASURE_QUEUE = 'vidriera:measure-queue';
export const MEASURE_EVENT = 'vidriera:measure';
export const CONSENT_KEY = 'vidriera:measurement-consent';

export const measuredPage = () => typeof document !== 'undefined' && !!document.querySelector('[data-measurement]');

export function measurementConsented(): boolean {
  try {
    return measuredPage() && window.localStorage.getItem(CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function measure(event: MeasureEvent): void {
  if (!measurementConsented()) return;
  try {
    const queue = JSON.parse(window.sessionStorage.getItem(MEASURE_QUEUE) ?? '[]') as MeasureEvent[];
    window.sessionStorage.setItem(MEASURE_QUEUE, JSON.stringify([...queue, event].slice(-20)));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(MEASURE_EVENT));
}

/** The feed's id of a variant (storefront/product-feed.ts on the server: its SKU, else its id). */
export const feedItemId = (variant: { sku?: string | null | undefined; id: string }) => variant.sku || variant.id;
