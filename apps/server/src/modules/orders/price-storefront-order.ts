import {
  applyPromotions,
  type AppliedPromotions,
  formatPrice,
  type OrderPricing,
  priceOrder,
  type StorefrontOrderInput,
  wholesaleRefusalText,
  wholesaleShortfall,
  wholesaleUnitPrices,
} from '@vidriera/core';
import { invalid } from '../../shared/app-error';
import { type AppliedCode, applyDiscountCode } from '../discounts/apply-discount-code';
import type { DiscountCodeRow } from '../discounts/discount-code-rows';
import { promotionRuleOf, type PromotionRow } from '../discounts/promotion-rows';
import { choosePayment } from './choose-payment';
import { type DecidedDelivery, decideDelivery } from './order-delivery';
import type { LockedVariant } from './order-snapshot';
import type { StoreForOrder } from './store-for-order';

/** A storefront order's figures, decided by the server alone (docs/product/orders.md, "How the total is made"). */
export interface PricedStorefrontOrder {
  /** Each line's unit price after its wholesale tier. */
  unitPrices: number[];
  promotions: AppliedPromotions;
  code: AppliedCode | null;
  payment: ReturnType<typeof choosePayment>;
  delivery: DecidedDelivery;
  pricing: OrderPricing;
}

/**
 * Prices the order's locked lines: each at its wholesale tier, the store's
 * wholesale minimum judged on them (422 on `items` below it), the best
 * combination of the running promotions, the code on what they left, then
 * free shipping, the transfer discount and the fee (priceOrder).
 */
export function priceStorefrontOrder(
  store: StoreForOrder,
  input: StorefrontOrderInput,
  lines: readonly { variant: LockedVariant; quantity: number }[],
  read: {
    discount?: DiscountCodeRow | null | undefined;
    promotions: readonly PromotionRow[];
    /** A carrier's quote chosen and quoted again by the server (carrier-delivery.ts). */
    carrier?: Parameters<typeof decideDelivery>[3];
  },
  now = new Date(),
): PricedStorefrontOrder {
  const unitPrices = wholesaleUnitPrices(
    lines.map(({ variant, quantity }) => ({
      variantId: variant.id,
      productId: variant.product_id,
      baseUnitCents: variant.unit_price,
      quantity,
      variantTiers: variant.variant_tiers,
      productTiers: variant.product_tiers,
    })),
  );
  const lineTotals = lines.map((l, i) => (unitPrices[i] ?? 0) * l.quantity);
  const minimum = {
    minOrderCents: store.wholesale_min_order_cents === null ? null : Number(store.wholesale_min_order_cents),
    minUnits: store.wholesale_min_units,
  };
  const missing = wholesaleShortfall(
    minimum,
    lineTotals.reduce((a, b) => a + b, 0),
    lines.reduce((a, l) => a + l.quantity, 0),
  );
  if (missing) throw invalid('items', wholesaleRefusalText(minimum, missing, formatPrice));
  const promotions = applyPromotions(
    read.promotions.map(promotionRuleOf),
    lines.map(({ variant, quantity }, i) => ({
      unitPriceCents: unitPrices[i] ?? 0,
      quantity,
      productId: variant.product_id,
      categoryIds: variant.category_ids,
    })),
    now,
  );
  const promotionLines = promotions.lines.map((l) => l.discountCents);
  // The code works on what the promotions left of each line (ADR 042).
  const code = applyDiscountCode(
    read.discount,
    lines.map(({ variant }, i) => ({
      totalCents: (lineTotals[i] ?? 0) - (promotionLines[i] ?? 0),
      productId: variant.product_id,
      categoryIds: variant.category_ids,
    })),
    now,
  );
  const payment = choosePayment(store, input.paymentMethod);
  // The fee from the store's zones and the address, never from the browser; "a convenir" adds nothing until the seller sets it.
  let delivery = decideDelivery(store.delivery_settings, input.delivery, 0, read.carrier);
  const pricing = priceOrder({
    lineTotalsCents: lineTotals,
    promotionLineDiscountsCents: promotionLines,
    codeLineDiscountsCents: code?.lineDiscountsCents,
    transferPercent: payment.transferPercent,
    shipping: (goodsCents) => {
      delivery = decideDelivery(store.delivery_settings, input.delivery, goodsCents, read.carrier);
      return {
        feeCents: delivery.feeCents,
        free: delivery.delivery?.method === 'shipping' && delivery.delivery.free,
      };
    },
  });
  return { unitPrices, promotions, code, payment, delivery, pricing };
}

/** An order's line as it is sold: at its tier's price, with the promotion it took (null: none). */
export interface SoldLine {
  variant: LockedVariant;
  quantity: number;
  promotion: { id: string; name: string; discountCents: number } | null;
}

export function soldLines(
  lines: readonly { variant: LockedVariant; quantity: number }[],
  unitPrices: readonly number[],
  promotions: AppliedPromotions,
): SoldLine[] {
  const names = new Map(promotions.promotions.map((p) => [p.id, p.name]));
  return lines.map(({ variant, quantity }, i) => {
    const taken = promotions.lines[i];
    const name = taken?.promotionId ? names.get(taken.promotionId) : undefined;
    return {
      variant: { ...variant, unit_price: unitPrices[i] ?? variant.unit_price },
      quantity,
      promotion:
        taken?.promotionId && name !== undefined
          ? { id: taken.promotionId, name, discountCents: taken.discountCents }
          : null,
    };
  });
}

/** A sold line as the WhatsApp message and the e-mails write it. */
export function messageLine({ variant, quantity, promotion }: SoldLine) {
  return {
    productName: variant.product_name,
    attributes: variant.attributes,
    quantity,
    unitPriceCents: variant.unit_price,
    promotionName: promotion?.name ?? null,
    promotionDiscountCents: promotion?.discountCents ?? 0,
  };
}
