import {
  codeLineDiscounts,
  DISCOUNT_CODE_MESSAGES,
  type DiscountCodeCheck,
  formatPrice,
  publicApi,
  STORE_PAGE_ROUTES,
} from '@vidriera/core';
import { useEffect, useRef, useState } from 'react';
import { isApiError, request } from '@/lib/api-client';

interface Line {
  variantId: string;
  totalCents: number;
}

/**
 * The cart's discount code (docs/product/orders.md, "Discount codes"): the
 * server says which of the cart's variants it covers and how; the cart splits
 * it over the lines with the same function the server uses (codeLineDiscounts),
 * so the total shown is the one charged. The order applies it again under the
 * code's lock. A change of the cart's products asks again.
 */
export function useDiscountCode(slug: string, lines: Line[]) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<DiscountCodeCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const variantKey = lines
    .map((l) => l.variantId)
    .sort()
    .join(',');
  const checkedKey = useRef('');

  async function check(code: string) {
    if (!code.trim() || lines.length === 0) return;
    setChecking(true);
    setError(null);
    try {
      const answer = await request<DiscountCodeCheck>(
        STORE_PAGE_ROUTES.checkDiscountCode.method,
        publicApi.discountCodeCheck(slug),
        { body: { code, variantIds: lines.map((l) => l.variantId) } },
      );
      checkedKey.current = variantKey;
      setApplied(answer);
    } catch (e) {
      setApplied(null);
      setError(isApiError(e) ? e.message : 'No pudimos revisar el código. Intenta de nuevo.');
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    if (applied && checkedKey.current !== variantKey) void check(applied.code);
    // Only a change of the cart's products asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variantKey]);

  const subtotal = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const belowMinimum = applied?.minPurchaseCents != null && subtotal < applied.minPurchaseCents;
  const lineDiscountsCents =
    applied && !belowMinimum
      ? codeLineDiscounts(
          { kind: applied.kind, value: applied.value, categoryIds: [], productIds: applied.eligibleVariantIds },
          lines.map((l) => ({ totalCents: l.totalCents, productId: l.variantId, categoryIds: [] })),
        )
      : undefined;

  return {
    text,
    setText,
    applied,
    checking,
    error: belowMinimum && applied ? DISCOUNT_CODE_MESSAGES.minimum(formatPrice(applied.minPurchaseCents ?? 0)) : error,
    lineDiscountsCents,
    apply: () => void check(text),
    remove: () => {
      setApplied(null);
      setError(null);
      setText('');
    },
    /** The order body's `discountCode` (sent even below the minimum: the server's refusal then says why). */
    payload: (): { discountCode?: string } => (applied ? { discountCode: applied.code } : {}),
  };
}
