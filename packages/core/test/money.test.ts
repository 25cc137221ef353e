import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, parseAmountToCents, transferDiscountCents } from '../src/shared/money';

describe('money', () => {
  it('formats cents in es-AR with exactly two decimals', () => {
    expect(formatPrice(123450)).toBe('$1.234,50');
    expect(formatPrice(0)).toBe('$0,00');
    expect(formatPrice(490000)).toBe('$4.900,00');
    expect(formatPrice(5)).toBe('$0,05');
  });
  it('writes every amount exactly as Intl.NumberFormat es-AR does', () => {
    const intl = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
  it('parses typed amounts into integer cents without float error', () => {
    expect(parseAmountToCents('19.99')).toBe(1999);
    expect(parseAmountToCents('0,1')).toBe(10);
    expect(parseAmountToCents(1234)).toBe(123400);
  });
  it('refuses negative, malformed or over-precise amounts', () => {
    expect(parseAmountToCents('-1')).toBeNull();
    expect(parseAmountToCents('1.234')).toBeNull();
    expect(parseAmountToCents('abc')).toBeNull();
  });
});

describe('firstIssue', () => {
  it('never passes zod English defaults through', async () => {
    const { z } = await import('zod');
    const { firstIssue } = await import('../src/shared/errors');
    const root = z.object({ a: z.string() }).safeParse('texto');
    expect(root.success ? null : firstIssue(root.error).message).toBe(
      'El cuerpo de la solicitud debe ser un objeto JSON con los datos pedidos.',
    );
    const nested = z.object({ items: z.array(z.string()) }).safeParse({ items: [1] });
    expect(nested.success ? null : firstIssue(nested.error)).toEqual({
      field: 'items.0',
      message: 'El valor de items.0 no es válido.',
    });
  });
});

describe('transferDiscountCents', () => {
  it('takes whole cents, rounding half a cent up, and nothing without a percent', () => {
    expect(transferDiscountCents(3_050_000, 7)).toBe(213_500);
    expect(transferDiscountCents(1_050, 3)).toBe(32);
    expect(transferDiscountCents(1_049, 3)).toBe(31);
    expect(transferDiscountCents(1_000, null)).toBe(0);
    expect(transferDiscountCents(0, 10)).toBe(0);
  });

  it('stays exact when subtotal × percent passes 2^53', () => {
    // 5,000,000,000,000,001 × 50 % = 2,500,000,000,000,000.5 → rounds up.
    expect(transferDiscountCents(5_000_000_000_000_001, 50)).toBe(2_500_000_000_000_001);
  });
});
