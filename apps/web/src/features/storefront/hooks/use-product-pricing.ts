import { type CartPricing, priceCart, priceOrder, type TotalStepsInput } from '@vidriera/core';
import { useEffect, useState } from 'react';
import { getCartVariants } from '../api/get-cart-variants';
import type { CartState } from './use-cart-variants';

const NO_MINIMUM = { minOrderCents: null, minUnits: null };

/**
 * The product page's order priced as the cart and the server price it (priceCart in packages/core; ADR 042): the
 * variant's wholesale tier for the quantity, the store's running promotions and its wholesale minimum, asked of
 * the server for the chosen variant alone (its own question: the cart's lines are another). Until the answer
 * arrives, or when it cannot be asked, the line is at the variant's price and the server decides when ordering.
 */
export function useProductPricing(
  slug: string,
  variant: { id: string; finalPriceCents: number } | null,
  quantity: number,
): CartPricing & { minimum: CartState['wholesaleMinimum'] } {
  const [state, setState] = useState<{ id: string; answer: CartState } | null>(null);
  const id = variant?.id ?? null;
  useEffect(() => {
    if (!id) return;
    const request = new AbortController();
    getCartVariants(slug, [id], request.signal).then(
      (answer) => setState({ id, answer }),
      () => undefined,
    );
    return () => request.abort();
  }, [slug, id]);
  const answer = state && state.id === id ? state.answer : null;
  const minimum = answer?.wholesaleMinimum ?? NO_MINIMUM;
  const lines = variant ? [{ variantId: variant.id, price: variant.finalPriceCents, quantity }] : [];
  return {
    ...priceCart(lines, answer?.variants ?? [], answer?.promotions ?? [], minimum, new Date()),
    minimum,
  };
}

/** The order's total as steps (totalSteps in packages/core): promotions, then delivery; no code or transfer discount here. */
export function productOrderTotal(
  priced: CartPricing,
  shippingStep: TotalStepsInput['shipping'],
  feeCents: number,
  free: boolean,
): TotalStepsInput {
  const pricing = priceOrder({
    lineTotalsCents: priced.lineTotalsCents,
    promotionLineDiscountsCents: priced.promotions.lines.map((l) => l.discountCents),
    transferPercent: null,
    shipping: () => ({ feeCents, free }),
  });
  return {
    ...pricing,
    promotions: priced.promotions.promotions,
    discountCode: null,
    shipping: shippingStep,
  };
}
