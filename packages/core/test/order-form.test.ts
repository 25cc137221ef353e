import { describe, expect, it } from 'vitest';
import { orderFormSchema, storefrontOrderFormSchema } from '../src/orders/order-form';

const line = { productId: 'p', productName: 'Remera', selections: {}, variantId: 'v', quantity: 1, price: '10.50' };
const valid = {
  customerName: 'Ana',
  customerEmail: '',
  customerPhone: '',
  paymentMethod: 'cash',
  status: 'processing',
  items: [line],
};
const messages = (
  input: unknown,
  schema: typeof orderFormSchema | typeof storefrontOrderFormSchema = orderFormSchema,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('order form schema (docs/product/orders.md)', () => {
  it('accepts a complete order with an empty e-mail', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('gives the product messages for customer, payment and lines', () => {
    expect(messages({ ...valid, customerName: '  ' })).toEqual(['Nombre del cliente es requerido']);
    expect(messages({ ...valid, customerEmail: 'no-es-email' })).toEqual(['Email inválido']);
    expect(messages({ ...valid, paymentMethod: '' })).toEqual(['Método de pago es requerido']);
    expect(messages({ ...valid, items: [] })).toEqual(['El pedido debe tener al menos un producto']);
    expect(messages({ ...valid, items: [{ ...line, price: '0' }] })).toEqual(['Precio debe ser mayor a 0']);
    expect(messages({ ...valid, items: [{ ...line, quantity: 0 }] })).toEqual(['Cantidad mínima es 1']);
    expect(messages({ ...valid, items: [{ ...line, quantity: 1.5 }] })).toEqual(['Cantidad debe ser un número entero']);
    expect(messages({ ...valid, items: [{ ...line, variantId: '' }] })).toEqual([
      'Selecciona todas las opciones del producto',
    ]);
  });
  it('lets a storefront order keep no lines and no payment method', () => {
    expect(messages({ ...valid, paymentMethod: '', items: [] }, storefrontOrderFormSchema)).toEqual([]);
    expect(messages({ ...valid, paymentMethod: 'bitcoin', items: [] }, storefrontOrderFormSchema)).toEqual([
      'Método de pago es requerido',
    ]);
  });
});
