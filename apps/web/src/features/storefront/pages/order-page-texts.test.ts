import {
  DEFAULT_DELIVERY_SETTINGS,
  type PublicOrder,
  type PublicStore,
  RESERVATION_RAN_OUT_NOTE,
} from '@vidriera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStorePage } from '@/entry-server';

/*
 * The shopper's order page as the server sends it (docs/product/orders.md,
 * "The shopper's order page", "How the total is made" and "Dates"): the
 * total's steps, the order's time and the reservation's end read in Buenos
 * Aires time, hours 00–23, and a reservation that ran out said plainly.
 */

const store: PublicStore = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Moda Lina',
  slug: 'moda-lina',
  description: '',
  whatsappNumber: '5491155550000',
  instagramHandle: null,
  facebookPage: null,
  cbu: null,
  logoUrl: null,
  bannerUrl: null,
  maxUnitsPerProduct: 10,
  paymentMethods: [],
  transferDiscountPercent: null,
  delivery: DEFAULT_DELIVERY_SETTINGS,
  carrierShipping: false,
  wholesaleMinimum: { minOrderCents: null, minUnits: null },
  categories: [],
  measurement: { metaPixelId: null, ga4Id: null },
};

// $30.000 of lines, code DIEZ −$3.000, transfer −$2.700, CABA $1.500: $25.800; placed at 00:42 in Buenos Aires.
const order: PublicOrder = {
  id: 'e0000000-0000-4000-8000-0000c06d5c2c',
  number: 'c06d5c2c',
  status: 'pending',
  paymentStatus: 'pending',
  paymentReceivedAt: null,
  paymentMethod: 'transfer',
  createdAt: '2026-12-02T03:42:00.000Z',
  reservedUntil: '2026-12-03T03:42:00.000Z',
  reservationExpired: false,
  expiredAt: null,
  customerName: 'Rocío',
  lines: [{ productName: 'Vestido', attributes: [], quantity: 3, unitPriceCents: 1_000_000, totalCents: 3_000_000 }],
  subtotalCents: 3_000_000,
  transferDiscountCents: 270_000,
  discountCode: 'DIEZ',
  codeDiscountCents: 300_000,
  promotions: [],
  totalCents: 2_580_000,
  transfer: { cbu: 'moda.lina', holder: null },
  store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
  mercadoPago: null,
  delivery: {
    method: 'shipping',
    methodLabel: 'Envío a domicilio',
    pickupPoint: null,
    address: {
      street: 'Av. Siempreviva',
      number: '742',
      unit: null,
      postalCode: 'C1425ABC',
      city: 'Palermo',
      province: 'C',
    },
    addressText: 'Av. Siempreviva 742, C1425ABC Palermo, Ciudad Autónoma de Buenos Aires',
    zone: 'CABA',
    feeCents: 150_000,
    free: false,
    feeText: '$1.500,00',
    carrier: null,
  },
  dispatch: null,
};

const render = (over: Partial<PublicOrder> = {}) =>
  renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order: { ...order, ...over } });
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the shopper’s order page', () => {
  it('shows the total’s steps the WhatsApp message and the e-mails write', () => {
    expect(text(render())).toContain(
      'Subtotal $30.000,00 Código DIEZ -$3.000,00 Descuento por transferencia -$2.700,00 Envío $1.500,00 Total $25.800,00',
    );
  });

  it('reads 00:42 for an order placed at 00:42 in Buenos Aires, and for its reservation, on a server in another zone', () => {
    vi.stubEnv('TZ', 'Europe/Madrid');
    const html = render();
    expect(text(html)).toContain('Rocío · 02/12/2026, 00:42');
    expect(html).toContain('Tus productos quedan reservados hasta el 03/12/2026, 00:42.');
    expect(html).not.toContain('24:42');
  });

  it('says when the reservation ran out that the products went back on sale and the seller may still confirm', () => {
    const html = render({ reservedUntil: null, reservationExpired: true });
    expect(text(html)).toContain(RESERVATION_RAN_OUT_NOTE);
    expect(html).not.toContain('quedan reservados');
  });
});
