import {
  customerPayload,
  type DeliverySettings,
  formatPrice,
  PRODUCT_PAGE_CUSTOMER,
  promotionHintText,
  type PublicProduct,
  whatsappLink,
  wholesaleRefusalText,
} from '@vidriera/core';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { defineIsland, IslandLegend } from '@/components/island';
import { TotalSteps } from '@/components/total-steps';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { CustomerFields } from '../components/customer-fields';
import { DeliveryChoice } from '../components/delivery-choice';
import { LazyOrderConfirmDialog } from '../components/lazy-order-confirm-dialog';
import { OrderDetailsCard } from '../components/order-details-card';
import { StockCard } from '../components/stock-card';
import { VariantSelector } from '../components/variant-selector';
import { useCart } from '../hooks/use-cart';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useDeliveryForm } from '../hooks/use-delivery-form';
import { useCarrierQuotes } from '../hooks/use-carrier-quotes';
import { productOrderTotal, useProductPricing } from '../hooks/use-product-pricing';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { useWhatsappOrder } from '../hooks/use-whatsapp-order';
import { setChosenPicture } from '../lib/chosen-picture';
import { chosenPicture } from '../lib/variant-selection';
import { setChosenPrice } from '../lib/chosen-price';
import { feedItemId, measure } from '../lib/measure';

export interface ProductPurchaseProps {
  slug: string;
  product: PublicProduct;
  /** The variant the page's address preselects (`?variante=`), else null. */
  variantId: string | null;
  /** The seller's WhatsApp number; without one there is no order form. */
  whatsappNumber: string | null;
  /** Pickup points and shipping zones (docs/product/stores.md, "Entregas"). */
  delivery: DeliverySettings;
  /** The store quotes with carriers (docs/product/orders.md, "Envíos por transportista"). */
  carrierShipping?: boolean;
}

