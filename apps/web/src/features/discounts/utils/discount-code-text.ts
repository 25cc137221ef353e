import { DISCOUNT_CODE_STATE_LABELS, type DiscountCodeView, formatPrice } from '@vidriera/core';

/** "10 %" or "$1.500,00". */
export function discountValueText(code: Pick<DiscountCodeView, 'kind' | 'value'>): string {
  return code.kind === 'percent' ? `${code.value} %` : formatPrice(code.value);
}

/** "3 / 10" or "3 / sin límite". */
export function discountUsesText(code: Pick<DiscountCodeView, 'usesCount' | 'maxUses'>): string {
  return `${code.usesCount} / ${code.maxUses ?? 'sin límite'}`;
}

export const discountStateText = (code: Pick<DiscountCodeView, 'state'>) => DISCOUNT_CODE_STATE_LABELS[code.state];

export const DISCOUNT_KIND_LABELS = { percent: 'Porcentaje', fixed: 'Monto fijo' } as const;
