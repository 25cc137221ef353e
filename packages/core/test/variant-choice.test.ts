import { describe, expect, it } from 'vitest';
import type { PublicAttribute, PublicVariant } from '../src/storefront/public-contracts';
import {
  autoSelect,
  choiceAttributes,
  chooseOption,
  chosenValues,
  isOptionAvailable,
  isSelectionComplete,
  matchingVariant,
  selectionOfVariant,
} from '../src/storefront/variant-choice';

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
    barcode: null,
    compareAtPriceCents: null,
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
const variants = [redS, blueM, redM];
const attributes = choiceAttributes({ attributes: [color, size], variants });
const units = (v: PublicVariant) => v.availableStock ?? 1000;

describe('choiceAttributes', () => {
  it("offers only the values some variant uses, in the order the store gave them, keeping the attribute's other fields", () => {
    expect(attributes.map((a) => [a.displayName, a.isRequired, a.options.map((o) => o.label)])).toEqual([
      ['Color', true, ['Rojo', 'Azul']],
      ['Talle', false, ['S', 'M']],
    ]);
    expect(attributes[0]?.options[0]).toEqual({ key: 'rojo', label: 'Rojo', hexColor: '#FF0000' });
  });

  it('offers values typed by hand, and drops an attribute no variant uses', () => {
    const engraving: PublicAttribute = {
      id: 'grabado',
      name: 'grabado',
      displayName: 'Grabado',
      type: 'text',
      isRequired: false,
      values: [],
    };
    const unused: PublicAttribute = { ...engraving, id: 'material', displayName: 'Material' };
    const withText = {
      ...redS,
      values: [...redS.values, { attributeId: 'grabado', attributeValueId: null, value: 'Ana' }],
    };
    const result = choiceAttributes({ attributes: [engraving, unused], variants: [withText] });
    expect(result).toEqual([
      {
        id: 'grabado',
        name: 'grabado',
        displayName: 'Grabado',
        type: 'text',
        isRequired: false,
        options: [{ key: 'text:Ana', label: 'Ana', hexColor: null }],
      },
    ]);
  });
});

describe('the matching variant', () => {
  it('is none until every attribute is chosen, then the one with those values', () => {
    expect(isSelectionComplete(attributes, { color: 'rojo' })).toBe(false);
    expect(matchingVariant(variants, attributes, { color: 'rojo' })).toBeUndefined();
    expect(matchingVariant(variants, attributes, { color: 'rojo', talle: 'm' })).toBe(redM);
  });

  it('is the first variant of a product without attributes', () => {
    expect(matchingVariant([redS, redM], [], {})).toBe(redS);
    expect(matchingVariant([], [], {})).toBeUndefined();
  });
});

describe('available options', () => {
  it('are judged with the choices of the attributes before them', () => {
    expect(isOptionAvailable(variants, attributes, { color: 'azul' }, 'talle', 'm', units)).toBe(false);
    expect(isOptionAvailable(variants, attributes, { color: 'rojo' }, 'talle', 'm', units)).toBe(true);
    expect(isOptionAvailable(variants, attributes, {}, 'color', 'azul', units)).toBe(false);
    // Blue is out because its only variant is, not because S is chosen.
    expect(isOptionAvailable(variants, attributes, { talle: 's' }, 'color', 'rojo', units)).toBe(true);
    expect(isOptionAvailable(variants, attributes, {}, 'nada', 'rojo', units)).toBe(false);
  });

  it('count units as the caller does (e.g. what other order lines already take)', () => {
    const takenByOtherLines = (v: PublicVariant) => (v === redS ? 0 : units(v));
    expect(isOptionAvailable(variants, attributes, { color: 'rojo' }, 'talle', 's', takenByOtherLines)).toBe(false);
  });
});

describe('choosing', () => {
  it('starts with what has a single option: the one with units, else the only one there is', () => {
    const blueInStock = { ...blueM, availableStock: 1 };
    expect(autoSelect([redS, blueInStock, redM], attributes, {}, units)).toEqual({});
    // Blue is sold out, so red is the one colour to have.
    expect(autoSelect(variants, attributes, {}, units)).toEqual({ color: 'rojo' });
    const onlyRed = choiceAttributes({ attributes: [color, size], variants: [redS, redM] });
    expect(autoSelect([redS, redM], onlyRed, {}, units)).toEqual({ color: 'rojo' });
    expect(autoSelect([blueM], choiceAttributes({ attributes: [color, size], variants: [blueM] }), {}, units)).toEqual({
      color: 'azul',
      talle: 'm',
    });
  });

  it('keeps earlier choices, drops later ones that no longer fit and fills what has one option left', () => {
    expect(
      chooseOption(variants, attributes, { color: 'rojo', talle: 's' }, 'color', 'azul', units, 'existing'),
    ).toEqual({ color: 'azul', talle: 'm' });
    expect(
      chooseOption(variants, attributes, { color: 'azul', talle: 'm' }, 'color', 'rojo', units, 'existing'),
    ).toEqual({ color: 'rojo', talle: 'm' });
    expect(chooseOption(variants, attributes, { color: 'rojo', talle: 'm' }, 'talle', 's', units, 'existing')).toEqual({
      color: 'rojo',
      talle: 's',
    });
  });

  it('keeps a later choice without units only where a sold-out variant may be shown', () => {
    const noRedM = (v: PublicVariant) => (v === redM ? 0 : units(v));
    expect(
      chooseOption(variants, attributes, { color: 'azul', talle: 'm' }, 'color', 'rojo', noRedM, 'existing'),
    ).toEqual({ color: 'rojo', talle: 'm' });
    expect(
      chooseOption(variants, attributes, { color: 'azul', talle: 'm' }, 'color', 'rojo', noRedM, 'in-stock'),
    ).toEqual({ color: 'rojo', talle: 's' });
  });

  it('gives back the choices of a variant, and its values as the selects show them', () => {
    expect(selectionOfVariant(attributes, redM)).toEqual({ color: 'rojo', talle: 'm' });
    expect(selectionOfVariant(attributes, undefined)).toEqual({});
    expect(chosenValues(redM, attributes)).toEqual([
      { name: 'Color', value: 'Rojo', hexColor: '#FF0000' },
      { name: 'Talle', value: 'M', hexColor: null },
    ]);
  });
});
