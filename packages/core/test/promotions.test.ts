import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  formatPrice,
  priceOrder,
  promotionBadge,
  promotionHints,
  promotionHintText,
  promotionLineDiscounts,
  type PromotionLine,
  type PromotionRule,
  totalStepLines,
} from '../src';

/** Automatic promotions, each kind and how they combine (docs/product/orders.md, "Promociones"; ADR 042). */
export const promo = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 'p-3x2',
  name: '3×2 en medias',
  kind: 'bundle',
  buyQuantity: 3,
  payQuantity: 2,
  value: 0,
  minPurchaseCents: null,
  minQuantity: null,
  maxPerOrder: null,
  startsAt: null,
  endsAt: null,
  categoryIds: ['medias'],
  productIds: [],
  paused: false,
  ...over,
});
export const item = (
  unitPriceCents: number,
  quantity: number,
  categoryId = 'medias',
  productId = 'x',
): PromotionLine => ({
  unitPriceCents,
  quantity,
  productId,
  categoryIds: [categoryId],
});
const now = new Date('2026-12-05T12:00:00Z');

describe('each kind of promotion', () => {
  it('3×2: the cheapest unit of each group of three is free, only full groups', () => {
    expect(promotionLineDiscounts(promo(), [item(1000, 2)])).toEqual([0]);
    expect(promotionLineDiscounts(promo(), [item(1000, 3)])).toEqual([1000]);
    // Dearest first: 1500, 1500, 1000 | 1000, 800, 800 → one 1000 and one 800 free.
    expect(promotionLineDiscounts(promo(), [item(1000, 2), item(1500, 2), item(800, 2)])).toEqual([1000, 0, 800]);
  });

  it('2×1 and its limit per order (groups)', () => {
    const twoForOne = promo({ buyQuantity: 2, payQuantity: 1, maxPerOrder: 1 });
    expect(promotionLineDiscounts(twoForOne, [item(999, 5)])).toEqual([999]);
  });

  it('the Nth unit at a percent: half a cent up, per discounted unit', () => {
    const second = promo({ kind: 'nth_unit', buyQuantity: 2, payQuantity: null, value: 50 });
    expect(promotionLineDiscounts(second, [item(999, 2)])).toEqual([500]);
    expect(promotionLineDiscounts(second, [item(999, 5)])).toEqual([1000]);
  });

  it('a percent off a category, and limited to the dearest units', () => {
    const twenty = promo({ kind: 'percent', value: 20, buyQuantity: null, payQuantity: null });
    expect(promotionLineDiscounts(twenty, [item(1000, 1), item(5000, 1, 'remeras')])).toEqual([200, 0]);
    expect(promotionLineDiscounts({ ...twenty, maxPerOrder: 1 }, [item(1000, 1), item(3000, 1)])).toEqual([0, 600]);
  });

  it('an amount off products, never more than they are worth, split exactly', () => {
    const off = promo({ kind: 'fixed', value: 1000, categoryIds: [], productIds: ['a', 'b'] });
    expect(
      promotionLineDiscounts(off, [item(333, 1, 'c', 'a'), item(667, 1, 'c', 'b'), item(5000, 1, 'c', 'z')]),
    ).toEqual([333, 667, 0]);
    expect(promotionLineDiscounts({ ...off, value: 100 }, [item(100, 1, 'c', 'a'), item(100, 2, 'c', 'b')])).toEqual([
      33, 67,
    ]);
  });

  it('minimum amount and quantity, judged on the lines it covers', () => {
    const twenty = promo({ kind: 'percent', value: 20, minPurchaseCents: 5000, categoryIds: [] });
    expect(promotionLineDiscounts(twenty, [item(4999, 1)])).toEqual([0]);
    expect(promotionLineDiscounts(twenty, [item(5000, 1)])).toEqual([1000]);
    expect(promotionLineDiscounts({ ...twenty, minPurchaseCents: null, minQuantity: 3 }, [item(100, 2)])).toEqual([0]);
  });

  it('dates and pause: nothing before its start, from its end on, or paused', () => {
    const lines = [item(1000, 3)];
    expect(applyPromotions([promo({ startsAt: new Date('2026-12-06T00:00:00Z') })], lines, now).totalCents).toBe(0);
    expect(applyPromotions([promo({ endsAt: now })], lines, now).totalCents).toBe(0);
    expect(applyPromotions([promo({ paused: true })], lines, now).totalCents).toBe(0);
    expect(applyPromotions([promo({ endsAt: new Date('2026-12-07T00:00:00Z') })], lines, now).totalCents).toBe(1000);
  });

  it('badges', () => {
    expect(promotionBadge(promo(), formatPrice)).toBe('3×2');
    expect(promotionBadge(promo({ kind: 'nth_unit', buyQuantity: 2, value: 50 }), formatPrice)).toBe('2da al 50 %');
    expect(promotionBadge(promo({ kind: 'percent', value: 20 }), formatPrice)).toBe('20 % OFF');
  });
});

