import { EXPIRED_ORDER_NOTE, type PublicOrder } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { renderStorePage } from './entry-server';
import { decode, islands, store } from './test/store-page-samples';

/*
 * The shopper's order page as the server sends it: how to pay, the discount,
 * the statuses (entry-server.test.ts has the catalogue, product and search pages).
 */

describe('a store page rendered on the server', () => {
  it("draws the shopper's order: transfer details with copy buttons (islands), the discount line by line, the statuses", () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2c',
      number: '0c06d5c2c'.slice(-8),
      status: 'pending',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'transfer',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: '2026-03-16T18:05:00.000Z',
      reservationExpired: false,
      expiredAt: null,
      customerName: 'Rocío <b>',
      lines: [
        {
          productName: 'Vestido',
          attributes: [{ displayName: 'Talle', displayValue: 'M' }],
          quantity: 2,
          unitPriceCents: 1_000_000,
          totalCents: 2_000_000,
        },
      ],
      subtotalCents: 2_000_000,
      transferDiscountCents: 200_000,
      discountCode: null,
      codeDiscountCents: 0,
      promotions: [],
      totalCents: 1_800_000,
      transfer: { cbu: 'moda.lina', holder: 'Lina Pérez' },
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: null,
      delivery: null,
      dispatch: null,
    };
    const html = renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order });
    expect(
      islands(html)
        .filter((i) => i.name === 'storefront/copy-text')
        .map((i) => i.props),
    ).toEqual([
      { value: 'moda.lina', label: 'Copiar CBU/Alias' },
      { value: '18000.00', label: 'Copiar Monto a transferir' },
    ]);
    expect(html).toContain('Pedido #c06d5c2c');
    expect(html).toContain('Rocío &lt;b&gt;');
    expect(html).toContain('Titular: <span class="font-medium">Lina Pérez</span>');
    expect(html).toContain('Descuento por transferencia');
    expect(html).toContain('-$2.000,00');
    expect(html).toContain('Tus productos quedan reservados hasta el 16/03/2026, 15:05.');
    expect(html).toContain('Pendiente de pago');
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Copiar CBU\/Alias"|<button[^>]*aria-label="Copiar CBU\/Alias"[^>]*disabled/,
    );
  });

  it('offers "Pagar con Mercado Pago" on an order paid that way, and says what a refused payment means', () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2d',
      number: '0c06d5c2d'.slice(-8),
      status: 'pending',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'mercadopago',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: '2026-03-16T18:05:00.000Z',
      reservationExpired: false,
      expiredAt: null,
      customerName: 'Rocío',
      lines: [
        { productName: 'Vestido', attributes: [], quantity: 1, unitPriceCents: 1_000_000, totalCents: 1_000_000 },
      ],
      subtotalCents: 1_000_000,
      transferDiscountCents: 0,
      discountCode: null,
      codeDiscountCents: 0,
      promotions: [],
      totalCents: 1_000_000,
      transfer: null,
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: {
        checkoutUrl: 'https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=1-abc',
        paymentId: null,
        paymentMethod: null,
        installments: null,
        checkedAt: null,
      },
      delivery: null,
      dispatch: null,
    };
    const html = renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order });
    expect(html).toMatch(
      /<a href="https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=1-abc"[^>]*>Pagar con Mercado Pago<\/a>/,
    );
    const preparing = renderStorePage({
      kind: 'order',
      base: '/store/moda-lina',
      store,
      order: { ...order, mercadoPago: { ...order.mercadoPago!, checkoutUrl: null } },
    });
    expect(preparing).toContain('Estamos preparando el pago con Mercado Pago');
    expect(preparing).not.toContain('Pagar con Mercado Pago</a>');
    const rejected = renderStorePage({
      kind: 'order',
      base: '/store/moda-lina',
      store,
      order: { ...order, paymentStatus: 'rejected' },
    });
    expect(rejected).toContain('Pago rechazado');
    expect(rejected).toContain('Mercado Pago rechazó el pago. Puedes intentarlo de nuevo');
    expect(rejected).toContain('Pagar con Mercado Pago</a>');
  });

  it('says an order nobody confirmed is "Vencido", with the sentence, and offers no way to pay it', () => {
    const order: PublicOrder = {
      id: 'e0000000-0000-4000-8000-0000c06d5c2e',
      number: 'c06d5c2e',
      status: 'cancelled',
      paymentStatus: 'pending',
      paymentReceivedAt: null,
      paymentMethod: 'transfer',
      createdAt: '2026-03-14T18:05:00.000Z',
      reservedUntil: null,
      reservationExpired: false,
      expiredAt: '2026-03-17T18:05:00.000Z',
      customerName: 'Rocío',
      lines: [
        { productName: 'Vestido', attributes: [], quantity: 1, unitPriceCents: 1_000_000, totalCents: 1_000_000 },
      ],
      subtotalCents: 1_000_000,
      transferDiscountCents: 0,
      discountCode: null,
      codeDiscountCents: 0,
      promotions: [],
      totalCents: 1_000_000,
      delivery: null,
      dispatch: null,
      transfer: { cbu: 'moda.lina', holder: null },
      store: { name: store.name, slug: store.slug, whatsappNumber: store.whatsappNumber },
      mercadoPago: null,
    };
    const html = decode(renderStorePage({ kind: 'order', base: '/store/moda-lina', store, order }));
    expect(html).toMatch(/Pedido: (<!-- -->)?Vencido/);
    expect(html).toContain(EXPIRED_ORDER_NOTE);
    expect(html).not.toContain('Cancelado');
    expect(html).not.toContain('Cómo pagar');
  });
});
