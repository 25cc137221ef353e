import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeLineDiscounts,
  discountRefusal,
  type DiscountRule,
  normalizeDiscountCode,
  priceOrder,
  splitCents,
} from '../src';

/** Discount codes and the order a total is made in (docs/product/orders.md, "Discount codes" and "How the total is made"). */
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'DIEZ',
  kind: 'percent',
  value: 10,
  minPurchaseCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerPhone: null,
  categoryIds: [],
  productIds: [],
  paused: false,
  ...over,
});
const line = (totalCents: number, productId = 'p1', categoryId: string | null = 'c1') => ({
  totalCents,
  productId,
  categoryIds: categoryId ? [categoryId] : [],
});
const now = new Date('2026-06-01T12:00:00Z');

describe('a code', () => {
  it('is typed in any case and with spaces', () => {
    expect(normalizeDiscountCode(' verano 10 ')).toBe('VERANO10');
  });

  it.each([
    ['paused', rule({ paused: true }), 'unknown'],
    ['not started', rule({ startsAt: new Date('2026-07-01T00:00:00Z') }), 'notStarted'],
    ['ended', rule({ endsAt: now }), 'expired'],
    ['below its minimum', rule({ minPurchaseCents: 10_001 }), 'minimum'],
    ['for other products', rule({ productIds: ['p9'], categoryIds: ['c9'] }), 'noEligible'],
    ['used up', rule({ maxUses: 3 }), 'exhausted'],
  ])('is refused when %s', (_label, r, reason) => {
    expect(discountRefusal(r, [line(10_000)], { now, usesCount: 3, phoneUses: 0 })).toBe(reason);
  });

  it('is refused to a phone that used it its times, and applies otherwise', () => {
    expect(discountRefusal(rule({ maxUsesPerPhone: 1 }), [line(10_000)], { now, usesCount: 0, phoneUses: 1 })).toBe(
      'phoneExhausted',
    );
    expect(
      discountRefusal(rule({ maxUses: 4, maxUsesPerPhone: 2, minPurchaseCents: 10_000 }), [line(10_000)], {
        now,
        usesCount: 3,
        phoneUses: 1,
      }),
    ).toBeNull();
  });

  it('takes a percent of the eligible lines only (by product or category), half a cent up', () => {
    const lines = [line(1_005, 'p1', 'c1'), line(2_000, 'p2', 'c2'), line(3_000, 'p3', 'c3')];
    expect(codeLineDiscounts(rule({ value: 10, productIds: ['p1'], categoryIds: ['c3'] }), lines)).toEqual([
      101, 0, 300,
    ]);
  });

  it('never takes more than the eligible lines are worth', () => {
    expect(codeLineDiscounts(rule({ kind: 'fixed', value: 999_999 }), [line(500), line(700)])).toEqual([500, 700]);
  });

  it('splits any amount over any lines exactly, each line at most its worth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (weights, amount) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const shares = splitCents(Math.min(amount, sum), weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : Math.min(amount, sum));
          shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i] ?? 0));
          expect(splitCents(Math.min(amount, sum), weights)).toEqual(shares);
        },
      ),
    );
  });
});

describe('the order of the total', () => {
  const zone = (freeAbove: number, fee: number) => (goods: number) =>
    goods >= freeAbove ? { feeCents: 0, free: true } : { feeCents: fee, free: false };

  it('code, then free shipping on what is left, then the transfer discount on it, then the fee', () => {
    const p = priceOrder({
      lineTotalsCents: [30_000, 20_000],
      codeLineDiscountsCents: [3_000, 2_000],
      transferPercent: 10,
      shipping: zone(50_000, 1_500),
    });
    expect(p).toEqual({
      subtotalCents: 50_000,
      promotionDiscountCents: 0,
      codeDiscountCents: 5_000,
      transferDiscountCents: 4_500,
      shippingFeeCents: 1_500,
      freeShipping: false,
      totalCents: 42_000,
    });
  });

  it('free shipping still applies when the lines less the code reach it', () => {
    const p = priceOrder({
      lineTotalsCents: [60_000],
      codeLineDiscountsCents: [6_000],
      transferPercent: null,
      shipping: zone(50_000, 1_500),
    });
    expect(p).toMatchObject({ freeShipping: true, shippingFeeCents: 0, totalCents: 54_000 });
  });

  it('without a code or delivery it is the lines less the transfer discount', () => {
    expect(priceOrder({ lineTotalsCents: [1_005], transferPercent: 10 })).toMatchObject({
      transferDiscountCents: 101,
      shippingFeeCents: null,
      totalCents: 904,
    });
  });
});
