import { describe, expect, it } from 'vitest';
import { priceLines } from './price-range';

describe('priceLines', () => {
  it('shows one price when every variant costs the same', () => {
    expect(priceLines(1_000_000, 1_000_000)).toEqual({ main: '$10.000,00', secondary: null });
  });

  it('shows "Desde" the cheapest and "Hasta" the dearest when variants cost different amounts', () => {
    expect(priceLines(1_000_000, 1_050_000)).toEqual({ main: 'Desde $10.000,00', secondary: 'Hasta $10.500,00' });
  });
});
