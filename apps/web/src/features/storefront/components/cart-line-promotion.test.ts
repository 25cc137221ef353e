import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../lib/cart-line';
import { CartLineItem } from './cart-line-item';

/* A cart line shows its variant's promotion as the server gives it now (docs/product/storefront.md, "Precio anterior"). */
const line: CartLine = {
  product_id: 'p1',
  variant_id: 'v1',
  name: 'Campera',
  price: 1_000_000,
  quantity: 2,
  image: null,
  attributes: [],
};
const draw = (compareAtCents: number | null, price = line.price) =>
  renderToStaticMarkup(
    createElement(CartLineItem, {
      base: '',
      line: { ...line, price },
      problem: undefined,
      available: 5,
      priceChanged: false,
      compareAtCents,
      onQuantityChange: () => undefined,
      onRemove: () => undefined,
    }),
  ).replaceAll('<!-- -->', '');

describe('a cart line on promotion', () => {
  it('shows "Antes" and the percent off under the unit price', () => {
    const html = draw(1_250_000);
    expect(html).toContain('Antes <s>$12.500,00</s>');
    expect(html).toContain('-20%');
  });

  it('shows nothing of it without a price before, or once the price has reached it', () => {
    expect(draw(null)).not.toContain('Antes');
    expect(draw(1_250_000, 1_250_000)).not.toContain('Antes');
  });
});
