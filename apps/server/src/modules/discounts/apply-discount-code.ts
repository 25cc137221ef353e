import {
  codeLineDiscounts,
  DISCOUNT_CODE_MESSAGES,
  discountRefusal,
  formatPrice,
  type PricedLine,
} from '@vidriera/core';
import { invalid } from '../../shared/app-error';
import { type DiscountCodeRow, discountRuleOf } from './discount-code-rows';

/** The code an order took: its id and text, and each line's share of the discount (in the order's lines' order). */
export interface AppliedCode {
  id: string;
  code: string;
  lineDiscountsCents: number[];
}

/**
 * Applies the code the order's checks read and locked (orders/order-checks.ts)
 * to the order's lines, or refuses the order with the reason in Spanish (422,
 * field `discountCode`): docs/product/orders.md, "Discount codes".
 */
export function applyDiscountCode(
  row: DiscountCodeRow | null | undefined,
  lines: readonly PricedLine[],
  now = new Date(),
): AppliedCode | null {
  if (row === undefined) return null;
  if (row === null) throw invalid('discountCode', DISCOUNT_CODE_MESSAGES.unknown);
  const rule = discountRuleOf(row);
  const refusal = discountRefusal(rule, lines, { now, usesCount: row.uses_count, phoneUses: row.phone_uses });
  if (refusal === 'minimum')
    throw invalid('discountCode', DISCOUNT_CODE_MESSAGES.minimum(formatPrice(rule.minPurchaseCents ?? 0)));
  if (refusal) throw invalid('discountCode', DISCOUNT_CODE_MESSAGES[refusal]);
  return { id: row.id, code: row.code, lineDiscountsCents: codeLineDiscounts(rule, lines) };
}
