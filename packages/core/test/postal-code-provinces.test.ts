import { describe, expect, it } from 'vitest';
import {
  type AddressFields,
  POSTAL_RANGES,
  postalCodeFitsProvince,
  postalCodeProvinces,
  shippingAddressSchema,
  shippingQuoteRequestSchema,
  validateAddress,
} from '../src';

const address = (postalCode: string, province: string): AddressFields => ({
  street: 'Av. Colón',
  number: '1200',
  unit: '',
  postalCode,
  city: 'Centro',
  province,
});

describe('a postal code checked against the chosen province', () => {
  it.each([
    ['5000', 'X', 'Córdoba'],
    ['1406', 'C', 'Flores, CABA'],
    ['2000', 'S', 'Rosario'],
    ['5500', 'M', 'Mendoza'],
    ['9410', 'V', 'Ushuaia'],
    ['8000', 'B', 'Bahía Blanca'],
    ['8300', 'Q', 'Neuquén'],
    ['4400', 'A', 'Salta'],
    ['4000', 'T', 'San Miguel de Tucumán'],
    ['3300', 'N', 'Posadas'],
    ['3400', 'W', 'Corrientes'],
    ['3100', 'E', 'Paraná'],
    ['3500', 'H', 'Resistencia'],
    ['3600', 'P', 'Formosa'],
    ['4600', 'Y', 'San Salvador de Jujuy'],
    ['4700', 'K', 'San Fernando del Valle de Catamarca'],
    ['5300', 'F', 'La Rioja'],
    ['5400', 'J', 'San Juan'],
    ['5700', 'D', 'San Luis'],
    ['6300', 'L', 'Santa Rosa'],
    ['8500', 'R', 'Viedma'],
    ['9100', 'U', 'Trelew'],
    ['9400', 'Z', 'Río Gallegos'],
    ['4200', 'G', 'Santiago del Estero'],
    ['1900', 'B', 'La Plata'],
    ['7600', 'B', 'Mar del Plata'],
    // Ranges that cross a border: the town's own province is accepted.
    ['8324', 'R', 'Cipolletti, beside Neuquén'],
    ['9011', 'Z', 'Caleta Olivia, beside Comodoro Rivadavia'],
    ['2820', 'E', 'Gualeguaychú, beside Zárate'],
    ['2400', 'X', 'San Francisco, beside Santa Fe'],
    ['6120', 'X', 'Laboulaye, beside Rufino'],
    ['8400', 'R', 'Bariloche'],
    ['8370', 'Q', 'San Martín de los Andes'],
  ])('%s is accepted in %s (%s), by the form and by the schemas', (postalCode, province) => {
    expect(postalCodeFitsProvince(postalCode, province)).toBe(true);
    expect(validateAddress(address(postalCode, province)).postalCode).toBeUndefined();
    expect(shippingAddressSchema.safeParse(address(postalCode, province)).success).toBe(true);
  });

  it.each([
    ['5000', 'B'],
    ['1406', 'B'],
    ['2000', 'X'],
    ['5500', 'J'],
    ['9410', 'U'],
    ['8000', 'L'],
    ['8300', 'M'],
    ['4400', 'T'],
    ['1900', 'C'],
    ['0999', 'C'],
    ['X5000ABC', 'S'],
  ])('%s is refused in %s with the same message in the form and on the server', (postalCode, province) => {
    const message = 'El código postal no corresponde a la provincia elegida';
    expect(postalCodeFitsProvince(postalCode, province)).toBe(false);
    expect(validateAddress(address(postalCode, province)).postalCode).toBe(message);
    const parsed = shippingAddressSchema.safeParse(address(postalCode, province));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['postalCode', message]]);
    const items = [{ variantId: '00000000-0000-4000-8000-000000000001', quantity: 1 }];
    expect(shippingQuoteRequestSchema.safeParse({ postalCode, province, items }).success).toBe(false);
  });

  it('a CPA names its own province, whatever the range of its digits', () => {
    expect(postalCodeProvinces('Q8324ABC')).toEqual(['Q']);
    expect(postalCodeFitsProvince('R8324ABC', 'R')).toBe(true);
  });

  it('a badly written code gives only the format message', () => {
    const parsed = shippingAddressSchema.safeParse(address('500', 'X'));
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'El código postal debe tener 4 dígitos (ej: 1425) o ser un CPA (ej: C1425ABC)',
    ]);
  });

  it('the ranges cover 1000 to 9999 in order, without a gap, each with a province', () => {
    let next = 1000;
    for (const [first, last, provinces] of POSTAL_RANGES) {
      expect(first).toBe(next);
      expect(last).toBeGreaterThanOrEqual(first);
      expect(provinces.length).toBeGreaterThan(0);
      next = last + 1;
    }
    expect(next).toBe(10_000);
  });
});
