import { type PublicPromotion, publicRoutes } from '@vidriera/core';
import { render, screen, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, watchOrderNavigation } from '@/test/fake-api';
import { CORDOBA, newShopSlug, remera } from '@/test/storefront-data';
import { findToast } from '@/test/toasts';
import ProductPurchase from './product-purchase';

/*
 * The product page's own order form prices the order as the cart and the server do (priceCart in packages/core;
 * docs/product/orders.md, "Promociones", "Precios por mayor"): the wholesale tier for the quantity, the promotion
 * with what it takes off as a step of the total, in the form and in the confirmation, and the store's minimum.
 */
const product = remera('remera-promo');
const variantId = 'remera-promo-negro-s';
const threeForTwo: PublicPromotion = {
  id: 'promo-3x2',
  name: '3×2 en remeras',
  kind: 'bundle',
  buyQuantity: 3,
  payQuantity: 2,
  value: 0,
  minPurchaseCents: null,
  minQuantity: null,
  maxPerOrder: null,
  startsAt: null,
  endsAt: null,
  categoryIds: [],
  productIds: [product.id],
};

function orderForm(minimum = { minOrderCents: null as number | null, minUnits: null as number | null }) {
  const api = fakeApi();
  api.answer(publicRoutes.cartVariants, {
    variants: [
      {
        id: variantId,
        productId: product.id,
        productName: product.name,
        finalPriceCents: 1_250_000,
        compareAtPriceCents: null,
        availableStock: 5,
        categoryIds: [],
        // From 3 units, $10.000 each (the product's tier counts all its variants).
        variantTiers: [],
        productTiers: [{ minQuantity: 3, unitPriceCents: 1_000_000 }],
      },
    ],
    promotions: [threeForTwo],
    wholesaleMinimum: minimum,
  });
  render(
    <ProductPurchase
      slug={newShopSlug()}
      product={product}
      variantId={variantId}
      whatsappNumber="5491123456789"
      delivery={CORDOBA}
    />,
  );
  return { api, user: userEvent.setup() };
}

const steps = (root: HTMLElement) =>
  [...(within(root).getByText('Total', { selector: 'dt' }).closest('dl') as HTMLElement).querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  );

describe("the product page's order form", () => {
  it('says what is missing for the promotion, then prices the tier and the 3×2 as the server does, in the confirmation too', async () => {
    const { api, user } = orderForm();
    const more = () => user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await more();
    expect(await screen.findByText('Agrega 1 unidad más y lleva 3×2 en remeras')).toBeInTheDocument();
    await more();
    // 3 units at the tier's $10.000 = $30.000; the 3×2 gives the cheapest one away.
    const expected = ['Subtotal $30.000,00', 'Promoción 3×2 en remeras -$10.000,00', 'Total $20.000,00'];
    expect(await screen.findByText('Promoción 3×2 en remeras')).toBeInTheDocument();
    expect(steps(document.body)).toEqual(expected);

    api.answer(publicRoutes.createOrder, {
      orderId: 'o-1',
      totalCents: 2_000_000,
      whatsappUrl: 'https://wa.me/5491123456789?text=Hola',
      orderUrl: '/store/x/order/o-1?token=t',
    });
    watchOrderNavigation();
    await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Teléfono'), '1234 5678');
    await user.click(screen.getByRole('radio', { name: 'Retiro en el local' }));
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Pedido' });
    expect(within(dialog).getByText('3 x $10.000,00')).toBeInTheDocument();
    expect(steps(dialog)).toEqual(expected);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y Contactar Vendedor' }));
    await vi.waitFor(() => expect(api.sentTo(publicRoutes.createOrder)).toHaveLength(1));
    expect(api.sentTo(publicRoutes.createOrder)[0]?.body).toMatchObject({ items: [{ variantId, quantity: 3 }] });
  });

  it("refuses to open the confirmation below the store's wholesale minimum, saying what is missing", async () => {
    const { user } = orderForm({ minOrderCents: null, minUnits: 6 });
    await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Teléfono'), '1234 5678');
    await user.click(screen.getByRole('radio', { name: 'Retiro en el local' }));
    await user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(
      await findToast('Compra mínima por mayor: 6 unidades. Agrega 5 unidades más para hacer tu pedido.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirmar Pedido' })).not.toBeInTheDocument();
  });
});
