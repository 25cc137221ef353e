import {
  CART_CUSTOMER,
  customerPayload,
  type DeliverySettings,
  formatPrice,
  type PaymentMethodName,
  priceCart,
  priceOrder,
  promotionHintText,
  type TotalStepsInput,
  wholesaleRefusalText,
} from '@vidriera/core';
import { useState } from 'react';
import { defineIsland, IslandLegend } from '@/components/island';
import { TotalSteps } from '@/components/total-steps';
import { useFirstRenderDone } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { CustomerFields } from '../components/customer-fields';
import { DeliveryChoice } from '../components/delivery-choice';
import { DiscountCodeField } from '../components/discount-code-field';
import { FollowUpConsent } from '../components/follow-up-consent';
import { LazyOrderConfirmDialog } from '../components/lazy-order-confirm-dialog';
import { OrderDetailsCard } from '../components/order-details-card';
import { PaymentChoice } from '../components/payment-choice';
import { useAbandonedCheckout } from '../hooks/use-abandoned-checkout';
import { useCart } from '../hooks/use-cart';
import { useCartDelivery } from '../hooks/use-cart-delivery';
import { useCartVariants } from '../hooks/use-cart-variants';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useDiscountCode } from '../hooks/use-discount-code';
import { useWhatsappOrder } from '../hooks/use-whatsapp-order';
import { measure } from '../lib/measure';

const CONFIRM_MAX_LINES = 3;
const NO_MINIMUM = { minOrderCents: null, minUnits: null };

export interface CartCheckoutProps {
  slug: string;
  hasWhatsapp: boolean;
  /** How the store can be paid; a choice shows when there is more than one. */
  paymentMethods: PaymentMethodName[];
  transferDiscountPercent: number | null;
  /** Pickup points and shipping zones (docs/product/stores.md, "Entregas"). */
  delivery: DeliverySettings;
  /** The store quotes with carriers (docs/product/orders.md, "Envíos por transportista"). */
  carrierShipping?: boolean;
}

/**
 * The cart's order form (docs/product/storefront.md, cart page): the
 * shopper's details, how to pay, delivery, the discount code, the order
 * button and the confirmation. Taken over on use: the server's HTML is its
 * first render, so what only the browser knows (lines that stop the order, the
 * total's steps) shows from the next one.
 */
