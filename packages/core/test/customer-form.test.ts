import { describe, expect, it } from 'vitest';
import { CART_CUSTOMER, customerPayload, PRODUCT_PAGE_CUSTOMER, validateCustomer } from '../src/orders/customer-form';
import { firstIssue } from '../src/shared/errors';
import { cartCustomerSchema, productPageCustomerSchema } from '../src/orders/order-input';

const samples = [
  { customerName: 'Ana', customerPhone: '11 2345-6789', customerEmail: '' },
  { customerName: ' A ', customerPhone: '1123456789', customerEmail: '' },
  { customerName: 'Ana María', customerPhone: '1234 5678', customerEmail: 'ana@example.com' },
  { customerName: 'Ana', customerPhone: '+54 9 11 2345 6789', customerEmail: 'ana@' },
  { customerName: 'Ana', customerPhone: 'llamame 1123456789', customerEmail: '' },
  { customerName: 'Ana', customerPhone: '1234567', customerEmail: '  ' },
  { customerName: 'x'.repeat(121), customerPhone: '(011) 4555-1234', customerEmail: 'ana.perez@mail.com.ar' },
  { customerName: 'Jo', customerPhone: '', customerEmail: 'a..b@mail.com' },
];

describe('validateCustomer', () => {
  it.each(samples)('agrees with the product page schema on %o', (fields) => {
    const result = productPageCustomerSchema.safeParse(fields);
    const errors = validateCustomer(fields, PRODUCT_PAGE_CUSTOMER);
    expect(Object.keys(errors).length === 0).toBe(result.success);
    for (const issue of result.success ? [] : result.error.issues) {
      expect(errors[issue.path[0] as keyof typeof errors]).toBe(issue.message);
    }
  });

  it.each(samples)('agrees with the cart schema on %o', (fields) => {
    const result = cartCustomerSchema.safeParse(fields);
    const errors = validateCustomer(fields, CART_CUSTOMER);
    expect(Object.keys(errors).length === 0).toBe(result.success);
    if (!result.success) expect(Object.values(errors)).toContain(firstIssue(result.error).message);
  });

  it('uses the product messages', () => {
    expect(validateCustomer({ customerName: 'A', customerPhone: '123', customerEmail: 'no' }, CART_CUSTOMER)).toEqual({
      customerName: 'El nombre debe tener al menos 2 caracteres',
      customerPhone: 'El teléfono debe tener al menos 10 dígitos',
      customerEmail: 'Email inválido',
    });
    expect(
      validateCustomer({ customerName: 'Ana', customerPhone: '123', customerEmail: '' }, PRODUCT_PAGE_CUSTOMER),
    ).toEqual({
      customerPhone: 'Ingresa un número de teléfono válido',
    });
  });
});

describe('customerPayload', () => {
  it('trims and leaves out an empty e-mail', () => {
    expect(customerPayload({ customerName: ' Ana ', customerPhone: ' 1123456789 ', customerEmail: ' ' })).toEqual({
      customerName: 'Ana',
      customerPhone: '1123456789',
    });
  });
});
