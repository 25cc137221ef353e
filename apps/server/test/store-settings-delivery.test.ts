import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/* The settings screen's one save takes "Entregas" too (docs/product/stores.md, "One save for the settings screen"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

const owner = () => signUpConfirmed(t, 'duena-entregas@example.com');

describe('store settings with "Entregas"', () => {
  it('saves "Entregas" with the rest of the screen in one request, or nothing when a zone is wrong', async () => {
    const browser = await owner();
    await browser.post('/api/stores', { name: 'Envíos Juntos' });
    const delivery = {
      pickup: { enabled: true, points: [{ address: 'Av. Colón 1200, Córdoba', hours: 'Lunes a sábado de 9 a 19' }] },
      shipping: {
        enabled: true,
        zones: [{ name: 'Córdoba', provinces: ['X'], postalCodes: [], feeCents: 350_000 }],
        freeAboveCents: null,
      },
    };
    const badZone = {
      ...delivery,
      shipping: {
        ...delivery.shipping,
        zones: [{ name: 'Córdoba', provinces: ['X'], postalCodes: ['12'], feeCents: 350_000 }],
      },
    };
    const wrong = await browser.put('/api/stores/mine', { name: 'Envíos Juntos Nuevo', delivery: badZone });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      field: 'delivery.shipping.zones.0.postalCodes.0',
      message: 'Escribe códigos postales de 4 dígitos o rangos como 1000-1499',
    });
    const untouched = (await browser.get('/api/stores/mine')).json().store;
    expect(untouched.name).toBe('Envíos Juntos');
    expect(untouched.delivery.pickup.enabled).toBe(false);

    const res = await browser.put('/api/stores/mine', { name: 'Envíos Juntos Nuevo', delivery });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({ name: 'Envíos Juntos Nuevo', delivery });
    // Left out, the saved delivery stays as it is.
    await browser.put('/api/stores/mine', { name: 'Envíos Juntos Otra Vez' });
    expect((await browser.get('/api/stores/mine')).json().store.delivery).toMatchObject(delivery);
  });
});
