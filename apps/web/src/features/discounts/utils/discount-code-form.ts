import {
  centsToAmount,
  type DiscountCodeFormInput,
  discountCodeSchema,
  type DiscountCodeView,
  type DiscountKind,
} from '@vidriera/core';
import { centsOf, checkedOffer, instantOf, integerOf, offerFieldOf, toLocalInput } from './offer-form-fields';

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

export const formFieldOf = offerFieldOf<DiscountCodeFormValues>;

/** The body the server takes, checked with the server's own schema; or the errors to show by field. */
export function payloadOf(
  v: DiscountCodeFormValues,
): { input: DiscountCodeFormInput } | { errors: DiscountCodeFormErrors } {
  const input = {
    code: v.code,
    kind: v.kind,
    value: (v.kind === 'percent' ? integerOf(v.value) : centsOf(v.value)) ?? NaN,
    minPurchaseCents: centsOf(v.minPurchase),
    startsAt: instantOf(v.startsAt),
    endsAt: instantOf(v.endsAt),
    maxUses: integerOf(v.maxUses),
    maxUsesPerPhone: integerOf(v.maxUsesPerPhone),
    categoryIds: v.categoryIds,
    productIds: v.productIds,
    paused: v.paused,
  };
  return checkedOffer<DiscountCodeFormValues, DiscountCodeFormInput>(discountCodeSchema, input);
}
