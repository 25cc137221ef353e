import { describe, expect, it } from 'vitest';
import { ordersFile } from './helpers/orders-shop';

const { t, shop } = ordersFile();

describe('long lists come in pages and say so', () => {
  it('reaches the 101st order, the 21st product of the picker and the 21st low-stock variant', async () => {
    const s = await shop(5);
    const storeId = s.fixture.store.id;
    const base = Date.now() - 1_000_000;
    await t.db.db
      .insertInto('orders')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          store_id: storeId,
          source: 'admin' as const,
          customer_name: `Cliente ${i + 1}`,
          status: 'completed' as const,
          total_cents: 100,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const first = (await s.owner.get('/api/orders')).json();
    expect(first.orders).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const second = (await s.owner.get('/api/orders?page=2')).json();
    expect(second).toMatchObject({ hasMore: false, orders: [{ customerName: 'Cliente 1' }] });
    expect((await s.owner.get('/api/orders?page=0')).statusCode).toBe(422);

    for (let i = 1; i <= 21; i++) {
      const body = s.fixture.productBody({
        name: `Taza ${String(i).padStart(2, '0')}`,
        categoryId: null,
        attributeIds: [],
        variants: [{ sku: null, stock: 0, priceAdjustmentCents: 0, values: [] }],
      });
      expect((await s.owner.post('/api/catalogue/products', body)).statusCode).toBe(201);
    }
    const picker = (await s.owner.get('/api/orders/product-options?q=Taza')).json();
    expect(picker.products).toHaveLength(20);
    expect(picker.hasMore).toBe(true);
    expect((await s.owner.get('/api/orders/product-options?q=Taza 21')).json()).toMatchObject({
      hasMore: false,
      products: [{ name: 'Taza 21' }],
    });

    const overview = (await s.owner.get('/api/orders/overview')).json();
    expect(overview.lowStockCount).toBe(21);
    expect(overview.lowStock).toHaveLength(20);
    const rest = (await s.owner.get('/api/orders/low-stock?page=2')).json();
    expect(rest).toMatchObject({ hasMore: false, variants: [{ productName: 'Taza 21' }] });
  });
});
