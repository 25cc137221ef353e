import {
  centsToAmount,
  parseAmountToCents,
  type PromotionFormInput,
  type PromotionKind,
  promotionSchema,
  type PromotionView,
} from '@vidriera/core';

/** The "Nueva promoción" form as typed: money in pesos, dates in the phone's local time. */
export interface PromotionFormValues {
  name: string;
  kind: PromotionKind;
  buyQuantity: string;
  payQuantity: string;
  value: string;
  minPurchase: string;
  minQuantity: string;
  maxPerOrder: string;
  startsAt: string;
  endsAt: string;
  categoryIds: string[];
  productIds: string[];
  paused: boolean;
}

export type PromotionFormErrors = Partial<Record<keyof PromotionFormValues, string>>;

export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  bundle: 'Lleva X, paga Y (2×1, 3×2)',
  nth_unit: 'La N-ésima unidad con descuento',
  percent: 'Porcentaje de descuento',
  fixed: 'Monto de descuento',
};

function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function promotionValuesOf(p: PromotionView | null): PromotionFormValues {
  return {
    name: p?.name ?? '',
    kind: p?.kind ?? 'bundle',
    buyQuantity: text(p?.buyQuantity ?? (p ? null : 3)),
    payQuantity: text(p?.payQuantity ?? (p ? null : 2)),
    value: p ? (p.kind === 'fixed' ? centsToAmount(p.value) : p.kind === 'bundle' ? '' : String(p.value)) : '',
    minPurchase: p?.minPurchaseCents ? centsToAmount(p.minPurchaseCents) : '',
    minQuantity: text(p?.minQuantity),
    maxPerOrder: text(p?.maxPerOrder),
    startsAt: toLocalInput(p?.startsAt ?? null),
    endsAt: toLocalInput(p?.endsAt ?? null),
    categoryIds: p?.categoryIds ?? [],
    productIds: p?.productIds ?? [],
    paused: p?.paused ?? false,
  };
}

const FIELD_OF: Record<string, keyof PromotionFormValues> = { minPurchaseCents: 'minPurchase' };
export const promotionFieldOf = (field: string | undefined): keyof PromotionFormValues | undefined =>
  field ? (FIELD_OF[field] ?? (field as keyof PromotionFormValues)) : undefined;

/** The body the server takes, checked with the server's own schema; or the errors to show by field. */
export function promotionPayloadOf(
  v: PromotionFormValues,
): { input: PromotionFormInput } | { errors: PromotionFormErrors } {
  const integer = (t: string) => (t.trim() === '' ? null : /^\d+$/.test(t.trim()) ? Number(t.trim()) : NaN);
  const money = (t: string) => (t.trim() === '' ? null : (parseAmountToCents(t) ?? NaN));
  const instant = (t: string) => (t ? new Date(t).toISOString() : null);
  const input = {
    name: v.name,
    kind: v.kind,
    buyQuantity: v.kind === 'bundle' || v.kind === 'nth_unit' ? integer(v.buyQuantity) : null,
    payQuantity: v.kind === 'bundle' ? integer(v.payQuantity) : null,
    value: v.kind === 'bundle' ? 0 : ((v.kind === 'fixed' ? money(v.value) : integer(v.value)) ?? NaN),
    minPurchaseCents: money(v.minPurchase),
    minQuantity: integer(v.minQuantity),
    maxPerOrder: integer(v.maxPerOrder),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    categoryIds: v.categoryIds,
    productIds: v.productIds,
    paused: v.paused,
  };
  const parsed = promotionSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: PromotionFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = promotionFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
