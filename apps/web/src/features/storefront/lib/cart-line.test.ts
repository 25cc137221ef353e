import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  type CartLine,
  cartItemCount,
  cartTotalCents,
  isCartLine,
  setCartLineQuantity,
} from './cart-line';

function line(variantId: string, quantity: number, price = 1_000_000): CartLine {
  return {
    product_id: 'remera',
    variant_id: variantId,
    name: 'Remera Lisa',
    price,
    quantity,
    image: null,
    attributes: [{ name: 'Color', value: 'Rojo', hexColor: '#FF0000' }],
  };
}

describe('adding to the cart', () => {
  it('adds a new variant as a new line', () => {
    expect(addCartLine([line('rojo-s', 1)], line('azul-m', 2)).map((l) => [l.variant_id, l.quantity])).toEqual([
      ['rojo-s', 1],
      ['azul-m', 2],
    ]);
  });

  it('sums the quantities when the same variant is added twice, keeping one line with the newer price', () => {
    const lines = addCartLine([line('rojo-s', 2)], line('rojo-s', 3, 1_100_000));
    expect(lines).toEqual([line('rojo-s', 5, 1_100_000)]);
  });
});

describe('changing a quantity', () => {
  it('sets the quantity of that line only', () => {
    const lines = setCartLineQuantity([line('rojo-s', 1), line('azul-m', 1)], 'azul-m', 4);
    expect(lines.map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('never goes below 1 and ignores fractions and non-numbers', () => {
    const quantityAfter = (quantity: number) =>
      setCartLineQuantity([line('rojo-s', 3)], 'rojo-s', quantity)[0]?.quantity;
    expect(quantityAfter(0)).toBe(1);
    expect(quantityAfter(-2)).toBe(1);
    expect(quantityAfter(2.7)).toBe(2);
    expect(quantityAfter(Number.NaN)).toBe(1);
  });
});

describe('cart totals', () => {
  it('counts units, not lines, and totals price × quantity', () => {
    const lines = [line('rojo-s', 2, 1_000_000), line('azul-m', 1, 1_050_000)];
    expect(cartItemCount(lines)).toBe(3);
    expect(cartTotalCents(lines)).toBe(3_050_000);
    expect(cartItemCount([])).toBe(0);
    expect(cartTotalCents([])).toBe(0);
  });
});

describe('isCartLine', () => {
  it('accepts a well-formed line and refuses one with a broken quantity, price or attribute', () => {
    expect(isCartLine(line('rojo-s', 1))).toBe(true);
    expect(isCartLine({ ...line('rojo-s', 1), quantity: 0 })).toBe(false);
    expect(isCartLine({ ...line('rojo-s', 1), quantity: 1.5 })).toBe(false);
    expect(isCartLine({ ...line('rojo-s', 1), price: '1000' })).toBe(false);
    expect(isCartLine({ ...line('rojo-s', 1), attributes: [{ name: 'Color' }] })).toBe(false);
    expect(isCartLine(null)).toBe(false);
  });
});
