import { describe, expect, it } from 'vitest';
import { categoryFullName, categoryTree } from '../src/catalogue/catalogue';

/* A category's full name (docs/product/catalogue.md, "Categorías"): children of one name under different parents read apart. */

const categories = [
  { id: 'm', name: 'Mujer', parentId: null },
  { id: 'h', name: 'Hombre', parentId: null },
  { id: 'rm', name: 'Remeras', parentId: 'm' },
  { id: 'rh', name: 'Remeras', parentId: 'h' },
  { id: 'r', name: 'Remeras', parentId: null },
];

describe('categoryFullName', () => {
  it('names a child with its parent, a top category alone', () => {
    expect(categories.map((c) => categoryFullName(c, categories))).toEqual([
      'Mujer',
      'Hombre',
      'Mujer › Remeras',
      'Hombre › Remeras',
      'Remeras',
    ]);
  });

  it('is the label of every category in the tree, so no two read the same', () => {
    const labels = categoryTree(categories).map((c) => c.label);
    expect(labels).toEqual(['Hombre', 'Hombre › Remeras', 'Mujer', 'Mujer › Remeras', 'Remeras']);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
