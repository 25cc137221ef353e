import { v7 as timeOrderedId } from 'uuid';
import { formatPrice, type StorefrontOrderInput, totalStepLines } from '@vidriera/core';
import { type Database, withLocksOnBegin } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, conflict, invalid } from '../../shared/app-error';
export { choosePayment } from './choose-payment';
import { isUniqueViolation, retryLockConflicts } from '../../shared/db-errors';
import { enqueueCheckout } from './online-checkout';
import type { StoreForOrder } from './store-for-order';
import { reservationExpiry } from '../stock/reservations';
import type { PurchaseContext } from '../measurement/meta-purchase';
import { newOrderMailInsert } from './order-mail-jobs';
import { readOrderChecks, shopperLockKeys } from './order-checks';
import { insertPendingOrder } from './insert-pending-order';
import { messageLine, priceStorefrontOrder, soldLines } from './price-storefront-order';
import { requestHash } from './order-request-hash';
import { requoteCarrier } from './carrier-delivery';
import type { CarrierDeps } from '../carriers/carrier-accounts';
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

/** The refusal of a line whose variant has no unit left. */
const noStockLeft = (productName: string, index: number) =>
  apiError('INSUFFICIENT_STOCK', `${productName} ya no tiene stock disponible.`, `items.${index}.quantity`);

/** Who places an order, the per-address limit that applies (null: none, RATE_LIMIT=false) and the proof of work they sent. */
export interface OrderPlacement {
  shopper: Shopper;
  addressLimit: number | null;
  /** The solved challenge of the X-Altcha header, if any (order-challenge.ts). */
  challengeSolution?: string | undefined;
  /** RESERVATION_TTL: the longest a reservation lasts (once the seller opens the order). */
  reservationSeconds: number;
  links: OrderLinks;
  purchase?: PurchaseContext; // Her consent and browser, for Meta's Conversions API (measurement/meta-purchase.ts).
  carriers?: CarrierDeps; // An order choosing a carrier is quoted again before its transaction (carrier-delivery.ts).
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
  const soldOut = input.items.findIndex((item) => store.sold_out.some((v) => v.id === item.variantId));
  if (soldOut >= 0) {
    const variant = store.sold_out.find((v) => v.id === input.items[soldOut]?.variantId);
    throw noStockLeft(variant?.name ?? '', soldOut);
  }
  // A carrier choice only: quoted again before the transaction (day cache or carrier, within its limit); the flat zones' path is untouched.
  const carrierChoice = await requoteCarrier(placement.carriers, db, store, input.items, input.delivery);
  const carrier =
    carrierChoice && store.carrier_settings ? { choice: carrierChoice, settings: store.carrier_settings } : null;

  try {
    // Five round trips in all: the store (its route's look-up, orderStore in store-for-order.ts), BEGIN with the shopper's locks, the checks, the insert, COMMIT.
    const variantIds = input.items.map((i) => i.variantId);
    // A deadlock or serialization conflict changed nothing: the whole transaction runs again (db-errors.ts).
    return await retryLockConflicts(() =>
      withLocksOnBegin(shopperLockKeys(store.id, placement.shopper, variantIds), () =>
        db.transaction().execute(async (trx) => {
          const {
            counts,
            variants,
            held,
            unopened,
            discount,
            promotions: running,
          } = await readOrderChecks(
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
              throw invalid(
                `items.${index}.variantId`,
                'Uno de los productos ya no está disponible. Revisa tu carrito.',
              );
            }
            assertWithinUnitCap(store, { quantity, productName: variant.product_name, index });
            const { available } = variant;
            if (available !== null && quantity > available) {
              if (available === 0) throw noStockLeft(variant.product_name, index);
              throw apiError(
                'INSUFFICIENT_STOCK',
                `${available === 1 ? 'Solo hay 1 unidad disponible.' : `Solo hay ${available} unidades disponibles.`} Ajusta la cantidad de ${variant.product_name}.`,
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
          const { unitPrices, promotions, code, payment, delivery, pricing } = priceStorefrontOrder(
            store,
            input,
            lines,
            {
              discount,
              promotions: running,
              carrier,
            },
          );
          const { totalCents } = pricing;
          // Each line at its tier's price, with the promotion it took (ADR 042).
          const sold = soldLines(lines, unitPrices, promotions);
          // Short until the seller opens the order (orders/open-order.ts lengthens it): a hoard nobody looks at lapses soon.
          const expiresAt = reservationExpiry(
            Math.min(placement.reservationSeconds, store.unopened_reservation_minutes * 60),
          );
          // Time-ordered, as the database's own ids of the rows an order writes (migration 061).
          const id = timeOrderedId();
          const order = await insertPendingOrder(trx, store.id, {
            id,
            input,
            shopper: placement.shopper,
            totalCents,
            paymentMethod: payment.method,
            discountCents: pricing.transferDiscountCents,
            promotionDiscountCents: pricing.promotionDiscountCents,
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
            lines: sold,
            purchase: placement.purchase,
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
                  promotions: promotions.promotions,
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
              lines: sold.map(messageLine),
            }),
          });
          // Paid with a connected Mercado Pago: its Checkout Pro preference is made after the commit, from this order's rows (mercado-pago/checkout-preference.ts).
          if (payment.method === 'mercadopago' && store.mercado_pago_connected)
            await enqueueCheckout(trx, { storeId: store.id, orderId: id });
          return orderResult(store, order, sold.map(messageLine), links);
        }),
      ),
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
