import { describe, expect, it } from 'vitest';
import { compareAttributeValues, orderAttributeValues, sortNaturally } from '../src/shared/natural-order';

const sorted = (values: string[]) => [...values].sort(compareAttributeValues);

describe('compareAttributeValues', () => {
  it('puts shoe sizes in order, half sizes between', () => {
    expect(sorted(['36', '38', '40', '42', '35', '37', '35/36', '41'])).toEqual([
      '35',
      '35/36',
      '36',
      '37',
      '38',
      '40',
      '41',
      '42',
    ]);
  });

  it('puts children sizes by their number, not their first digit', () => {
    expect(sorted(['10', '12', '4', '6', '8', '14', '2'])).toEqual(['2', '4', '6', '8', '10', '12', '14']);
  });

  it('puts letter sizes from the smallest, however they are written', () => {
    expect(sorted(['XL', 'm', 'XS', 'XXL', 'S', 'L', '3XL', 'xxs'])).toEqual([
      'xxs',
      'XS',
      'S',
      'm',
      'L',
      'XL',
      'XXL',
      '3XL',
    ]);
  });

  it('puts numbers first, then letter sizes, then other words alphabetically without minding accents or case', () => {
    expect(sorted(['Único', 'M', '38', 'azul', 'Celeste', 'S', 'Árbol'])).toEqual([
      '38',
      'S',
      'M',
      'Árbol',
      'azul',
      'Celeste',
      'Único',
    ]);
  });

  it('sorts items by one of their texts, keeping ties as they came', () => {
    const items = [
      { v: 'L', id: 1 },
      { v: 'S', id: 2 },
      { v: 's', id: 3 },
    ];
    expect(sortNaturally(items, (i) => i.v).map((i) => i.id)).toEqual([2, 3, 1]);
  });
});

describe('orderAttributeValues', () => {
  it('sorts a list of sizes, numbers or letters', () => {
    expect(orderAttributeValues(['40', '36', '38', '37/38'], (v) => v)).toEqual(['36', '37/38', '38', '40']);
    expect(orderAttributeValues(['L', 'S', 'XL', 'M'], (v) => v)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('keeps any other list in the order it was given', () => {
    expect(orderAttributeValues(['Rojo', 'Azul', 'Verde'], (v) => v)).toEqual(['Rojo', 'Azul', 'Verde']);
    expect(orderAttributeValues(['M', 'S', 'Único'], (v) => v)).toEqual(['M', 'S', 'Único']);
  });
});
