import { expect } from 'vitest';
import { SETTINGS } from './delivery-orders';
import { appForFile, madeBeforeAll } from './file-app';
import { policyShops, type Shop } from './policy-shops';
import type { TestApp } from './test-app';

/* The discount code tests' app (discount-codes-*.test.ts): a store of 500 units a variant, delivery set, and orders at it. */

export const UNIT = 1_000_000;

/** A store of 500 units a variant with the delivery SETTINGS, opened by `openShop` (discountCodeOrders). */
export async function openCodeShop(openShop: (stock: number) => Promise<Shop>): Promise<Shop> {
  const shop = await openShop(500);
  expect((await shop.owner.put('/api/stores/mine/delivery', SETTINGS)).statusCode).toBe(200);
  return shop;
}

/** Stores, codes and orders on the app `app()` gives at the time of each call. */
export function discountCodeOrders(app: () => TestApp) {
  const { openShop } = policyShops(app, 'Cupones');
  let n = 0;

  const order = (
    s: Shop,
    body: Record<string, unknown>,
    items = [{ variantId: s.variants[0]?.id, quantity: 1 }],
    phone?: string,
  ) => {
    n++;
    return app().app.inject({
      method: 'POST',
      url: `/api/public/stores/${s.slug}/orders`,
      remoteAddress: `198.51.${Math.floor(n / 250)}.${n % 250}`,
      headers: { 'idempotency-key': `cupon-${n}-clave` },
      payload: {
        items,
        customerName: 'Rocío Cupones',
        customerPhone: phone ?? `11 ${String(60_000_000 + n)}`,
        ...body,
      },
    });
  };
  const createCode = async (s: Shop, body: Record<string, unknown>) => {
    const res = await s.owner.post('/api/discount-codes', { kind: 'percent', value: 10, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().code as { id: string; code: string; usesCount: number };
  };
  const codeOf = async (s: Shop, id: string) =>
    (
      (await s.owner.get('/api/discount-codes')).json().codes as { id: string; usesCount: number; state: string }[]
    ).find((c) => c.id === id);
  const orderCount = async () =>
    Number(
      (
        await app()
          .db.db.selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return { openShop, order, createCode, codeOf, orderCount };
}

/** The test file's app with the store of openCodeShop opened in it before its tests. */
export function discountCodesForFile() {
  const t = appForFile({ RATE_LIMIT: 'false' });
  const orders = discountCodeOrders(() => t);
  const shop = madeBeforeAll(() => openCodeShop(orders.openShop));
  return { t, shop, ...orders };
}
