import { customerPayload, PRODUCT_PAGE_CUSTOMER, whatsappLink } from '@vidriera/core';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCart } from '@/features/cart/hooks/use-cart';
import { toast } from '@/lib/toast';
import type { PublicProduct, PublicStore } from '../api/types';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useStoreHome } from '../hooks/use-store-slug';
import type { VariantChoice } from '../hooks/use-variant-choice';
import { useWhatsappOrder } from '../hooks/use-whatsapp-order';
import { CustomerFields } from './customer-fields';
import { LazyOrderConfirmDialog, preloadOrderConfirmDialog } from './lazy-order-confirm-dialog';
import { StockCard } from './stock-card';
import { VariantSelector } from './variant-selector';

/** Choosing the variant and quantity, then adding to the cart or ordering this product by WhatsApp. */
export function ProductPurchase({ product, store, slug, choice }: { product: PublicProduct; store: PublicStore; slug: string; choice: VariantChoice }) {
  const { attributes, selection, complete, variant, available, quantity: units, setQuantity, chosenAttributes, onChoose } = choice;
  const [confirming, setConfirming] = useState(false);
  const { items, addItem } = useCart();
  const form = useCustomerForm(PRODUCT_PAGE_CUSTOMER);
  const { placeOrder, isPending } = useWhatsappOrder(slug, 'No se pudo crear el pedido.');
  const navigate = useNavigate();
  const home = useStoreHome();

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
      image: product.images[0] ?? null,
      attributes: chosenAttributes,
    });
    toast.success('Agregado al carrito', { description: `${units} ${product.name} agregado al carrito.` });
  };

  const startOrder = () => {
    if (!checkChoice(0)) return;
    if (form.validate()) setConfirming(true);
  };

  const confirmOrder = () => {
    if (!variant) return;
    const body = { items: [{ variantId: variant.id, quantity: units }], ...customerPayload(form.values) };
    void placeOrder(body, () => {
      setConfirming(false);
      form.reset();
      void navigate(home);
    });
  };

  const askLink =
    store.whatsappNumber && variant
      ? whatsappLink(
          store.whatsappNumber,
          `¡Hola! Quería consultar la disponibilidad de ${product.name}${chosenAttributes.length ? ` (${chosenAttributes.map((a) => `${a.name}: ${a.value}`).join(', ')})` : ''}.`,
        )
      : null;

  return (
    <div className="space-y-4">
      {attributes.length > 0 && (
        <VariantSelector product={product} attributes={attributes} selection={selection} variant={variant} onChoose={onChoose} />
      )}
      <StockCard variant={variant} quantity={units} onQuantityChange={setQuantity} askLink={askLink} />

      <Button size="lg" variant={store.whatsappNumber ? 'outline' : 'default'} className="w-full" onClick={addToCart}>
        <ShoppingCart aria-hidden="true" />
        Agregar al Carrito
      </Button>

      {store.whatsappNumber && (
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Tus datos</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onFocus={preloadOrderConfirmDialog}
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                startOrder();
              }}
            >
              <CustomerFields form={form} idPrefix="product" disabled={isPending} />
              <Button type="submit" size="lg" className="w-full bg-green-700 text-white hover:bg-green-800" disabled={isPending}>
                <MessageCircle aria-hidden="true" />
                Realizar Pedido por WhatsApp
              </Button>
            </form>
          </CardContent>
        </Card>
      )}

      {variant && (
        <LazyOrderConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          lines={[{ key: variant.id, name: product.name, attributes: chosenAttributes, quantity: units, unitPriceCents: variant.finalPriceCents }]}
          totalCents={units * variant.finalPriceCents}
          customer={form.values}
          pending={isPending}
          onConfirm={confirmOrder}
        />
      )}
    </div>
  );
}
