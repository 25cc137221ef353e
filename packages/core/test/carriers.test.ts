import { describe, expect, it } from 'vitest';
import { adjustedFeeCents, deliveryDaysText, packageOf } from '../src/carriers/carriers';
import { shippingQuoteRequestSchema } from '../src/carriers/carrier-contracts';

/* Carrier shipping's rules (docs/product/orders.md, "Envíos por transportista"): the package, the adjustment, the days. */

const BOX = { weightGrams: 500, heightCm: 10, widthCm: 20, lengthCm: 30 };

describe('carrier shipping', () => {
  it("weighs the lines × quantities, the store's weight for a variant without one", () => {
    expect(
      packageOf(
        [
          { weightGrams: 1200, quantity: 2 },
          { weightGrams: null, quantity: 3 },
        ],
        BOX,
      ),
    ).toEqual({ weightGrams: 3900, heightCm: 10, widthCm: 20, lengthCm: 30 });
  });

  it.each([
    ['none', 0, 512_345],
    ['fee_fixed', 50_000, 562_345],
    ['fee_percent', 10, 563_580],
    ['subsidy_fixed', 100_000, 412_345],
    ['subsidy_percent', 50, 256_172],
    ['subsidy_fixed', 900_000, 0],
  ] as const)('a %s of %i makes $5.123,45 into %i cents, never below zero', (kind, value, fee) => {
    expect(adjustedFeeCents(512_345, { kind, value })).toBe(fee);
  });

  it('says the days as people read them', () => {
    expect(deliveryDaysText({ min: 3, max: 6 })).toBe('3 a 6 días hábiles');
    expect(deliveryDaysText({ min: 1, max: 1 })).toBe('1 día hábil');
  });

  it('checks a CPA against the province, and takes four digits anywhere', () => {
    const items = [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }];
    expect(shippingQuoteRequestSchema.safeParse({ postalCode: 'x5000jjc', province: 'X', items }).success).toBe(true);
    expect(shippingQuoteRequestSchema.safeParse({ postalCode: 'X5000JJC', province: 'B', items }).success).toBe(false);
    expect(shippingQuoteRequestSchema.safeParse({ postalCode: '5000', province: 'X', items }).success).toBe(true);
    expect(shippingQuoteRequestSchema.safeParse({ postalCode: '500', province: 'X', items }).success).toBe(false);
  });
});
