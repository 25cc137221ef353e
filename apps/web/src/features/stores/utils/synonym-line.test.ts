import { describe, expect, it } from 'vitest';
import { withSynonymLine } from './synonym-line';

describe('"Agregar sinónimo" from a search that found nothing', () => {
  it('puts the words on a new line of the list, ready for their synonyms', () => {
    expect(withSynonymLine('', 'porongo')).toBe('porongo, ');
    expect(withSynonymLine('remera, camiseta\n', 'porongo')).toBe('remera, camiseta\nporongo, ');
  });

  it('adds nothing when a line already starts with them', () => {
    expect(withSynonymLine('Porongo, mate', 'porongo')).toBe('Porongo, mate');
  });
});
