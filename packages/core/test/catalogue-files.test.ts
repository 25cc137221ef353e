import { describe, expect, it } from 'vitest';
import {
  categoryTree,
  descriptionPlainText,
  formatCsvCategories,
  formatCsvKilograms,
  isHtmlDescription,
  parseCsvCategories,
  parseCsvKilograms,
  plainTextToHtml,
} from '../src';

/* The catalogue's rules shared by the forms and the server (docs/product/catalogue.md, "Categorías", "Peso", "Descripciones"). */

describe('category cells', () => {
  it('read several categories, a child under its parent, and write them back the same', () => {
    expect(parseCsvCategories(' Mujer >  Remeras ,Ofertas,, ')).toEqual([['Mujer', 'Remeras'], ['Ofertas']]);
    expect(parseCsvCategories('')).toEqual([]);
    expect(
      formatCsvCategories([
        { parent: 'Mujer', name: 'Remeras' },
        { parent: null, name: 'Ofertas' },
      ]),
    ).toBe('Mujer > Remeras, Ofertas');
  });

  it("list each parent before its children, by name, naming the parent in a child's label", () => {
    const tree = categoryTree([
      { id: 'c', name: 'Remeras', parentId: 'm' },
      { id: 'o', name: 'Ofertas', parentId: null },
      { id: 'm', name: 'Mujer', parentId: null },
      { id: 'b', name: 'Blusas', parentId: 'm' },
    ]);
    expect(tree.map((c) => [c.label, c.depth])).toEqual([
      ['Mujer', 0],
      ['Mujer › Blusas', 1],
      ['Mujer › Remeras', 1],
      ['Ofertas', 0],
    ]);
  });
});

describe('weights in kilograms', () => {
  it('read as Excel in Spanish or a dot writes them, as whole grams', () => {
    expect(['0,25', '0.25', '1', '12,5', '1.250', ' 2 kg', 'mucho', '-1'].map(parseCsvKilograms)).toEqual([
      250,
      250,
      1000,
      12500,
      1250000,
      2000,
      null,
      null,
    ]);
    expect([250, 1000, 1500, 0, null].map(formatCsvKilograms)).toEqual(['0,25', '1', '1,5', '0', '']);
  });
});

describe('descriptions', () => {
  it('tell HTML from plain text, and read either as text', () => {
    expect(isHtmlDescription('Talle < 40 & más')).toBe(false);
    expect(isHtmlDescription('<p>Hola</p>')).toBe(true);
    expect(descriptionPlainText('<p>Uno &amp; dos</p><ul><li>A</li><li>B</li></ul>')).toBe('Uno & dos\n\n• A\n• B');
    expect(descriptionPlainText('Línea\nOtra')).toBe('Línea\nOtra');
  });

  it('show plain text as paragraphs and line breaks, escaped', () => {
    expect(plainTextToHtml('Uno\nDos <b>\n\n\nTres')).toBe('<p>Uno<br>Dos &lt;b&gt;</p><p>Tres</p>');
  });
});
