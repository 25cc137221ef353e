import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { discountCodeOrders, openCodeShop } from './helpers/discount-codes';
import type { Shop } from './helpers/policy-shops';

/** Wholesale tiers through the product's API (docs/product/orders.md, "Precios por mayor"). */
let t: TestApp;
const { openShop } = discountCodeOrders(() => t);
let shop: Shop;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  shop = await openCodeShop(openShop);
});
afterAll(() => t.close());

const productOf = async (name: string) => {
  const list = (await shop.owner.get('/api/catalogue/products')).json().products as { id: string; name: string }[];
  const id = list.find((p) => p.name === name)?.id ?? '';
  return (await shop.owner.get(`/api/catalogue/products/${id}`)).json().product;
};

describe('tiers in the product form', () => {
  it('keeps them in order, on the product and on a variant; absent keeps them; repeated quantities are refused', async () => {
    const product = await productOf('Remera Lisa');
    const body = {
      ...product,
      priceTiers: [
        { minQuantity: 12, unitPriceCents: 700_000 },
        { minQuantity: 6, unitPriceCents: 800_000 },
      ],
      variants: product.variants.map((v: Record<string, unknown>, i: number) => ({
        ...v,
        ...(i === 1 ? { priceTiers: [{ minQuantity: 3, unitPriceCents: 900_000 }] } : {}),
      })),
    };
    const saved = await shop.owner.put(`/api/catalogue/products/${product.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await productOf('Remera Lisa');
    expect(again.priceTiers).toEqual([
      { minQuantity: 6, unitPriceCents: 800_000 },
      { minQuantity: 12, unitPriceCents: 700_000 },
    ]);
    expect(again.variants.map((v: { priceTiers: unknown[] }) => v.priceTiers)).toEqual([
      [],
      [{ minQuantity: 3, unitPriceCents: 900_000 }],
    ]);
    const { priceTiers: _, ...withoutTiers } = again;
    expect((await shop.owner.put(`/api/catalogue/products/${product.id}`, withoutTiers)).statusCode).toBe(200);
    expect((await productOf('Remera Lisa')).priceTiers).toHaveLength(2);
    const refused = await shop.owner.put(`/api/catalogue/products/${product.id}`, {
      ...withoutTiers,
      priceTiers: [
        { minQuantity: 6, unitPriceCents: 800_000 },
        { minQuantity: 6, unitPriceCents: 700_000 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Hay cantidades repetidas');
  });
});
