import type { PublicPromotion } from '@vidriera/core';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { cartPage, MATE } from '@/test/cart-page';

/*
 * The cart prices promotions and wholesale tiers with the order's own rules
 * (docs/product/orders.md, "Promociones", "Precios por mayor"): what each took
 * off, as a step of the total, and what is missing to take one.
 */
const threeForTwo: PublicPromotion = {
  id: 'promo-3x2',
  name: '3×2 en mates',
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
  productIds: ['p-v-mate'],
};
const stepsText = () =>
  [...(screen.getByText('Total', { selector: 'dt' }).closest('dl') as HTMLElement).querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  );

describe('promotions in the cart', () => {
  it('says what is missing for a 3×2, then takes the cheapest unit off once it is reached', async () => {
    const { user } = await cartPage([{ ...MATE, quantity: 2 }], { promotions: [threeForTwo] });
    await user.click(screen.getByRole('textbox', { name: /nombre/i }));
    expect(await screen.findByText('Agrega 1 unidad más y lleva 3×2 en mates')).toBeInTheDocument();
    expect(screen.queryByText('Promoción 3×2 en mates')).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('list', { name: 'Productos del carrito' })).getByRole('button', {
        name: 'Aumentar cantidad',
      }),
    );
    expect(await screen.findByText('Promoción 3×2 en mates')).toBeInTheDocument();
    expect(stepsText()).toEqual(['Subtotal $30.000,00', 'Promoción 3×2 en mates -$10.000,00', 'Total $20.000,00']);
    expect(screen.queryByText(/Agrega 1 unidad más/)).not.toBeInTheDocument();
  });
});
