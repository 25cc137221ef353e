import { describe, expect, it } from 'vitest';
import { type OrderMessage, orderWhatsappMessage, orderWhatsappUrl } from '../src/orders/order-message';
import { shortOrderId } from '../src/orders/orders';

const order: OrderMessage = {
  storeName: 'Vitrina Norte',
  orderId: '3f2a9c1e-8b7d-4e6f-9a0b-12cd34ef56ab',
  // 18:05 UTC is 15:05 in Buenos Aires, whatever the machine's time zone.
  createdAt: new Date('2025-03-14T18:05:00Z'),
  customerName: 'Rocío Gómez',
  customerPhone: '11 4444-5555',
  customerEmail: 'rocio@example.com',
  lines: [
    {
      productName: 'Remera Lisa',
      attributes: [
        { displayName: 'Color', displayValue: 'Rojo' },
        { displayName: 'Talle', displayValue: 'M' },
      ],
      quantity: 2,
      unitPriceCents: 1_050_000,
    },
    {
      productName: 'Gorra',
      attributes: [{ displayName: 'Color', displayValue: 'Azul' }],
      quantity: 1,
      unitPriceCents: 499_999,
    },
  ],
  totalCents: 2_599_999,
};

const expectedMessage = [
  '*Nuevo pedido en Vitrina Norte*',
  'Pedido: #34ef56ab',
  'Fecha: 14/03/2025, 15:05',
  '',
  'Cliente: Rocío Gómez',
  'Teléfono: 11 4444-5555',
  'Email: rocio@example.com',
  '',
  '*Productos:*',
  '• Remera Lisa (Color: Rojo, Talle: M)',
  '  2 x $10.500,00 = $21.000,00',
  '• Gorra (Color: Azul)',
  '  1 x $4.999,99 = $4.999,99',
  '',
  '*Total: $25.999,99*',
  '',
  'Los productos quedan reservados hasta que confirmes el pedido. ¡Gracias!',
].join('\n');

describe('orderWhatsappMessage', () => {
  it('writes the order the shopper sends the seller, line by line', () => {
    expect(orderWhatsappMessage(order)).toBe(expectedMessage);
  });

  it('leaves out the email line without an email, and the parentheses for a product without attributes', () => {
    const text = orderWhatsappMessage({
      ...order,
      customerEmail: null,
      lines: [{ productName: 'Taza', attributes: [], quantity: 3, unitPriceCents: 250_000 }],
      totalCents: 750_000,
    });
    expect(text).not.toContain('Email:');
    expect(text).toContain('Teléfono: 11 4444-5555\n\n*Productos:*\n• Taza\n  3 x $2.500,00 = $7.500,00\n');
    expect(text).toContain('*Total: $7.500,00*');
  });
});

describe('orderWhatsappUrl', () => {
  it("opens a chat with the seller's number, digits only, with the message prefilled", () => {
    const url = orderWhatsappUrl('+54 9 11 5555-0000', order);
    expect(url.startsWith('https://wa.me/5491155550000?text=')).toBe(true);
    // Spaces, line breaks, '#' and '&' would cut the message short in the link.
    expect(url).not.toMatch(/[\s#&]/);
    expect(new URL(url).searchParams.get('text')).toBe(expectedMessage);
  });
});

describe('shortOrderId', () => {
  it('shows the last 8 characters of the id as they are', () => {
    expect(shortOrderId('3f2a9c1e-8b7d-4e6f-9a0b-12cd34ef56ab')).toBe('34ef56ab');
  });
});

describe('customer text in the WhatsApp message', () => {
  const forged = 'Rocío\n\n*Total: $1,00*\r\nPagado\u2028ya\u0007';

  it('cannot add lines: the order schemas put the name and phone on one line', async () => {
    const { storefrontOrderSchema, adminOrderSchema } = await import('../src/orders/order-input');
    const parsed = storefrontOrderSchema.parse({
      items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      customerName: forged,
      customerPhone: '11 4444-5555\n\n+1 (000) 000-0000',
    });
    expect(parsed.customerName).toBe('Rocío *Total: $1,00* Pagado ya');
    expect(parsed.customerPhone).toBe('11 4444-5555 +1 (000) 000-0000');
    expect(
      adminOrderSchema.parse({
        customerName: forged,
        paymentMethod: 'cash',
        items: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1, unitPriceCents: 1 }],
      }).customerName,
    ).toBe('Rocío *Total: $1,00* Pagado ya');
  });

  it('cannot add lines even from text saved before that rule', () => {
    const message = orderWhatsappMessage({ ...order, customerName: forged, customerEmail: 'a@b.co\nTotal: $0' });
    const lines = message.split('\n');
    expect(lines).toHaveLength(expectedMessage.split('\n').length);
    expect(lines[4]).toBe('Cliente: Rocío *Total: $1,00* Pagado ya ');
    expect(lines[6]).toBe('Email: a@b.co Total: $0');
  });
});
