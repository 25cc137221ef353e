import { expect } from 'vitest';
import { deliveryOrders, SETTINGS } from './delivery-orders';
import { appForFile, madeBeforeAll } from './file-app';
import { policyShops } from './policy-shops';

/* The delivery tests' app (delivery-*.test.ts): a store of 50 units a variant with the delivery SETTINGS, and orders at it. */

export function deliveryShopForFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  const { openShop } = policyShops(() => t, 'Envios');
  const shop = madeBeforeAll(async () => {
    const shop = await openShop(50);
    const saved = await shop.owner.put('/api/stores/mine/delivery', SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    return shop;
  });
  return { t, openShop, shop, ...deliveryOrders(() => t, 'envio') };
}
