import { describe, expect, it } from 'vitest';
import { finalPriceCents } from '../src/catalogue/product-input';

describe('finalPriceCents', () => {
  it("adds a variant's adjustment to the product's base price", () => {
    expect(finalPriceCents(1_000_000, 50_000)).toBe(1_050_000);
  });

  it('keeps the base price without an adjustment and lowers it with a negative one', () => {
    expect(finalPriceCents(1_000_000, 0)).toBe(1_000_000);
    expect(finalPriceCents(1_000_000, -150_050)).toBe(849_950);
  });
});
