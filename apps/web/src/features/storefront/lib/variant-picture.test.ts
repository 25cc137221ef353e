import type { PublicVariant } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { chosenPicture } from './variant-selection';

function variant(id: string, color: string, size: string, images: string[]): PublicVariant {
  return {
    id,
    images,
    sku: null,
    barcode: null,
    compareAtPriceCents: null,
    finalPriceCents: 1_000_000,
    availableStock: 3,
    values: [
      { attributeId: 'color', attributeValueId: color, value: color },
      { attributeId: 'talle', attributeValueId: size, value: size },
    ],
  };
}

const pictured = {
  variants: [
    variant('rojo-s', 'rojo', 's', ['/uploads/roja']),
    variant('azul-m', 'azul', 'm', ['/uploads/azul', '/uploads/azul-2']),
    variant('rojo-m', 'rojo', 'm', []),
  ],
};

describe('chosenPicture', () => {
  it("shows the colour's picture as soon as the colour is chosen, before the size", () => {
    expect(chosenPicture(pictured, { color: 'azul' }, null)).toBe('/uploads/azul');
    expect(chosenPicture(pictured, { color: 'rojo' }, null)).toBe('/uploads/roja');
  });

  it("prefers the chosen variant's own picture, and has none while nothing chosen has one", () => {
    expect(chosenPicture(pictured, { color: 'azul', talle: 'm' }, pictured.variants[1] ?? null)).toBe('/uploads/azul');
    expect(chosenPicture(pictured, {}, null)).toBeUndefined();
    expect(chosenPicture(pictured, { color: 'verde' }, null)).toBeUndefined();
  });
});