describe('how promotions combine', () => {
  it('one promotion per line: the combination that takes off most wins', () => {
    const threeForTwo = promo();
    const tenOff = promo({ id: 'p-10', name: '10 % en todo', kind: 'percent', value: 10, categoryIds: [] });
    // 3 medias at 1000 and a remera at 5000: 3×2 on the medias (1000) and 10 % on the remera (500).
    const applied = applyPromotions([tenOff, threeForTwo], [item(1000, 3), item(5000, 1, 'remeras')], now);
    expect(applied.lines).toEqual([
      { promotionId: 'p-3x2', discountCents: 1000 },
      { promotionId: 'p-10', discountCents: 500 },
    ]);
    expect(applied.totalCents).toBe(1500);
  });

  it('says what is missing: "Agrega 1 unidad más y lleva 3×2 en medias"', () => {
    const lines = [item(1000, 2)];
    const applied = applyPromotions([promo()], lines, now);
    const hints = promotionHints([promo()], lines, applied, now);
    expect(hints.map((h) => promotionHintText(h, formatPrice))).toEqual(['Agrega 1 unidad más y lleva 3×2 en medias']);
    expect(promotionHints([promo()], [item(1000, 3)], applyPromotions([promo()], [item(1000, 3)], now), now)).toEqual(
      [],
    );
  });

  it('then the code on what is left, free shipping and the transfer discount, in that order', () => {
    const lines = [item(1000, 3)];
    const applied = applyPromotions([promo()], lines, now);
    const pricing = priceOrder({
      lineTotalsCents: [3000],
      promotionLineDiscountsCents: applied.lines.map((l) => l.discountCents),
      codeLineDiscountsCents: [200],
      transferPercent: 10,
      shipping: (goods) => ({ feeCents: goods >= 1800 ? 0 : 500, free: goods >= 1800 }),
    });
    expect(pricing).toMatchObject({ subtotalCents: 3000, promotionDiscountCents: 1000, freeShipping: true });
    expect(pricing.transferDiscountCents).toBe(180);
    expect(pricing.totalCents).toBe(3000 - 1000 - 200 - 180);
    expect(
      totalStepLines(
        { ...pricing, promotions: applied.promotions, discountCode: 'DOS', shipping: { feeCents: 0, free: true } },
        formatPrice,
      ),
    ).toEqual([
      'Subtotal: $30,00',
      'Promoción 3×2 en medias: -$10,00',
      'Código DOS: -$2,00',
      'Descuento por transferencia: -$1,80',
      'Envío: Envío gratis',
      'Total: $16,20',
    ]);
  });
});

const arbRule = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  name: fc.constant('promo'),
  kind: fc.constantFrom('bundle', 'nth_unit', 'percent', 'fixed') as fc.Arbitrary<PromotionRule['kind']>,
  buyQuantity: fc.integer({ min: 1, max: 5 }),
  payQuantity: fc.integer({ min: 0, max: 5 }),
  value: fc.integer({ min: 1, max: 200_000 }),
  minPurchaseCents: fc.option(fc.integer({ min: 1, max: 100_000 })),
  minQuantity: fc.option(fc.integer({ min: 1, max: 10 })),
  maxPerOrder: fc.option(fc.integer({ min: 1, max: 5 })),
  startsAt: fc.constant(null),
  endsAt: fc.constant(null),
  categoryIds: fc.subarray(['c1', 'c2']),
  productIds: fc.subarray(['x', 'y']),
  paused: fc.boolean(),
});
const arbLine = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 40 }),
  productId: fc.constantFrom('x', 'y', 'z'),
  categoryIds: fc.subarray(['c1', 'c2']),
});

describe('no combination makes a line or a total negative, or charges more than without promotions', () => {
  it('holds for any promotions, lines, code and transfer discount', () => {
    fc.assert(
      fc.property(
        fc.array(
          arbRule.map((r) => ({ ...r, value: r.kind === 'fixed' ? r.value : (r.value % 100) + 1 })),
          {
            maxLength: 5,
          },
        ),
        fc.array(arbLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 50 })),
        (rules, lines, codePercent, transfer) => {
          const applied = applyPromotions(rules, lines, now);
          const totals = lines.map((l) => l.unitPriceCents * l.quantity);
          applied.lines.forEach((l, i) => {
            expect(l.discountCents).toBeGreaterThanOrEqual(0);
            expect(l.discountCents).toBeLessThanOrEqual(totals[i] ?? 0);
          });
          expect(applied.promotions.reduce((a, p) => a + p.discountCents, 0)).toBe(applied.totalCents);
          const left = totals.map((t, i) => t - (applied.lines[i]?.discountCents ?? 0));
          const code = left.map((t) => Math.floor((t * codePercent) / 100));
          const withPromotions = priceOrder({
            lineTotalsCents: totals,
            promotionLineDiscountsCents: applied.lines.map((l) => l.discountCents),
            codeLineDiscountsCents: code,
            transferPercent: transfer,
          });
          const without = priceOrder({
            lineTotalsCents: totals,
            codeLineDiscountsCents: totals.map((t) => Math.floor((t * codePercent) / 100)),
            transferPercent: transfer,
          });
          expect(withPromotions.totalCents).toBeGreaterThanOrEqual(0);
          expect(withPromotions.totalCents).toBeLessThanOrEqual(without.totalCents);
          // The best combination is never worse than any promotion alone.
          for (const rule of rules) {
            const alone = applyPromotions([rule], lines, now).totalCents;
            expect(applied.totalCents).toBeGreaterThanOrEqual(alone);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
