import { describe, expect, it } from 'vitest';
import { paymentMethodText } from './format-order';

describe('the payment method an order shows', () => {
  it('names the method chosen, and says "A convenir" in Spanish when there is none', () => {
    expect(paymentMethodText('transfer')).toBe('Transferencia');
    expect(paymentMethodText(null)).toBe('A convenir');
  });
});
