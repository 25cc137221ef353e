import { CONSENT_KEY, MEASURE_EVENT, MEASURE_QUEUE, type MeasureEvent } from './measure';

/*
 * Loaded by the store page's script only when the page carries [data-measurement] (the store set a Meta Pixel or a
 * GA4 id; docs/product/measurement.md). Until the shopper answers the notice nothing loads; once she accepts, Meta's
 * and Google's scripts load and the queued moments (measure.ts) go to each: ViewContent, AddToCart,
 * InitiateCheckout and Purchase with value, currency (ARS) and the feed's item ids; the Purchase with the order's id
 * as event id, which the server's Conversions API call shares.
 */

type Queue = (...args: unknown[]) => void;
interface MeasuredWindow {
  fbq?: Queue & { queue?: unknown[]; callMethod?: Queue; loaded?: boolean; version?: string; push?: Queue };
  _fbq?: unknown;
  dataLayer?: unknown[];
  gtag?: Queue;
}
const w = window as unknown as MeasuredWindow;

const GA4_NAMES: Record<MeasureEvent['name'], string> = {
  ViewContent: 'view_item',
  AddToCart: 'add_to_cart',
  InitiateCheckout: 'begin_checkout',
  Purchase: 'purchase',
};

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadMeta(pixelId: string): void {
  if (w.fbq) return;
  // Meta's documented base code, without an inline script: a queue the library takes over when it arrives.
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  }) as NonNullable<MeasuredWindow['fbq']>;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq = fbq;
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

function loadGa4(id: string): void {
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag's documented form: it pushes its `arguments` object.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  w.gtag('js', new Date());
  w.gtag('config', id);
}

function send(event: MeasureEvent): void {
  const value = event.valueCents / 100;
  w.fbq?.(
    'track',
    event.name,
    { value, currency: 'ARS', content_ids: event.ids, content_type: 'product' },
    ...(event.eventId ? [{ eventID: event.eventId }] : []),
  );
  w.gtag?.('event', GA4_NAMES[event.name], {
    value,
    currency: 'ARS',
    items: event.ids.map((id) => ({ item_id: id })),
    ...(event.eventId ? { transaction_id: event.eventId } : {}),
  });
}

function flush(): void {
  let queue: MeasureEvent[];
  try {
    queue = JSON.parse(window.sessionStorage.getItem(MEASURE_QUEUE) ?? '[]') as MeasureEvent[];
    window.sessionStorage.removeItem(MEASURE_QUEUE);
  } catch {
    return;
  }
  queue.forEach(send);
}

function start(root: HTMLElement): void {
  const pixel = root.dataset.metaPixel;
  const ga4 = root.dataset.ga4;
  if (pixel) loadMeta(pixel);
  if (ga4) loadGa4(ga4);
  const view = document.querySelector<HTMLElement>('[data-measure-view]');
  if (view)
    send({
      name: 'ViewContent',
      valueCents: Number(view.dataset.value ?? 0),
      ids: (view.dataset.ids ?? '').split(','),
    });
  flush();
  window.addEventListener(MEASURE_EVENT, flush);
}

/** Shows the notice until the shopper answers; starts measuring once she accepts (now or on an earlier page). */
export function startMeasurement(): void {
  const root = document.querySelector<HTMLElement>('[data-measurement]');
  if (!root) return;
  let answer: string | null;
  try {
    answer = window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return;
  }
  if (answer === 'yes') return start(root);
  if (answer === 'no') return;
  root.hidden = false;
  root.addEventListener('click', (event) => {
    const choice = (event.target as HTMLElement).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (choice !== 'yes' && choice !== 'no') return;
    try {
      window.localStorage.setItem(CONSENT_KEY, choice);
    } catch {
      // Not kept: she is asked again on the next page.
    }
    root.hidden = true;
    if (choice === 'yes') start(root);
  });
}