function CartCheckout({
  slug,
  hasWhatsapp,
  paymentMethods,
  transferDiscountPercent,
  delivery,
  carrierShipping = false,
}: CartCheckoutProps) {
  const cart = useCart(slug);
  const live = useFirstRenderDone();
  // The same check the cart's lines show (hooks/use-cart-variants.ts): asked once for both.
  const { problems, state, recheck: askAgain } = useCartVariants(slug, cart.items);
  // Tiers, promotions and the wholesale minimum with the order's own rules (priceCart in packages/core; ADR 042).
  const minimum = state?.wholesaleMinimum ?? NO_MINIMUM;
  const priced = priceCart(
    cart.items.map((line) => ({ variantId: line.variant_id, price: line.price, quantity: line.quantity })),
    state?.variants ?? [],
    state?.promotions ?? [],
    minimum,
    new Date(),
  );
  const blocked = live && (problems.size > 0 || priced.wholesaleMissing !== null);
  /** Asks the server again for the lines' price and stock; false when something must be fixed first. */
  const recheck = async (): Promise<boolean> => {
    const fresh = await askAgain();
    if (!fresh) return true; // Could not ask: the server checks again when the order is created.
    if (fresh.size > 0)
      toast.error('Error', { description: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.' });
    return fresh.size === 0;
  };
  const form = useCustomerForm(CART_CUSTOMER);
  const items = cart.items.map((line) => ({ variantId: line.variant_id, quantity: line.quantity }));
  const feedIds = cart.items.map((line) => line.sku || line.variant_id);
  const followUp = useAbandonedCheckout(slug, form.values, items);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodName | undefined>(paymentMethods[0]);
  const promotionLines = priced.promotions.lines.map((l) => l.discountCents);
  // The code works on what the promotions left of each line.
  const code = useDiscountCode(
    slug,
    cart.items.map((line, i) => ({
      variantId: line.variant_id,
      totalCents: (priced.lineTotalsCents[i] ?? 0) - (promotionLines[i] ?? 0),
    })),
  );
  const codeDiscountCents = (code.lineDiscountsCents ?? []).reduce((a, b) => a + b, 0);
  const subtotal = priced.lineTotalsCents.reduce((a, b) => a + b, 0);
  // Free shipping is judged after promotions and code (priceOrder in packages/core): the same order the server follows.
  const shipping = useCartDelivery(
    slug,
    delivery,
    carrierShipping,
    items,
    subtotal - priced.promotions.totalCents - codeDiscountCents,
  );
  const pricing = priceOrder({
    lineTotalsCents: priced.lineTotalsCents,
    promotionLineDiscountsCents: promotionLines,
    codeLineDiscountsCents: code.lineDiscountsCents,
    transferPercent: paymentMethod === 'transfer' ? transferDiscountPercent : null,
    shipping: () => ({ feeCents: shipping.feeCents, free: shipping.quote.kind === 'free' }),
  });
  // The steps every other place shows for the order (totalSteps in packages/core): here, in the confirmation, and after.
  const total: TotalStepsInput = {
    ...pricing,
    promotions: priced.promotions.promotions,
    discountCode: code.applied?.code ?? null,
    shipping: shipping.shippingStep,
  };
  const { placeOrder, isPending, isVerifying } = useWhatsappOrder(slug, 'Ocurrió un error al procesar tu pedido.');
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);

  const startOrder = async () => {
    if (cart.items.length === 0) {
      toast.error('Carrito vacío', { description: 'Agrega productos al carrito antes de continuar.' });
      return;
    }
    if (!hasWhatsapp) {
      toast.error('Error', { description: 'No se encontró el número de WhatsApp del vendedor.' });
      return;
    }
    const customerOk = form.validate();
    if (!shipping.validate() || !customerOk) return;
    if (!shipping.reachesAddress()) return;
    setChecking(true);
    const ready = await recheck();
    setChecking(false);
    if (ready) measure({ name: 'InitiateCheckout', valueCents: pricing.totalCents, ids: feedIds });
    if (ready) setConfirming(true);
  };

  const confirmOrder = () => {
    const body = {
      items,
      ...customerPayload(form.values),
      ...(paymentMethod ? { paymentMethod } : {}),
      ...shipping.payload(),
      ...code.payload(),
    };
    void placeOrder(
      body,
      () => {
        setConfirming(false);
        followUp.ordered();
        form.reset();
        shipping.reset();
        code.remove();
        cart.clearCart();
      },
      feedIds,
    ).then((sent) => {
      if (!sent) {
        setConfirming(false);
        void recheck();
      }
    });
  };

  return (
    <>
      <IslandLegend>Hacer el pedido</IslandLegend>
      <OrderDetailsCard
        submitDisabled={isPending || checking || !hasWhatsapp || blocked}
        onSubmit={() => void startOrder()}
        footer={
          <>
            {!hasWhatsapp && (
              <p className="text-sm text-destructive">No se encontró el número de WhatsApp del vendedor.</p>
            )}
            {live && priced.wholesaleMissing && (
              <p className="text-sm text-destructive">
                {wholesaleRefusalText(minimum, priced.wholesaleMissing, formatPrice)}
              </p>
            )}
            {hasWhatsapp && blocked && problems.size > 0 && (
              <p className="text-sm text-destructive">
                Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.
              </p>
            )}
          </>
        }
      >
        <CustomerFields form={form} idPrefix="cart" markRequired disabled={isPending} />
        <FollowUpConsent checked={followUp.ticked} onChange={followUp.setTicked} disabled={isPending} />
        {paymentMethods.length > 1 && (
          <PaymentChoice
            methods={paymentMethods}
            value={paymentMethod}
            onChange={setPaymentMethod}
            transferDiscountPercent={transferDiscountPercent}
            disabled={isPending}
          />
        )}
        <DeliveryChoice form={shipping} idPrefix="cart" disabled={isPending} />
        <DiscountCodeField code={code} disabled={isPending} />
        {live &&
          priced.hints.map((hint) => (
            <p key={hint.id} className="text-sm font-medium text-emerald-700">
              {promotionHintText(hint, formatPrice)}
            </p>
          ))}
        {live && cart.items.length > 0 && <TotalSteps {...total} />}
      </OrderDetailsCard>
      <LazyOrderConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        lines={cart.items.map((line, i) => ({
          key: line.variant_id,
          name: line.name,
          attributes: line.attributes,
          quantity: line.quantity,
          unitPriceCents: priced.unitPricesCents[i] ?? line.price,
        }))}
        maxLines={CONFIRM_MAX_LINES}
        total={total}
        customer={form.values}
        pending={isPending}
        verifying={isVerifying}
        onConfirm={confirmOrder}
      />
    </>
  );
}

export default defineIsland('storefront/cart-checkout', CartCheckout);