/** Choosing the variant and quantity, then adding to the cart or ordering this product by WhatsApp. */
function ProductPurchase({
  slug,
  product,
  variantId,
  whatsappNumber,
  delivery,
  carrierShipping = false,
}: ProductPurchaseProps) {
  const choice = useVariantChoice(product, variantId);
  const {
    attributes,
    selection,
    complete,
    variant,
    available,
    quantity: units,
    setQuantity,
    chosenAttributes,
    onChoose,
  } = choice;
  const [confirming, setConfirming] = useState(false);
  const { items, addItem } = useCart(slug);
  const form = useCustomerForm(PRODUCT_PAGE_CUSTOMER);
  const { placeOrder, isPending, isVerifying } = useWhatsappOrder(slug, 'No se pudo crear el pedido.');
  const price = variant?.finalPriceCents ?? product.priceCents;
  const compareAt = variant?.compareAtPriceCents ?? null;
  const [destination, setDestination] = useState({ postalCode: '', province: '' });
  const quotes = useCarrierQuotes(
    slug,
    carrierShipping && Boolean(variant),
    variant ? [{ variantId: variant.id, quantity: units }] : [],
    destination,
  );
  // Tiers, promotions and the wholesale minimum as the cart and the server price them (ADR 042).
  const priced = useProductPricing(slug, variant, units);
  const promotionsCents = priced.promotions.totalCents;
  const lineCents = priced.lineTotalsCents[0] ?? units * price;
  const shipping = useDeliveryForm(delivery, lineCents - promotionsCents, quotes.carriers);
  const total = productOrderTotal(priced, shipping.shippingStep, shipping.feeCents, shipping.quote.kind === 'free');
  const reduced = promotionsCents > 0 || lineCents !== units * price;
  if (
    shipping.method === 'shipping' &&
    (shipping.address.postalCode !== destination.postalCode || shipping.address.province !== destination.province)
  )
    setDestination({ postalCode: shipping.address.postalCode, province: shipping.address.province });
  useEffect(
    () => setChosenPrice(product.id, { priceCents: price, compareAtCents: compareAt }),
    [product.id, price, compareAt],
  );
  // The chosen variant's own picture goes first in the carousel (docs/product/catalogue.md, "Fotos por variante").
  const picture = chosenPicture(product, selection, variant);
  useEffect(() => setChosenPicture(product.id, picture), [product.id, picture]);

  /** Checks shared by both actions; `alreadyInCart` counts units the cart holds. */
  const checkChoice = (alreadyInCart: number): boolean => {
    if (!variant || !complete) {
      toast.error('Selección incompleta', { description: 'Por favor, selecciona todas las opciones del producto.' });
      return false;
    }
    if (units <= 0 || available < units + alreadyInCart) {
      toast.error('Stock insuficiente', { description: 'No hay suficiente stock disponible.' });
      return false;
    }
    return true;
  };

  const addToCart = () => {
    const inCart = items.find((line) => line.variant_id === variant?.id)?.quantity ?? 0;
    if (!checkChoice(inCart) || !variant) return;
    addItem({
      product_id: product.id,
      variant_id: variant.id,
      name: product.name,
      price: variant.finalPriceCents,
      quantity: units,
      image: variant.images[0] ?? product.images[0] ?? null,
      attributes: chosenAttributes,
      sku: variant.sku,
    });
    measure({ name: 'AddToCart', valueCents: variant.finalPriceCents * units, ids: [feedItemId(variant)] });
    toast.success('Agregado al carrito', { description: `${units} ${product.name} agregado al carrito.` });
  };

  const startOrder = () => {
    if (!checkChoice(0)) return;
    const customerOk = form.validate();
    if (!shipping.validate() || !customerOk) return;
    if (!shipping.reachesAddress()) return;
    if (priced.wholesaleMissing) {
      toast.error('Compra mínima', {
        description: wholesaleRefusalText(priced.minimum, priced.wholesaleMissing, formatPrice),
      });
      return;
    }
    if (variant) measure({ name: 'InitiateCheckout', valueCents: total.totalCents, ids: [feedItemId(variant)] });
    setConfirming(true);
  };

  const confirmOrder = () => {
    if (!variant) return;
    const body = {
      items: [{ variantId: variant.id, quantity: units }],
      ...customerPayload(form.values),
      ...shipping.payload(),
    };
    void placeOrder(body, () => {
      setConfirming(false);
      form.reset();
      shipping.reset();
    }, [feedItemId(variant)]);
  };

  const askLink =
    whatsappNumber && variant
      ? whatsappLink(
          whatsappNumber,
          `¡Hola! Quería consultar la disponibilidad de ${product.name}${chosenAttributes.length ? ` (${chosenAttributes.map((a) => `${a.name}: ${a.value}`).join(', ')})` : ''}.`,
        )
      : null;

  return (
    <>
      <IslandLegend>{`Comprar ${product.name}`}</IslandLegend>
      <div className="space-y-4">
        {attributes.length > 0 && (
          <VariantSelector
            product={product}
            attributes={attributes}
            selection={selection}
            variant={variant}
            onChoose={onChoose}
          />
        )}
        <StockCard variant={variant} quantity={units} onQuantityChange={setQuantity} askLink={askLink} />

        <Button size="lg" variant={whatsappNumber ? 'outline' : 'default'} className="w-full" onClick={addToCart}>
          <ShoppingCart aria-hidden="true" />
          Agregar al Carrito
        </Button>

        {whatsappNumber && (
          <OrderDetailsCard submitDisabled={isPending} onSubmit={startOrder}>
            <CustomerFields form={form} idPrefix="product" disabled={isPending} />
            <DeliveryChoice form={shipping} idPrefix="product" disabled={isPending} />
            {priced.hints.map((hint) => (
              <p key={hint.id} className="text-sm font-medium text-emerald-700">
                {promotionHintText(hint, formatPrice)}
              </p>
            ))}
            {/* With a promotion, a tier or a fee, the amount to pay is no longer the price: its steps, as the confirmation and the order show them. */}
            {(shipping.shippingStep || reduced) && <TotalSteps {...total} />}
          </OrderDetailsCard>
        )}

        {variant && (
          <LazyOrderConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            lines={[
              {
                key: variant.id,
                name: product.name,
                attributes: chosenAttributes,
                quantity: units,
                unitPriceCents: priced.unitPricesCents[0] ?? variant.finalPriceCents,
              },
            ]}
            total={total}
            customer={form.values}
            pending={isPending}
            verifying={isVerifying}
            onConfirm={confirmOrder}
          />
        )}
      </div>
    </>
  );
}

export default defineIsland('storefront/product-purchase', ProductPurchase);
