import { CART_CUSTOMER, customerPayload, type DeliverySettings, type PaymentMethodName, formatPrice, priceOrder } from '@vidriera/core';
import { TotalSteps } from '@/components/total-steps';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Cart } from '../hooks/use-cart';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useDeliveryForm } from '../hooks/use-delivery-form';
import { useWhatsappOrder } from '../hooks/use-whatsapp-order';
import { CustomerFields } from './customer-fields';
import { DeliveryChoice } from './delivery-choice';
import { DiscountCodeField } from './discount-code-field';
import { useDiscountCode } from '../hooks/use-discount-code';
import { LazyOrderConfirmDialog } from './lazy-order-confirm-dialog';
import { OrderDetailsCard } from './order-details-card';
import { PaymentChoice } from './payment-choice';

const CONFIRM_MAX_LINES = 3;

interface CartCheckoutProps {
  cart: Cart;
  slug: string;
  hasWhatsapp: boolean;
  /** How the store can be paid; a choice shows when there is more than one. */
  paymentMethods: PaymentMethodName[];
  transferDiscountPercent: number | null;
  /** Pickup points and shipping zones (docs/product/stores.md, "Entregas"). */
  delivery: DeliverySettings;
  /** Lines that stop the order (gone or short of stock). */
  blocked: boolean;
  /** Asks the server again for the lines' price and stock; resolves false when something must be fixed first. */
  recheck: () => Promise<boolean>;
}

/** The shopper's details, the order button and the confirmation (docs/product/storefront.md, cart page). */
export function CartCheckout({ cart, slug, hasWhatsapp, paymentMethods, transferDiscountPercent, delivery, blocked, recheck }: CartCheckoutProps) {
  const form = useCustomerForm(CART_CUSTOMER);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodName | undefined>(paymentMethods[0]);
  const code = useDiscountCode(
    slug,
    cart.items.map((line) => ({ variantId: line.variant_id, totalCents: line.price * line.quantity })),
  );
  const codeDiscountCents = (code.lineDiscountsCents ?? []).reduce((a, b) => a + b, 0);
  // Free shipping is judged after the code (priceOrder in packages/core): the same order the server follows.
  const shipping = useDeliveryForm(delivery, cart.totalCents - codeDiscountCents);
  const pricing = priceOrder({
    lineTotalsCents: cart.items.map((line) => line.price * line.quantity),
    codeLineDiscountsCents: code.lineDiscountsCents,
    transferPercent: paymentMethod === 'transfer' ? transferDiscountPercent : null,
    shipping: () => ({ feeCents: shipping.feeCents, free: shipping.quote.kind === 'free' }),
  });
  const { totalCents } = pricing;
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
    if (shipping.quote.kind === 'no-zone') {
      toast.error('Dirección fuera de zona', { description: 'Esta tienda no hace envíos a esa dirección. Revisa la dirección o elige retiro en el local.' });
      return;
    }
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
      <OrderDetailsCard
        submitDisabled={isPending || checking || !hasWhatsapp || blocked}
        onSubmit={() => void startOrder()}
        footer={
          <>
            {!hasWhatsapp && <p className="text-sm text-destructive">No se encontró el número de WhatsApp del vendedor.</p>}
            {hasWhatsapp && blocked && (
              <p className="text-sm text-destructive">Hay productos sin stock suficiente o que ya no están disponibles. Corrígelos para continuar.</p>
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
        {totalCents !== cart.totalCents && (
          <TotalSteps
            subtotalCents={pricing.subtotalCents}
            codeDiscountCents={pricing.codeDiscountCents}
            discountCode={code.applied?.code ?? null}
            transferDiscountCents={pricing.transferDiscountCents}
            shippingText={shipping.quote.kind === 'fee' ? formatPrice(shipping.quote.feeCents) : shipping.quote.kind === 'free' ? 'Envío gratis' : null}
            totalCents={totalCents}
          />
        )}
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
        totalCents={totalCents}
        customer={form.values}
        pending={isPending}
        verifying={isVerifying}
        onConfirm={confirmOrder}
      />
    </>
  );
}
