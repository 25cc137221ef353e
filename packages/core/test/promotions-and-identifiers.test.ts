import { describe, expect, it } from 'vitest';
import { isGtin, priceBefore, productBrand } from '../src';

describe('priceBefore (the "Antes" of a promotion)', () => {
  it('is the price before and the whole percent off, only when the price before is above the price', () => {
    expect(priceBefore(8_000_00, 10_000_00)).toEqual({ beforeCents: 10_000_00, percentOff: 20 });
    expect(priceBefore(6_666_67, 10_000_00)).toEqual({ beforeCents: 10_000_00, percentOff: 33 });
    expect(priceBefore(10_000_00, 10_000_00)).toBeNull();
    expect(priceBefore(10_000_00, 9_000_00)).toBeNull();
    expect(priceBefore(10_000_00, null)).toBeNull();
  });

  it('never reads "-0%": a price a cent below its price before is 1% off', () => {
    expect(priceBefore(9_999_99, 10_000_00)?.percentOff).toBe(1);
  });
});

describe('isGtin', () => {
  it('takes EAN-13, UPC-A, EAN-8 and GTIN-14 with a right check digit', () => {
    for (const code of ['7790000000027', '4006381333931', '036000291452', '96385074', '10614141000415'])
      expect(isGtin(code), code).toBe(true);
  });

  it("refuses a wrong check digit, other lengths and a shop's own codes", () => {
    for (const code of ['7790000000028', '123', 'BC-M', '77900000000281', '', null, undefined])
      expect(isGtin(code), String(code)).toBe(false);
  });
});

describe('productBrand', () => {
  it("is the product's brand, else the store's name", () => {
    expect(productBrand('Topper', 'Feria')).toBe('Topper');
    expect(productBrand('  ', 'Feria')).toBe('Feria');
  });
});
