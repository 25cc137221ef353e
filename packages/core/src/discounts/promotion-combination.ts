/**
 * How an order's automatic promotions combine (docs/product/orders.md,
 * "Promociones"; ADR 042): a line takes at most one promotion; every order
 * the running promotions can be taken in is tried, each taking the lines it
 * discounts among those no earlier one took, and the order that takes off
 * the most wins (the first one tried among equals). Codes, free shipping and
 * the transfer discount come after, on what is left (priceOrder).
 */
import {
  promotionActive,
  promotionLineDiscounts,
  type PromotionLine,
  type PromotionRule,
  promotionShortfall,
} from './promotion-rules';

/** Past this many promotions that touch the order, the dearest first is taken instead of trying every order. */
export const PROMOTIONS_TRIED_EVERY_WAY = 6;

export interface PromotionTaken {
  id: string;
  name: string;
  discountCents: number;
}

export interface AppliedPromotions {
  /** Each line's promotion (null: none) and what it took off, in the lines' order. */
  lines: { promotionId: string | null; discountCents: number }[];
  /** The promotions that took something, in the order taken. */
  promotions: PromotionTaken[];
  totalCents: number;
}

function takeInOrder(order: readonly PromotionRule[], lines: readonly PromotionLine[]): AppliedPromotions {
  const taken = lines.map(() => false);
  const result: AppliedPromotions = {
    lines: lines.map(() => ({ promotionId: null, discountCents: 0 })),
    promotions: [],
    totalCents: 0,
  };
  for (const rule of order) {
    const shares = promotionLineDiscounts(rule, lines, taken);
    const sum = shares.reduce((a, b) => a + b, 0);
    if (sum <= 0) continue;
    shares.forEach((cents, index) => {
      if (cents <= 0) return;
      taken[index] = true;
      result.lines[index] = { promotionId: rule.id, discountCents: cents };
    });
    result.promotions.push({ id: rule.id, name: rule.name, discountCents: sum });
    result.totalCents += sum;
  }
  return result;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The promotions running now that would take something off these lines on their own. */
export function promotionsInPlay(
  rules: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  now: Date,
): PromotionRule[] {
  return rules.filter((r) => promotionActive(r, now) && promotionLineDiscounts(r, lines).some((cents) => cents > 0));
}

/** The best allowed combination of the store's promotions for these lines (see the file's comment). */
export function applyPromotions(
  rules: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  now: Date,
): AppliedPromotions {
  const inPlay = promotionsInPlay(rules, lines, now);
  if (inPlay.length <= PROMOTIONS_TRIED_EVERY_WAY) {
    let best = takeInOrder([], lines);
    for (const order of permutations(inPlay)) {
      const tried = takeInOrder(order, lines);
      if (tried.totalCents > best.totalCents) best = tried;
    }
    return best;
  }
  // Many at once: the one that takes off most alone goes first, then the next on what is left.
  const alone = (r: PromotionRule) => promotionLineDiscounts(r, lines).reduce((a, b) => a + b, 0);
  return takeInOrder(
    [...inPlay].sort((a, b) => alone(b) - alone(a)),
    lines,
  );
}

/** What a shopper is missing for a running promotion ("Agrega 1 unidad más y lleva 3×2 en medias"). */
export interface PromotionHint {
  id: string;
  name: string;
  units: number;
  cents: number;
}

/**
 * For each running promotion that covers some line, what is missing to take
 * it (or take it once more), over the lines no other promotion took.
 */
export function promotionHints(
  rules: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  applied: AppliedPromotions,
  now: Date,
): PromotionHint[] {
  return rules.flatMap((rule) => {
    if (!promotionActive(rule, now)) return [];
    const takenByOthers = applied.lines.map((l) => l.promotionId !== null && l.promotionId !== rule.id);
    const missing = promotionShortfall(rule, lines, takenByOthers);
    return missing ? [{ id: rule.id, name: rule.name, ...missing }] : [];
  });
}

/** The hint as the cart writes it. */
export function promotionHintText(hint: PromotionHint, formatPrice: (cents: number) => string): string {
  if (hint.units > 0)
    return `Agrega ${hint.units} ${hint.units === 1 ? 'unidad' : 'unidades'} más y lleva ${hint.name}`;
  return `Agrega ${formatPrice(hint.cents)} más y lleva ${hint.name}`;
}

const ORDINALS: Record<number, string> = { 2: '2da', 3: '3ra', 4: '4ta', 5: '5ta', 6: '6ta' };

/** The badge on cards and the product page: "3×2", "2da al 50 %", "20 % OFF", "-$1.000,00". */
export function promotionBadge(
  rule: Pick<PromotionRule, 'kind' | 'buyQuantity' | 'payQuantity' | 'value'>,
  formatPrice: (cents: number) => string,
): string {
  const n = rule.buyQuantity ?? 0;
  switch (rule.kind) {
    case 'bundle':
      return `${n}×${rule.payQuantity ?? n}`;
    case 'nth_unit':
      return `${ORDINALS[n] ?? `${n}ª`} al ${rule.value} %`;
    case 'percent':
      return `${rule.value} % OFF`;
    default:
      return `-${formatPrice(rule.value)}`;
  }
}
