import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  singleUnitPrice,
  tierUnitPrice,
  wholesaleBadge,
  wholesaleRefusalText,
  wholesaleShortfall,
  wholesaleUnitPrices,
} from '../src';

/** Wholesale tiers and the wholesale minimum (docs/product/orders.md, "Precios por mayor"). */
const tiers = [
  { minQuantity: 6, unitPriceCents: 800 },
  { minQuantity: 12, unitPriceCents: 700 },
];

describe('wholesale tiers', () => {
  it('the deepest tier reached, never above the base price', () => {
    expect(tierUnitPrice(1000, tiers, 5)).toBe(1000);
    expect(tierUnitPrice(1000, tiers, 6)).toBe(800);
    expect(tierUnitPrice(1000, tiers, 40)).toBe(700);
    expect(tierUnitPrice(600, tiers, 40)).toBe(600);
    expect(singleUnitPrice(1000, tiers)).toBe(1000);
    expect(wholesaleBadge(tiers)).toBe('Por mayor desde 6 u.');
    expect(wholesaleBadge([])).toBeNull();
  });

  it("a product's tiers count all its variants; a variant's own tiers count only it", () => {
    const line = (variantId: string, quantity: number, variantTiers = [] as typeof tiers) => ({
      variantId,
      productId: 'remera',
      baseUnitCents: 1000,
      quantity,
      variantTiers,
      productTiers: tiers,
    });
    expect(wholesaleUnitPrices([line('s', 3), line('m', 3)])).toEqual([800, 800]);
    expect(wholesaleUnitPrices([line('s', 3, [{ minQuantity: 4, unitPriceCents: 900 }]), line('m', 3)])).toEqual([
      1000, 800,
    ]);
  });
});

describe('the wholesale minimum', () => {
  it('reaching either minimum is enough; otherwise it says what is missing', () => {
    const minimum = { minOrderCents: 5_000_000, minUnits: 12 };
    expect(wholesaleShortfall(minimum, 5_000_000, 1)).toBeNull();
    expect(wholesaleShortfall(minimum, 100, 12)).toBeNull();
    const missing = wholesaleShortfall(minimum, 4_000_000, 10);
    expect(missing).toEqual({ cents: 1_000_000, units: 2 });
    expect(wholesaleRefusalText(minimum, missing ?? { cents: 0, units: 0 }, formatPrice)).toBe(
      'Compra mínima por mayor: $50.000,00 o 12 unidades. Agrega $10.000,00 o 2 unidades más para hacer tu pedido.',
    );
    expect(wholesaleShortfall({ minOrderCents: null, minUnits: null }, 0, 0)).toBeNull();
  });
});

describe('tiers as text (product form, CSV)', () => {
  it('writes and reads "6: 8000,00; 12: 7000,50"', async () => {
    const { formatPriceTiersText, parsePriceTiersText } = await import('../src');
    const written = formatPriceTiersText([
      { minQuantity: 6, unitPriceCents: 800_000 },
      { minQuantity: 12, unitPriceCents: 700_050 },
    ]);
    expect(written).toBe('6: 8000,00; 12: 7000,50');
    expect(parsePriceTiersText(written)).toEqual([
      { minQuantity: 6, unitPriceCents: 800_000 },
      { minQuantity: 12, unitPriceCents: 700_050 },
    ]);
    expect(parsePriceTiersText('6: $8.000')).toEqual([{ minQuantity: 6, unitPriceCents: 800_000 }]);
    expect(parsePriceTiersText('')).toEqual([]);
    expect(parsePriceTiersText('seis: 8000')).toBeNull();
  });
});
