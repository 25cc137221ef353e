import type { ProductOption } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { selectionsOnAdd, selectOption, variantAttributes } from './variant-options';

const value = (id: string, displayValue: string) => ({ id, displayValue, hexColor: null });
const variant = (id: string, color: string, size: string, stock: number) => ({
  id,
  sku: null,
  finalPriceCents: 1_000_000,
  stock,
  availableStock: stock,
  values: [
    { attributeId: 'color', attributeValueId: color, value: color },
    { attributeId: 'talle', attributeValueId: size, value: size },
  ],
});

// Remera Lisa of the orders e2e: Rojo S (3), Rojo M (sold out), Azul M (2).
const product: ProductOption = {
  id: 'remera',
  name: 'Remera Lisa',
  priceCents: 1_000_000,
  attributes: [
    { id: 'color', displayName: 'Color', values: [value('rojo', 'Rojo'), value('azul', 'Azul')] },
    { id: 'talle', displayName: 'Talle', values: [value('s', 'S'), value('m', 'M')] },
  ],
  variants: [variant('rojo-s', 'rojo', 's', 3), variant('rojo-m', 'rojo', 'm', 0), variant('azul-m', 'azul', 'm', 2)],
};
const attributes = variantAttributes(product);
const stock = (v: ProductOption['variants'][number]) => v.availableStock ?? 1000;

describe('the order form', () => {
  it('chooses the first colour with stock on adding a product, and the size when one is left', () => {
    expect(selectionsOnAdd(product, attributes, stock)).toEqual({ color: 'rojo', talle: 's' });
    const redGone = (v: ProductOption['variants'][number]) => (v.id === 'rojo-s' ? 0 : stock(v));
    expect(selectionsOnAdd(product, attributes, redGone)).toEqual({ color: 'azul', talle: 'm' });
  });

  it('never keeps a size whose variant is sold out when the colour changes', () => {
    expect(selectOption(product, attributes, { color: 'azul', talle: 'm' }, 'color', 'rojo', stock)).toEqual({
      color: 'rojo',
      talle: 's',
    });
  });
});
