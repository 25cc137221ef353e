import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsSchema } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { deliveryBody, pesosToCents, toDeliveryForm, whereIs } from './delivery-settings-form';

describe('the "Entregas" card', () => {
  it('reads pesos as people type them', () => {
    expect(pesosToCents('2500')).toBe(250_000);
    expect(pesosToCents('2.500')).toBe(250_000);
    expect(pesosToCents('2500,50')).toBe(250_050);
    expect(pesosToCents('1.234.567,89')).toBe(123_456_789);
    expect(pesosToCents('dos mil')).toBeNaN();
  });

  it('turns the saved settings into the form and back unchanged', () => {
    const body = deliveryBody(toDeliveryForm(DEFAULT_DELIVERY_SETTINGS));
    expect(deliverySettingsSchema.parse(body)).toEqual(DEFAULT_DELIVERY_SETTINGS);
  });

  it('says which zone a message is about', () => {
    const form = toDeliveryForm(DEFAULT_DELIVERY_SETTINGS);
    form.zones.push({ name: 'GBA', provinces: [], postalCodes: '16000', fee: '1500', toAgree: false });
    const result = deliverySettingsSchema.safeParse(deliveryBody(form));
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(`${whereIs(issue?.path.join('.') ?? '')}${issue?.message}`).toBe(
      'Zona 2: Escribe códigos postales de 4 dígitos o rangos como 1000-1499',
    );
  });
});
