import type { ProvinceCode } from './provinces';

/*
 * Which provinces a postal code may belong to (docs/product/orders.md, "Delivery"). A CPA ("X5000ABC") starts with
 * its province's letter. A four-digit code is older and ranges cross provinces where towns near a border were
 * numbered from the neighbour's office (Cipolletti 8324 in Río Negro beside Neuquén 8300; Caleta Olivia 9011 in
 * Santa Cruz beside Comodoro Rivadavia 9000), so each range lists every province it may be in, and a code is
 * accepted when the chosen province is one of them. No zod: the cart's island imports this, as the server's schemas do.
 */

/** [first, last, provinces] of the four-digit codes, in order, from 1000 to 9999 without gaps. */
export const POSTAL_RANGES: readonly (readonly [number, number, readonly ProvinceCode[]])[] = [
  [1000, 1499, ['C']],
  [1500, 1999, ['B']],
  [2000, 2299, ['S']],
  [2300, 2399, ['S', 'G', 'X']],
  [2400, 2699, ['S', 'X']],
  [2700, 2799, ['B', 'S']],
  [2800, 2899, ['B', 'E']],
  [2900, 2999, ['B', 'S']],
  [3000, 3099, ['S', 'E']],
  [3100, 3299, ['E', 'W']],
  [3300, 3399, ['N', 'W']],
  [3400, 3499, ['W']],
  [3500, 3599, ['H', 'S']],
  [3600, 3699, ['P', 'H']],
  [3700, 3799, ['H', 'G']],
  [3800, 3999, ['N', 'W', 'H', 'P']],
  [4000, 4099, ['T']],
  [4100, 4199, ['T', 'K', 'A']],
  [4200, 4399, ['G', 'T', 'K']],
  [4400, 4599, ['A', 'Y']],
  [4600, 4699, ['Y', 'A']],
  [4700, 4999, ['K']],
  [5000, 5299, ['X', 'G', 'K']],
  [5300, 5399, ['F', 'K']],
  [5400, 5499, ['J', 'F']],
  [5500, 5699, ['M']],
  [5700, 5799, ['D']],
  [5800, 5899, ['X', 'D']],
  [5900, 5999, ['X']],
  [6000, 6099, ['B', 'S']],
  [6100, 6299, ['B', 'S', 'X', 'L', 'D']],
  [6300, 6399, ['L', 'B']],
  [6400, 8099, ['B']],
  [8100, 8299, ['B', 'R', 'L']],
  [8300, 8499, ['Q', 'R']],
  [8500, 8599, ['R', 'B']],
  [8600, 8999, ['R', 'U']],
  [9000, 9099, ['U', 'Z']],
  [9100, 9299, ['U']],
  [9300, 9399, ['Z']],
  [9400, 9999, ['Z', 'V']],
];

/** The provinces a postal code (four digits or a CPA, already checked against POSTAL_CODE_PATTERN) may be in. */
export function postalCodeProvinces(postalCode: string): readonly ProvinceCode[] {
  if (postalCode.length === 8) return [postalCode[0] as ProvinceCode];
  const number = Number(postalCode);
  return POSTAL_RANGES.find(([first, last]) => number >= first && number <= last)?.[2] ?? [];
}

/** Whether the postal code may be in the chosen province: a CPA's letter is the province's, a four-digit code's range lists it. */
export const postalCodeFitsProvince = (postalCode: string, province: string): boolean =>
  (postalCodeProvinces(postalCode) as readonly string[]).includes(province);
