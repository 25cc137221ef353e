import {
  CART_CUSTOMER,
  customerPayload,
  type DeliverySettings,
  type PaymentMethodName,
  priceOrder,
  type TotalStepsInput,
} from '@vidriera/core';
import { useState } from 'react';
import { defineIsland, IslandLegend } from '@/components/island';
import { TotalSteps } from '@/components/total-steps';
import { useFirstRenderDone } from '@/lib/hydration';
import { toast } from '@/lib/toast';
import { CustomerFields } from '../components/customer-fields';
import { DeliveryChoice } from '../components/delivery-choice';
import { DiscountCodeField } from '../components/discount-code-field';
import { LazyOrderConfirmDialog } from '../components/lazy-order-confirm-dialog';
import { OrderDetailsCard } from '../components/order-details-card';
import { PaymentChoice } from '../components/payment-choice';
import { useCart } from '../hooks/use-cart';
import { useCartVariants } from '../hooks/use-cart-variants';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useDeliveryForm } from '../hooks/use-delivery-form';
import { useCarrierQuotes } from '../hooks/use-carrier-quotes';
import { useDiscountCode } from '../hooks/use-discount-code';
import { useWhatsappOrder } from '../hooks/use-whatsapp-order';

const CONFIRM_MAX_LINES = 3;

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
  const { problems, recheck: askAgain } = useCartVariants(slug, cart.items);
  const blocked = live && problems.size > 0;
  /** Asks the server again for the lines' price and stock; false when something must be fixed first. */
  const recheck = async (): Promise<boolean> => {
    const fresh = await askAgain();
    if (!fresh) return true; // Could not ask: the server checks again when the order is created.
    if (fresh.size > 0)
      toast.error('Error', { description: 'Algunos productos de tu carrito cambiaron. Revísalos antes de continuar.' });
    return fresh.size === 0;
  };
  const form = useCustomerForm(CART_CUSTOMER);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodName | undefined>(paymentMethods[0]);
  const code = useDiscountCode(
    slug,
    cart.items.map((line) => ({ variantId: line.variant_id, totalCents: line.price * line.quantity })),
  );
  const codeDiscountCents = (code.lineDiscountsCents ?? []).reduce((a, b) => a + b, 0);
  // Free shipping is judged after the code (priceOrder in packages/core): the same order the server follows.
  const [destination, setDestination] = useState({ postalCode: '', province: '' });
  const quotes = useCarrierQuotes(
    slug,
    carrierShipping,
    cart.items.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })),
    destination,
  );
  const shipping = useDeliveryForm(delivery, cart.totalCents - codeDiscountCents, quotes.carriers);
  if (
    shipping.method === 'shipping' &&
    (shipping.address.postalCode !== destination.postalCode || shipping.address.province !== destination.province)
  )
    setDestination({ postalCode: shipping.address.postalCode, province: shipping.address.province });
  const pricing = priceOrder({
    lineTotalsCents: cart.items.map((line) => line.price * line.quantity),
    codeLineDiscountsCents: code.lineDiscountsCents,
    transferPercent: paymentMethod === 'transfer' ? transferDiscountPercent : null,
    shipping: () => ({ feeCents: shipping.feeCents, free: shipping.quote.kind === 'free' }),
  });
  // The steps every other place shows for the order (totalSteps in packages/core): here, in the confirmation, and after.
  const total: TotalStepsInput = {
    ...pricing,
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
    if (ready) setConfirming(true);
  };

  const confirmOrder = () => {
    const body = {
      items: cart.items.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })),
      ...customerPayload(form.values),
      ...(paymentMethod ? { paymentMethod } : {}),
      ...shipping.payload(),
      ...code.payload(),
    };
    void placeOrder(body, () => {
      setConfirming(false);
      form.reset();
      shipping.reset();
      code.remove();
      cart.clearCart();
    }).then((sent) => {
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
            {hasWhatsapp && blocked && (
              <p className="text-sm text-destructive">
                Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.
              </p>
            )}
          </>
        }
      >
        <CustomerFields form={form} idPrefix="cart" markRequired disabled={isPending} />
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
        {live && cart.items.length > 0 && <TotalSteps {...total} />}
      </OrderDetailsCard>
      <LazyOrderConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        lines={cart.items.map((line) => ({
          key: line.variant_id,
          name: line.name,
          attributes: line.attributes,
          quantity: line.quantity,
          unitPriceCents: line.price,
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
