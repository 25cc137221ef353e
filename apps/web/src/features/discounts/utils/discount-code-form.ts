import {
  centsToAmount,
  type DiscountCodeFormInput,
  discountCodeSchema,
  type DiscountCodeView,
  type DiscountKind,
  parseAmountToCents,
} from '@vidriera/core';

/** The "Nuevo código" / "Editar código" form as typed: money in pesos, dates in the phone's local time. */
export interface DiscountCodeFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minPurchase: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPhone: string;
  categoryIds: string[];
  productIds: string[];
  paused: boolean;
}

export type DiscountCodeFormErrors = Partial<Record<keyof DiscountCodeFormValues, string>>;

/** "2026-12-01T10:00" in the device's time zone, as a datetime-local input holds it. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(code: DiscountCodeView | null): DiscountCodeFormValues {
  return {
    code: code?.code ?? '',
    kind: code?.kind ?? 'percent',
    value: code ? (code.kind === 'percent' ? String(code.value) : centsToAmount(code.value)) : '',
    minPurchase: code?.minPurchaseCents ? centsToAmount(code.minPurchaseCents) : '',
    startsAt: toLocalInput(code?.startsAt ?? null),
    endsAt: toLocalInput(code?.endsAt ?? null),
    maxUses: code?.maxUses ? String(code.maxUses) : '',
    maxUsesPerPhone: code?.maxUsesPerPhone ? String(code.maxUsesPerPhone) : '',
    categoryIds: code?.categoryIds ?? [],
    productIds: code?.productIds ?? [],
    paused: code?.paused ?? false,
  };
}

const FIELD_OF: Record<string, keyof DiscountCodeFormValues> = { minPurchaseCents: 'minPurchase' };
export const formFieldOf = (field: string | undefined): keyof DiscountCodeFormValues | undefined =>
  field ? (FIELD_OF[field] ?? (field as keyof DiscountCodeFormValues)) : undefined;

/** The body the server takes, checked with the server's own schema; or the errors to show by field. */
export function payloadOf(
  v: DiscountCodeFormValues,
): { input: DiscountCodeFormInput } | { errors: DiscountCodeFormErrors } {
  const integer = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const money = (text: string) => (text.trim() === '' ? null : (parseAmountToCents(text) ?? NaN));
  const instant = (text: string) => (text ? new Date(text).toISOString() : null);
  const input = {
    code: v.code,
    kind: v.kind,
    value: (v.kind === 'percent' ? integer(v.value) : money(v.value)) ?? NaN,
    minPurchaseCents: money(v.minPurchase),
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    maxUses: integer(v.maxUses),
    maxUsesPerPhone: integer(v.maxUsesPerPhone),
    categoryIds: v.categoryIds,
    productIds: v.productIds,
    paused: v.paused,
  };
  const parsed = discountCodeSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: DiscountCodeFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
