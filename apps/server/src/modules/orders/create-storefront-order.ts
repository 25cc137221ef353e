import { randomUUID } from 'node:crypto';
import { requestHash } from './order-request-hash';
import {
  formatPrice,
  offeredPaymentMethods,
  PAYMENT_METHOD_NOT_OFFERED,
  type PaymentMethodName,
  priceOrder,
  type StorefrontOrderInput,
  totalStepLines,
} from '@vidriera/core';
import { type Database, withLocksOnBegin } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, conflict, invalid } from '../../shared/app-error';
import { isUniqueViolation } from '../../shared/db-errors';
import { enqueueCheckout } from './online-checkout';
import type { StoreForOrder } from './store-for-order';
import { reservationExpiry } from '../stock/reservations';
import { newOrderMailInsert } from './order-mail-jobs';
import { readOrderChecks, shopperLockKeys } from './order-checks';
import { insertPendingOrder } from './insert-pending-order';
import { decideDelivery } from './order-delivery';
import { requoteCarrier } from './carrier-delivery';
import type { CarrierDeps } from '../carriers/carrier-accounts';
import { applyDiscountCode } from '../discounts/apply-discount-code';
import {
  assertShopperWithinLimits,
  assertWithinReservedShare,
  assertWithinUnitCap,
  fitsUnopenedCeiling,
  type Shopper,
} from './reservation-policy';
import { shopperToken, shopperTokenHash } from './shopper-link';
import { type OrderLinks, orderResult, replay, type StorefrontOrderResult } from './storefront-order-result';

export const NO_SELLER_WHATSAPP = 'No se encontró el número de WhatsApp del vendedor.';

/**
 * How the shopper pays: the method they chose among the store's offered ones
 * (none when they did not say: the seller agrees it with them), and the
 * transfer discount's percent when they pay by transfer (priceOrder in
 * packages/core takes it off the lines less the code's discount).
 */
export function choosePayment(store: StoreForOrder, chosen: PaymentMethodName | undefined) {
  const offered = offeredPaymentMethods({ paymentMethods: store.payment_methods, cbu: store.cbu });
  if (chosen && !offered.includes(chosen)) throw invalid('paymentMethod', PAYMENT_METHOD_NOT_OFFERED);
  const method = chosen ?? null;
  return { method, transferPercent: method === 'transfer' ? store.transfer_discount_percent : null };
}

/** Who places an order, the per-address limit that applies (null: none, RATE_LIMIT=false) and the proof of work they sent. */
export interface OrderPlacement {
  shopper: Shopper;
  addressLimit: number | null;
  /** The solved challenge of the X-Altcha header, if any (order-challenge.ts). */
  challengeSolution?: string | undefined;
  /** RESERVATION_TTL: the longest a reservation lasts (once the seller opens the order). */
  reservationSeconds: number;
  links: OrderLinks;
  /** The carriers' clients: an order choosing a carrier is quoted again before its transaction (carrier-delivery.ts). */
  carriers?: CarrierDeps;
}

/**
 * A shopper's order: prices from the database, units reserved until the seller
 * confirms (for the store's unopened-order time, RESERVATION_TTL once the
 * seller opened it), all in one transaction that holds the store's
 * reservation policy (reservation-policy.ts) and locks the variants, so no two
 * orders can take the same unit. A retry of a saved order answers it again and
 * counts for nothing.
 */
