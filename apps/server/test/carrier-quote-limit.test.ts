import { describe, expect, it } from 'vitest';
import { carrierShopForFile } from './helpers/carrier-shop';

/**
 * The cart's quotes are limited per client address and store (docs/SECURITY.md): 60 in 10 minutes, then 429 in
 * Spanish, so nobody walks postal codes through the store's carrier accounts; another address is still answered.
 */
const { t, carrierShop } = carrierShopForFile({ RATE_LIMIT: 'true' });

describe('the public quote route', () => {
  it('answers 429 in Spanish to an address that asks too often, and still answers another', async () => {
    const shop = await carrierShop();
    const quoteFrom = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/stores/${shop.slug}/shipping-quotes`,
        remoteAddress,
        payload: { postalCode: '5000', province: 'X', items: [{ variantId: shop.variants[0]?.id, quantity: 1 }] },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await quoteFrom('10.7.7.7')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await quoteFrom('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos. Espera un momento y vuelve a intentar.',
    });
    expect((await quoteFrom('10.8.8.8')).statusCode).toBe(200);
  });
});
