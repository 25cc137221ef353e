import { describe, expect, it } from 'vitest';
import {
  type AddressFields,
  matchDeliveryZone,
  shippingAddressSchema,
  shippingFeeCents,
  trackingUrl,
  validateAddress,
} from '../src';

const good: AddressFields = {
  street: 'Av. Colón',
  number: '1200',
  unit: '',
  postalCode: 'X5000ABC',
  city: 'Córdoba',
  province: 'X',
};

describe('the address check of the storefront', () => {
  it.each<Partial<AddressFields>>([
    {},
    { number: 's/n' },
    { number: '12a' },
    { number: 'doce' },
    { postalCode: '5000' },
    { postalCode: ' x5000abc ' },
    { postalCode: 'C5000ABC' },
    { postalCode: '500' },
    { province: '' },
    { province: 'Córdoba' },
    { street: 'A' },
    { city: ' ' },
    { unit: 'x'.repeat(41) },
  ])("gives the server schema's verdict and message for %o", (over) => {
    const fields = { ...good, ...over };
    const errors = validateAddress(fields);
    const parsed = shippingAddressSchema.safeParse(fields);
    expect(Object.keys(errors).length === 0).toBe(parsed.success);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      expect(errors[issue?.path[0] as keyof AddressFields]).toBe(issue?.message);
    }
  });
});

describe('zones', () => {
  const zones = [
    { name: 'Fallback', provinces: [], postalCodes: [], feeCents: 900 },
    { name: 'Córdoba', provinces: ['X' as const], postalCodes: [], feeCents: 500 },
    { name: 'Centro', provinces: [], postalCodes: ['4999-5001'], feeCents: 300 },
  ];
  it('prefers a postal code over a province over the fallback, whatever their order', () => {
    expect(matchDeliveryZone(zones, { postalCode: 'X5000ABC', province: 'X' })?.name).toBe('Centro');
    expect(matchDeliveryZone(zones, { postalCode: '5800', province: 'X' })?.name).toBe('Córdoba');
    expect(matchDeliveryZone(zones, { postalCode: '8300', province: 'Q' })?.name).toBe('Fallback');
    expect(matchDeliveryZone(zones.slice(1), { postalCode: '8300', province: 'Q' })).toBeUndefined();
  });

  it('is free from the threshold on, "a convenir" otherwise stays null', () => {
    expect(shippingFeeCents({ name: 'x', provinces: [], postalCodes: [], feeCents: null }, 100, 100)).toEqual({
      feeCents: 0,
      free: true,
    });
    expect(shippingFeeCents({ name: 'x', provinces: [], postalCodes: [], feeCents: null }, 99, 100)).toEqual({
      feeCents: null,
      free: false,
    });
    expect(shippingFeeCents({ name: 'x', provinces: [], postalCodes: [], feeCents: 700 }, 99, null)).toEqual({
      feeCents: 700,
      free: false,
    });
  });

  it('links Correo Argentino and Andreani tracking, and no other carrier', () => {
    expect(trackingUrl('andreani', '36000')).toBe('https://www.andreani.com/envio/36000');
    expect(trackingUrl('correo_argentino', 'CP123AR')).toContain('correoargentino.com.ar');
    expect(trackingUrl('oca', '1')).toBeNull();
  });
});
