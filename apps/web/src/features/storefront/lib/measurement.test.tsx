import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MeasurementNotice } from '../components/measurement-notice';
import { CONSENT_KEY, measure } from './measure';
import { startMeasurement } from './measurement';

/*
 * Ads measured with consent (docs/product/measurement.md): a store without ids draws no notice and loads nothing;
 * with ids, nothing loads until the shopper accepts; then the moments go to Meta's pixel and GA4 with value,
 * currency and the feed's item ids, the Purchase with the order's id as event id.
 */

type Measured = { fbq?: { queue: unknown[][] }; gtag?: unknown; _fbq?: unknown; dataLayer?: IArguments[] };
const w = window as unknown as Measured;
const thirdPartyScripts = () =>
  [...document.querySelectorAll('script[src]')]
    .map((s) => s.getAttribute('src'))
    .filter((src) => /^https:/.test(src ?? ''));

afterEach(() => {
  delete w.fbq;
  delete w._fbq;
  delete w.gtag;
  delete w.dataLayer;
  localStorage.removeItem(CONSENT_KEY);
  sessionStorage.clear();
  document.querySelectorAll('script[src^="https:"]').forEach((s) => s.remove());
});

describe('measurement', () => {
  it('draws nothing and sends nothing for a store without ids', () => {
    const { container } = render(<MeasurementNotice measurement={{ metaPixelId: null, ga4Id: null }} />);
    expect(container).toBeEmptyDOMElement();
    localStorage.setItem(CONSENT_KEY, 'yes');
    measure({ name: 'AddToCart', valueCents: 100, ids: ['R-S'] });
    startMeasurement();
    expect(sessionStorage.length).toBe(0);
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('loads nothing until the shopper accepts, then sends each moment to Meta and GA4', async () => {
    render(<MeasurementNotice measurement={{ metaPixelId: '123456789012345', ga4Id: 'G-ABC123XYZ' }} />);
    startMeasurement();
    expect(await screen.findByText(/Esta tienda usa Meta y Google Analytics/)).toBeVisible();
    measure({ name: 'AddToCart', valueCents: 100, ids: ['R-S'] });
    expect(thirdPartyScripts()).toEqual([]);
    expect(w.fbq).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('yes');
    expect(screen.getByText(/Esta tienda usa Meta/)).not.toBeVisible();
    expect(thirdPartyScripts()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
    ]);
    measure({ name: 'Purchase', valueCents: 2475000, ids: ['R-S', 'v-2'], eventId: 'order-1' });
    expect(w.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      [
        'track',
        'Purchase',
        { value: 24750, currency: 'ARS', content_ids: ['R-S', 'v-2'], content_type: 'product' },
        { eventID: 'order-1' },
      ],
    ]);
    const purchase = w.dataLayer?.map((args) => [...args]).find((args) => args[1] === 'purchase');
    expect(purchase).toEqual([
      'event',
      'purchase',
      { value: 24750, currency: 'ARS', items: [{ item_id: 'R-S' }, { item_id: 'v-2' }], transaction_id: 'order-1' },
    ]);
  });

  it('sends nothing after “No, gracias”', async () => {
    render(<MeasurementNotice measurement={{ metaPixelId: '123456789012345', ga4Id: null }} />);
    startMeasurement();
    await userEvent.click(await screen.findByRole('button', { name: 'No, gracias' }));
    measure({ name: 'InitiateCheckout', valueCents: 100, ids: ['R-S'] });
    expect(localStorage.getItem(CONSENT_KEY)).toBe('no');
    expect(w.fbq).toBeUndefined();
    expect(thirdPartyScripts()).toEqual([]);
  });
});
