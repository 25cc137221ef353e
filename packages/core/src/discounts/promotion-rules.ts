/**
 * Automatic promotions, one at a time (docs/product/orders.md, "Promociones";
 * ADR 042): what each kind takes off the lines it covers, in cents. No zod
 * here: store pages import it. How several combine: promotion-combination.ts.
 */
import { lineEligible, splitCents } from './discount-codes';

/** bundle: "lleva X, paga Y" (2×1, 3×2); nth_unit: the Nth unit at a percent off; percent / fixed: off the lines it covers. */
export const PROMOTION_KINDS = ['bundle', 'nth_unit', 'percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export interface PromotionRule {
  id: string;
  /** What the shopper reads: "3×2 en medias". */
  name: string;
  kind: PromotionKind;
  /** bundle: units taken (X) and paid (Y); nth_unit: N in `buyQuantity`. Null for the others. */
  buyQuantity: number | null;
  payQuantity: number | null;
  /** nth_unit and percent: a whole percent (1–100); fixed: cents; bundle: 0. */
  value: number;
  /** Judged on the covered lines no other promotion took. */
  minPurchaseCents: number | null;
  minQuantity: number | null;
  /** The most times it applies in one order: groups (bundle), discounted units (nth_unit), units covered (percent). */
  maxPerOrder: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  categoryIds: readonly string[];
  productIds: readonly string[];
  paused: boolean;
}

/** A line as promotions see it: its unit price (after its wholesale tier) and quantity. */
export interface PromotionLine {
  unitPriceCents: number;
  quantity: number;
  productId: string | null;
  categoryIds: readonly string[];
}

/** Whether a promotion runs now (not paused, within its dates). */
export function promotionActive(rule: Pick<PromotionRule, 'paused' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (rule.paused) return false;
  if (rule.startsAt && now < rule.startsAt) return false;
  return !(rule.endsAt && now >= rule.endsAt);
}

/** Half a cent up, in the shopper's favour, as codes and the transfer discount round (BigInt: no overflow). */
export function percentOf(cents: number, percent: number): number {
  return Number((BigInt(cents) * BigInt(percent) + 50n) / 100n);
}

interface Slot {
  index: number;
  price: number;
  quantity: number;
}

/** The covered lines still free, the dearest unit first (the earlier line among equals): how units are grouped. */
function coveredSlots(rule: PromotionRule, lines: readonly PromotionLine[], taken: readonly boolean[]): Slot[] {
  return lines
    .map((l, index) => ({ index, price: l.unitPriceCents, quantity: l.quantity, line: l }))
    .filter((s) => !taken[s.index] && s.quantity > 0 && s.price > 0 && lineEligible(rule, s.line))
    .sort((a, b) => b.price - a.price || a.index - b.index)
    .map(({ index, price, quantity }) => ({ index, price, quantity }));
}

/** Units before position n (0-based, dearest first) that a group of `size` marks, the marked ones being its last `marked`. */
function markedBefore(n: number, size: number, marked: number): number {
  return Math.floor(n / size) * marked + Math.max(0, (n % size) - (size - marked));
}

/** The units each slot has among the marked positions of full groups (at most `groups` of them). */
function markedUnits(slots: readonly Slot[], size: number, marked: number, groups: number | null): number[] {
  const units = slots.reduce((a, s) => a + s.quantity, 0);
  let full = Math.floor(units / size);
  if (groups !== null) full = Math.min(full, groups);
  const end = full * size;
  let at = 0;
  return slots.map((s) => {
    const from = Math.min(at, end);
    const to = Math.min(at + s.quantity, end);
    at += s.quantity;
    return markedBefore(to, size, marked) - markedBefore(from, size, marked);
  });
}

/** Whether the covered free lines reach the promotion's minimums. */
function reachesMinimums(rule: PromotionRule, slots: readonly Slot[]): boolean {
  const amount = slots.reduce((a, s) => a + s.price * s.quantity, 0);
  const units = slots.reduce((a, s) => a + s.quantity, 0);
  if (rule.minPurchaseCents !== null && amount < rule.minPurchaseCents) return false;
  return !(rule.minQuantity !== null && units < rule.minQuantity);
}

/**
 * What one promotion takes off each line, in cents, over the lines it covers
 * that no other promotion took (`taken`). Units are ranked dearest first and
 * grouped in that order, so each group gives away its cheapest units:
 * - bundle X pay Y: in each full group of X, the last X − Y units are free;
 * - nth_unit N at P %: in each full group of N, the last unit has P % off (per unit, half a cent up);
 * - percent: P % of the covered amount (of its first `maxPerOrder` units), split by splitCents;
 * - fixed: the amount, at most what the covered lines are worth, split by splitCents.
 * Nothing when a minimum is not reached. Never more than a line is worth.
 */
export function promotionLineDiscounts(
  rule: PromotionRule,
  lines: readonly PromotionLine[],
  taken: readonly boolean[] = [],
): number[] {
  const result = lines.map(() => 0);
  const slots = coveredSlots(rule, lines, taken);
  if (slots.length === 0 || !reachesMinimums(rule, slots)) return result;
  if (rule.kind === 'bundle' || rule.kind === 'nth_unit') {
    const size = rule.buyQuantity ?? 0;
    const marked = rule.kind === 'bundle' ? size - (rule.payQuantity ?? size) : 1;
    if (size < 2 || marked <= 0 || marked >= size) return result;
    const units = markedUnits(slots, size, marked, rule.maxPerOrder);
    slots.forEach((s, i) => {
      const perUnit = rule.kind === 'bundle' ? s.price : percentOf(s.price, Math.min(rule.value, 100));
      result[s.index] = perUnit * (units[i] ?? 0);
    });
    return result;
  }
  // percent and fixed: the covered amount, the dearest units first up to the limit.
  let left = rule.maxPerOrder ?? Number.POSITIVE_INFINITY;
  const weights = lines.map(() => 0);
  for (const s of slots) {
    const units = Math.min(s.quantity, left);
    left -= units;
    weights[s.index] = units * s.price;
  }
  const covered = weights.reduce((a, b) => a + b, 0);
  const amount =
    rule.kind === 'percent' ? percentOf(covered, Math.min(rule.value, 100)) : Math.min(rule.value, covered);
  return splitCents(amount, weights);
}

/**
 * What a shopper still needs for the promotion, over the covered lines no
 * other promotion took: the units to the next full group (bundle, nth_unit),
 * or what is missing to its minimums; null when nothing is missing or the
 * lines hold none of its products.
 */
export function promotionShortfall(
  rule: PromotionRule,
  lines: readonly PromotionLine[],
  taken: readonly boolean[] = [],
): { units: number; cents: number } | null {
  const slots = coveredSlots(rule, lines, taken);
  if (slots.length === 0) return null;
  const amount = slots.reduce((a, s) => a + s.price * s.quantity, 0);
  const units = slots.reduce((a, s) => a + s.quantity, 0);
  let needUnits = rule.minQuantity !== null ? Math.max(0, rule.minQuantity - units) : 0;
  const needCents = rule.minPurchaseCents !== null ? Math.max(0, rule.minPurchaseCents - amount) : 0;
  const size = rule.buyQuantity ?? 0;
  if ((rule.kind === 'bundle' || rule.kind === 'nth_unit') && size >= 2) {
    const groups = Math.floor(units / size);
    const underLimit = rule.maxPerOrder === null || groups < rule.maxPerOrder;
    if (underLimit && units % size > 0) needUnits = Math.max(needUnits, size - (units % size));
  }
  return needUnits > 0 || needCents > 0 ? { units: needUnits, cents: needCents } : null;
}
