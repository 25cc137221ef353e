import {
  centsToAmount,
  type PromotionFormInput,
  type PromotionKind,
  promotionSchema,
  type PromotionView,
} from '@vidriera/core';
import { centsOf, checkedOffer, instantOf, integerOf, offerFieldOf, toLocalInput } from './offer-form-fields';

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

export const promotionFieldOf = offerFieldOf<PromotionFormValues>;

/** The body the server takes, checked with the server's own schema; or the errors to show by field. */
export function promotionPayloadOf(
  v: PromotionFormValues,
): { input: PromotionFormInput } | { errors: PromotionFormErrors } {
  const input = {
    name: v.name,
    kind: v.kind,
    buyQuantity: v.kind === 'bundle' || v.kind === 'nth_unit' ? integerOf(v.buyQuantity) : null,
    payQuantity: v.kind === 'bundle' ? integerOf(v.payQuantity) : null,
    value: v.kind === 'bundle' ? 0 : ((v.kind === 'fixed' ? centsOf(v.value) : integerOf(v.value)) ?? NaN),
    minPurchaseCents: centsOf(v.minPurchase),
    minQuantity: integerOf(v.minQuantity),
    maxPerOrder: integerOf(v.maxPerOrder),
    startsAt: instantOf(v.startsAt),
    endsAt: instantOf(v.endsAt),
    categoryIds: v.categoryIds,
    productIds: v.productIds,
    paused: v.paused,
  };
  return checkedOffer<PromotionFormValues, PromotionFormInput>(promotionSchema, input);
}
