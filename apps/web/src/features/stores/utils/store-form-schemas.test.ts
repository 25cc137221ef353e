import { DEFAULT_DELIVERY_SETTINGS, SYNONYM_LINES_MAX } from '@vidriera/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { toDeliveryForm } from './delivery-settings-form';
import { type StoreSettingsFormValues, storeSettingsResolver } from './store-form-schemas';

const typed = (): StoreSettingsFormValues => ({
  name: 'Almacén de Ropa',
  description: '',
  whatsappNumber: '',
  cbu: '',
  instagramHandle: '',
  facebookPage: '',
  maxUnitsPerProduct: 10,
  maxPendingOrdersPerPhone: 3,
  orderOrigins: '',
  paymentMethods: ['cash'],
  transferHolder: '',
  transferDiscountPercent: '',
  lowStockThreshold: 2,
  reservedSharePercent: 50,
  unopenedSharePercent: 50,
  unopenedReservationMinutes: 30,
  expiredOrderGraceHours: 24,
  delivery: toDeliveryForm(DEFAULT_DELIVERY_SETTINGS),
  searchSynonyms: '',
});
const options: ResolverOptions<StoreSettingsFormValues> = { fields: {}, shouldUseNativeValidation: false };

describe('the settings form', () => {
  it('sends "Entregas" with the rest, in cents as the API takes them', async () => {
    const values = typed();
    values.delivery.pickupEnabled = true;
    values.delivery.points = [{ address: 'Av. Colón 1200, Córdoba', hours: 'Lunes a sábado de 9 a 19' }];
    values.delivery.freeAbove = '100.000';
    const result = await storeSettingsResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Almacén de Ropa',
      delivery: {
        pickup: { enabled: true, points: [{ address: 'Av. Colón 1200, Córdoba' }] },
        shipping: { freeAboveCents: 10_000_000 },
      },
    });
  });

  it('says what is wrong in "Entregas" in one message that names the zone', async () => {
    const values = typed();
    values.delivery.zones.push({ name: 'GBA', provinces: [], postalCodes: '16000', fee: '1500', toAgree: false });
    const result = await storeSettingsResolver(values, undefined, options);
    expect(result.errors.delivery?.message).toBe(
      'Zona 2: Escribe códigos postales de 4 dígitos o rangos como 1000-1499',
    );
    expect(Object.keys(result.errors)).toEqual(['delivery']);
  });

  it("sends the synonyms with the rest, and refuses a list of too many lines with the server's message", async () => {
    const values = typed();
    values.searchSynonyms = 'remera, camiseta\r\ncalzado => zapatillas';
    const saved = await storeSettingsResolver(values, undefined, options);
    expect(saved.values).toMatchObject({ searchSynonyms: 'remera, camiseta\ncalzado => zapatillas' });
    values.searchSynonyms = Array.from({ length: SYNONYM_LINES_MAX + 1 }, (_, i) => `a${i}, b${i}`).join('\n');
    const refused = await storeSettingsResolver(values, undefined, options);
    expect(refused.errors.searchSynonyms?.message).toBe(
      `Los sinónimos pueden tener hasta ${SYNONYM_LINES_MAX} líneas (un grupo por línea)`,
    );
  });
});
