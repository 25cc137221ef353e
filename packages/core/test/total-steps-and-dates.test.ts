import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatOrderDateTime } from '../src/shared/date-time';
import { formatPrice } from '../src/shared/money';
import { orderWhatsappMessage } from '../src/orders/order-message';
import { savedOrderTotal, totalStepLines, totalSteps } from '../src/orders/total-steps';

/*
 * One total everywhere and one way to read an order's time
 * (docs/product/orders.md, "How the total is made" and "Dates").
 */

// 00:42 in Buenos Aires on 2 December 2026 (UTC−3).
const AFTER_MIDNIGHT = new Date('2026-12-02T03:42:00Z');

describe('formatOrderDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes 00:42 after midnight, never 24:42', () => {
    expect(formatOrderDateTime(AFTER_MIDNIGHT)).toBe('02/12/2026, 00:42');
    expect(formatOrderDateTime('2026-12-02T02:59:00Z')).toBe('01/12/2026, 23:59');
  });

  it('reads Buenos Aires time whatever the zone of the process', () => {
    for (const zone of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(formatOrderDateTime(AFTER_MIDNIGHT.toISOString())).toBe('02/12/2026, 00:42');
    }
  });

  it('writes the WhatsApp message’s date with it', () => {
    const text = orderWhatsappMessage({
      storeName: 'Tienda',
      orderId: '3f2a9c1e-8b7d-4e6f-9a0b-12cd34ef56ab',
      createdAt: AFTER_MIDNIGHT,
      customerName: 'Sol',
      customerPhone: '11 4444-5555',
      lines: [{ productName: 'Vela', attributes: [], quantity: 1, unitPriceCents: 500_000 }],
      totalCents: 500_000,
    });
    expect(text).toContain('Fecha: 02/12/2026, 00:42');
  });
});

describe('totalSteps', () => {
  // $50.000 of lines, code DIEZ −$5.000, transfer 10 % of $45.000 = −$4.500, shipping $1.500: $42.000.
  const order = {
    subtotalCents: 5_000_000,
    codeDiscountCents: 500_000,
    discountCode: 'DIEZ',
    transferDiscountCents: 450_000,
    shipping: { feeCents: 150_000, free: false },
    totalCents: 4_200_000,
  };

  it('lists subtotal, the code, the transfer discount, shipping and the total, in that order', () => {
    expect(totalStepLines(order, formatPrice)).toEqual([
      'Subtotal: $50.000,00',
      'Código DIEZ: -$5.000,00',
      'Descuento por transferencia: -$4.500,00',
      'Envío: $1.500,00',
      'Total: $42.000,00',
    ]);
  });

  it('shows the total alone when nothing comes between the lines and it', () => {
    expect(
      totalStepLines(
        { ...order, codeDiscountCents: 0, transferDiscountCents: 0, shipping: null, totalCents: 5_000_000 },
        formatPrice,
      ),
    ).toEqual(['Total: $50.000,00']);
  });

  it('writes free shipping and a fee still to agree', () => {
    expect(
      totalSteps({ ...order, shipping: { feeCents: 0, free: true } }, formatPrice).find((s) => s.kind === 'shipping')
        ?.text,
    ).toBe('Envío gratis');
    expect(
      totalSteps({ ...order, shipping: { feeCents: null, free: false } }, formatPrice).find(
        (s) => s.kind === 'shipping',
      )?.text,
    ).toBe('a convenir');
  });

  it('works a saved order back to the same steps', () => {
    const saved = savedOrderTotal({
      totalCents: 4_200_000,
      codeDiscountCents: 500_000,
      discountCode: 'DIEZ',
      transferDiscountCents: 450_000,
      delivery: { method: 'shipping', feeCents: 150_000, free: false },
    });
    expect(totalStepLines(saved, formatPrice)).toEqual(totalStepLines(order, formatPrice));
  });

  it('ends with the amount to pay, in the WhatsApp message too', () => {
    const text = orderWhatsappMessage({
      storeName: 'Tienda',
      orderId: '3f2a9c1e-8b7d-4e6f-9a0b-12cd34ef56ab',
      createdAt: AFTER_MIDNIGHT,
      customerName: 'Sol',
      customerPhone: '11 4444-5555',
      lines: [{ productName: 'Vela', attributes: [], quantity: 2, unitPriceCents: 2_500_000 }],
      totalCents: 4_200_000,
      code: { code: 'DIEZ', discountCents: 500_000 },
      payment: {
        method: 'transfer',
        subtotalCents: 4_500_000,
        discountCents: 450_000,
        discountPercent: 10,
        transfer: { cbu: 'tienda.alias', holder: null },
      },
      delivery: {
        delivery: {
          method: 'shipping',
          zone: 'CABA',
          free: false,
          address: {
            street: 'Corrientes',
            number: '1234',
            unit: null,
            postalCode: '1043',
            city: 'CABA',
            province: 'C',
          },
        },
        feeCents: 150_000,
      },
    });
    expect(text).toContain(
      [
        'Subtotal: $50.000,00',
        'Código DIEZ: -$5.000,00',
        'Descuento por transferencia: -$4.500,00',
        'Envío: $1.500,00',
        '*Total: $42.000,00*',
      ].join('\n'),
    );
  });
});