export async function createStorefrontOrder(
  db: Kysely<Database>,
  store: StoreForOrder,
  input: StorefrontOrderInput,
  idempotencyKey: string,
  placement: OrderPlacement,
): Promise<StorefrontOrderResult> {
  if (!store.whatsapp_number) throw conflict('NO_SELLER_WHATSAPP', NO_SELLER_WHATSAPP);
  const hash = requestHash(input);
  const { links } = placement;
  const existing = store.saved_order_id === null ? undefined : await replay(db, store, idempotencyKey, hash, links);
  if (existing) return existing;

  // A carrier choice only: quoted again before the transaction (day cache or carrier, within its limit); the flat zones' path is untouched.
  const carrierChoice = await requoteCarrier(placement.carriers, db, store, input.items, input.delivery);
  const carrier =
    carrierChoice && store.carrier_settings ? { choice: carrierChoice, settings: store.carrier_settings } : null;
  try {
    // Five round trips in all: the store (its route's look-up, orderStore in store-for-order.ts), BEGIN with the shopper's locks, the checks, the insert, COMMIT.
    const variantIds = input.items.map((i) => i.variantId);
    return await withLocksOnBegin(shopperLockKeys(store.id, placement.shopper, variantIds), () =>
      db.transaction().execute(async (trx) => {
        const { counts, variants, held, unopened, discount } = await readOrderChecks(
          trx,
          store,
          placement.shopper,
          input.items.map((i) => i.variantId),
          input.discountCode,
        );
        await assertShopperWithinLimits(trx, store, counts, {
          addressLimit: placement.addressLimit,
          solution: placement.challengeSolution,
          secret: links.secret,
        });
        const lines = input.items.map(({ variantId, quantity }, index) => {
          const variant = variants.get(variantId);
          if (!variant || !variant.variant_active || !variant.product_active) {
            throw invalid(`items.${index}.variantId`, 'Uno de los productos ya no está disponible. Revisa tu carrito.');
          }
          assertWithinUnitCap(store, { quantity, productName: variant.product_name, index });
          const { available } = variant;
          if (available !== null && quantity > available) {
            throw apiError(
              'INSUFFICIENT_STOCK',
              available === 0
                ? `${variant.product_name} ya no tiene stock disponible.`
                : `${available === 1 ? 'Solo hay 1 unidad disponible.' : `Solo hay ${available} unidades disponibles.`} Ajusta la cantidad de ${variant.product_name}.`,
              `items.${index}.quantity`,
            );
          }
          return { variant, quantity };
        });
        if (placement.addressLimit !== null) {
          const tracked = lines.flatMap(({ variant, quantity }, index) =>
            variant.tracked
              ? [{ variantId: variant.id, quantity, stock: variant.stock, productName: variant.product_name, index }]
              : [],
          );
          assertWithinReservedShare(store, held, tracked);
        }
        // Past the store-wide ceiling the order is still taken, "sin reserva": it holds no units (docs/product/orders.md).
        const reserves =
          placement.addressLimit === null ||
          fitsUnopenedCeiling(
            store,
            unopened,
            lines.flatMap(({ variant, quantity }) =>
              variant.tracked ? [{ variantId: variant.id, quantity, stock: variant.stock }] : [],
            ),
          );
        const priced = lines.map(({ variant, quantity }) => ({
          totalCents: variant.unit_price * quantity,
          productId: variant.product_id,
          categoryIds: variant.category_ids,
        }));
        const code = applyDiscountCode(discount, priced);
        const payment = choosePayment(store, input.paymentMethod);
        // The fee from the store's zones and the address, never from the browser; "a convenir" adds nothing until the seller sets it.
        let delivery = decideDelivery(store.delivery_settings, input.delivery, 0, carrier);
        // Code, free shipping, transfer discount, fee: in the one order priceOrder documents (docs/product/orders.md, "How the total is made").
        const pricing = priceOrder({
          lineTotalsCents: priced.map((l) => l.totalCents),
          codeLineDiscountsCents: code?.lineDiscountsCents,
          transferPercent: payment.transferPercent,
          shipping: (goodsCents) => {
            delivery = decideDelivery(store.delivery_settings, input.delivery, goodsCents, carrier);
            return {
              feeCents: delivery.feeCents,
              free: delivery.delivery?.method === 'shipping' && delivery.delivery.free,
            };
          },
        });
        const { totalCents } = pricing;
        // Short until the seller opens the order (orders/open-order.ts lengthens it): a hoard nobody looks at lapses soon.
        const expiresAt = reservationExpiry(
          Math.min(placement.reservationSeconds, store.unopened_reservation_minutes * 60),
        );
        const id = randomUUID();
        const order = await insertPendingOrder(trx, store.id, {
          id,
          input,
          shopper: placement.shopper,
          totalCents,
          paymentMethod: payment.method,
          discountCents: pricing.transferDiscountCents,
          code: code && {
            id: code.id,
            code: code.code,
            discountCents: pricing.codeDiscountCents,
            lineDiscountsCents: code.lineDiscountsCents,
          },
          delivery,
          tokenHash: shopperTokenHash(shopperToken(links.secret, id)),
          idempotencyKey,
          hash,
          expiresAt,
          reserves,
          lines,
          ownerMail: newOrderMailInsert(store, links.publicUrl, {
            id,
            customerName: input.customerName,
            customerPhone: input.customerPhone,
            customerEmail: input.customerEmail ?? null,
            paymentMethod: payment.method,
            totalCents,
            delivery,
            totalLines: totalStepLines(
              {
                ...pricing,
                discountCode: code?.code ?? null,
                shipping:
                  delivery.delivery?.method === 'shipping'
                    ? { feeCents: delivery.feeCents, free: delivery.delivery.free }
                    : null,
              },
              formatPrice,
            ),
            reservedUntil: reserves && lines.some((l) => l.variant.tracked) ? expiresAt : null,
            withoutReservation: !reserves,
            lines: lines.map(({ variant, quantity }) => ({
              productName: variant.product_name,
              attributes: variant.attributes,
              quantity,
              unitPriceCents: variant.unit_price,
            })),
          }),
        });
        // Paid with a connected Mercado Pago: its Checkout Pro preference is made after the commit, from this order's rows (mercado-pago/checkout-preference.ts).
        if (payment.method === 'mercadopago' && store.mercado_pago_connected)
          await enqueueCheckout(trx, { storeId: store.id, orderId: id });
        return orderResult(
          store,
          order,
          lines.map(({ variant, quantity }) => ({
            productName: variant.product_name,
            attributes: variant.attributes,
            quantity,
            unitPriceCents: variant.unit_price,
          })),
          links,
        );
      }),
    );
  } catch (error) {
    // A concurrent retry with the same key committed first: answer with its order.
    if (isUniqueViolation(error, 'orders_store_id_idempotency_key_key')) {
      const again = await replay(db, store, idempotencyKey, hash, links);
      if (again) return again;
    }
    throw error;
  }
}
