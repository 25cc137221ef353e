import { describe, expect, it } from 'vitest';
import type { PublicAttribute, PublicVariant } from '@vidriera/core';
import { choose, chosenPicture, initialSelection, isOptionOutOfStock, isSelectionComplete, selectableAttributes, selectedVariant, variantAttributes } from './variant-selection';

const color: PublicAttribute = {
  id: 'color',
  name: 'color',
  displayName: 'Color',
  type: 'select',
  isRequired: true,
  values: [
    { id: 'rojo', value: 'rojo', displayValue: 'Rojo', hexColor: '#FF0000' },
    { id: 'verde', value: 'verde', displayValue: 'Verde', hexColor: '#00FF00' },
    { id: 'azul', value: 'azul', displayValue: 'Azul', hexColor: '#0000FF' },
  ],
};
const size: PublicAttribute = {
  id: 'talle',
  name: 'talle',
  displayName: 'Talle',
  type: 'select',
  isRequired: false,
  values: [
    { id: 's', value: 'S', displayValue: 'S', hexColor: null },
    { id: 'm', value: 'M', displayValue: 'M', hexColor: null },
  ],
};

function variant(id: string, colorId: string, sizeId: string, availableStock: number): PublicVariant {
  return {
    id,
    images: [],
    sku: null,
    finalPriceCents: 1_000_000,
    availableStock,
    values: [
      { attributeId: 'color', attributeValueId: colorId, value: colorId },
      { attributeId: 'talle', attributeValueId: sizeId, value: sizeId },
    ],
  };
}

// Red comes in S and M; blue only in M, and it is sold out. Nobody makes green.
const redS = variant('rojo-s', 'rojo', 's', 5);
const redM = variant('rojo-m', 'rojo', 'm', 2);
const blueM = variant('azul-m', 'azul', 'm', 0);
const product = { attributes: [color, size], variants: [redS, blueM, redM] };
const attributes = selectableAttributes(product);

describe('selectableAttributes', () => {
  it('offers only the values some variant uses, in the order the store gave them', () => {
    expect(attributes.map((a) => [a.displayName, a.options.map((o) => o.label)])).toEqual([
      ['Color', ['Rojo', 'Azul']],
      ['Talle', ['S', 'M']],
    ]);
    expect(attributes[0]?.options[0]).toEqual({ key: 'rojo', label: 'Rojo', hexColor: '#FF0000' });
  });

  it('offers values typed by hand, and drops an attribute no variant uses', () => {
    const engraving: PublicAttribute = { id: 'grabado', name: 'grabado', displayName: 'Grabado', type: 'text', isRequired: false, values: [] };
    const unused: PublicAttribute = { ...engraving, id: 'material', displayName: 'Material' };
    const withText = { ...redS, values: [...redS.values, { attributeId: 'grabado', attributeValueId: null, value: 'Ana' }] };
    const result = selectableAttributes({ attributes: [engraving, unused], variants: [withText] });
    expect(result).toEqual([{ id: 'grabado', displayName: 'Grabado', isRequired: false, options: [{ key: 'text:Ana', label: 'Ana', hexColor: null }] }]);
  });
});

describe('choosing a variant', () => {
  it('comes with nothing chosen when every attribute has several values, and preselects a single one', () => {
    expect(initialSelection(attributes)).toEqual({});
    const onlyRed = selectableAttributes({ attributes: [color, size], variants: [redS, redM] });
    expect(initialSelection(onlyRed)).toEqual({ color: 'rojo' });
  });

  it('has no variant until every attribute is chosen, then the matching one', () => {
    expect(isSelectionComplete(attributes, { color: 'rojo' })).toBe(false);
    expect(selectedVariant(product, attributes, { color: 'rojo' })).toBeNull();
    expect(selectedVariant(product, attributes, { color: 'rojo', talle: 'm' })).toBe(redM);
  });

  it('takes the first variant of a product without attributes', () => {
    expect(selectedVariant({ variants: [redS, redM] }, [], {})).toBe(redS);
    expect(selectedVariant({ variants: [] }, [], {})).toBeNull();
  });

  it('clears a choice that does not exist with the new value, and keeps one that does', () => {
    expect(choose(product, attributes, { color: 'rojo', talle: 's' }, 'color', 'azul')).toEqual({ color: 'azul' });
    expect(choose(product, attributes, { color: 'rojo', talle: 'm' }, 'color', 'azul')).toEqual({ color: 'azul', talle: 'm' });
    expect(choose(product, attributes, { color: 'azul', talle: 'm' }, 'color', 'rojo')).toEqual({ color: 'rojo', talle: 'm' });
  });

  it('marks an option "sin stock" when, with the other choices, no variant of it has units left', () => {
    expect(isOptionOutOfStock(product, { color: 'azul' }, 'talle', 'm')).toBe(true);
    expect(isOptionOutOfStock(product, { color: 'rojo' }, 'talle', 'm')).toBe(false);
    expect(isOptionOutOfStock(product, {}, 'color', 'azul')).toBe(true);
    expect(isOptionOutOfStock(product, { color: 'azul', talle: 'm' }, 'color', 'rojo')).toBe(false);
  });

  it("describes the chosen variant as the shopper saw it, for the cart line", () => {
    expect(variantAttributes(redM, attributes)).toEqual([
      { name: 'Color', value: 'Rojo', hexColor: '#FF0000' },
      { name: 'Talle', value: 'M', hexColor: null },
    ]);
  });
});

describe('chosenPicture', () => {
  const pictured = { variants: [{ ...redS, images: ['/uploads/roja'] }, { ...blueM, images: ['/uploads/azul', '/uploads/azul-2'] }, redM] };
  it('shows the colour\'s picture as soon as the colour is chosen, before the size', () => {
    expect(chosenPicture(pictured, { color: 'azul' }, null)).toBe('/uploads/azul');
    expect(chosenPicture(pictured, { color: 'rojo' }, null)).toBe('/uploads/roja');
  });
  it('prefers the chosen variant\'s own picture, and has none while nothing is chosen or pictured', () => {
    expect(chosenPicture(pictured, { color: 'azul', talle: 'm' }, pictured.variants[1] ?? null)).toBe('/uploads/azul');
    expect(chosenPicture(pictured, {}, null)).toBeUndefined();
    expect(chosenPicture(product, { color: 'rojo' }, null)).toBeUndefined();
  });
});
