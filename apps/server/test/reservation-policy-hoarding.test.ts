import { describe, expect, it } from 'vitest';
import { policyShops } from './helpers/policy-shops';
import { appForFile } from './helpers/file-app';

/**
 * The store's reservation policy (docs/product/orders.md): the seller sees how
 * long pending orders hold their units, and undoes a phone's hoard at once.
 */
const t = appForFile({ ORDER_RATE_LIMIT: '4' });
const { openShop, placeOrder, reservedUnits } = policyShops(() => t, 'Politica');

describe('the seller sees and undoes hoarding', () => {
  it('shows how long each pending storefront order keeps its units: 2 h until the seller opens it, then RESERVATION_TTL (48 h)', async () => {
    const shop = await openShop(10);
    const placed = await placeOrder(shop, [{ variantId: shop.variants[0]?.id ?? '', quantity: 2 }]);
    await shop.owner.post('/api/orders', {
      customerName: 'Mostrador',
      paymentMethod: 'cash',
      status: 'pending',
      items: [{ variantId: shop.variants[1]?.id ?? '', quantity: 1, unitPriceCents: 100 }],
    });
    const { orders } = (await shop.owner.get('/api/orders')).json() as {
      orders: { id: string; source: string; reservedUntil: string | null }[];
    };
    const storefront = orders.find((o) => o.id === placed.json().orderId);
    const hoursLeft = (until: string | null | undefined) => (new Date(until ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft(storefront?.reservedUntil)).toBeGreaterThan(1.9);
    expect(hoursLeft(storefront?.reservedUntil)).toBeLessThanOrEqual(2);
    expect(orders.find((o) => o.source === 'admin')?.reservedUntil).toBeNull();

    const opened = (await shop.owner.get(`/api/orders/${storefront?.id}`)).json().order.reservedUntil as string;
    expect(hoursLeft(opened)).toBeGreaterThan(47.9);
    expect(hoursLeft(opened)).toBeLessThanOrEqual(48);
    expect(
      (await shop.owner.get('/api/orders')).json().orders.find((o: { id: string }) => o.id === storefront?.id)
        .reservedUntil,
    ).toBe(opened);
    expect((await shop.owner.get(`/api/orders/${storefront?.id}`)).json().order.reservedUntil).toBe(opened);
  });

  it('cancels every pending storefront order of one phone in one action, returning their units to sale', async () => {
    const shop = await openShop(50, { maxPendingOrdersPerPhone: 10 });
    const other = await openShop(10);
    const [a, b, c] = shop.variants;
    const hoard = [
      await placeOrder(shop, [{ variantId: a?.id ?? '', quantity: 10 }], { phone: '11 4444-5555' }),
      await placeOrder(shop, [{ variantId: b?.id ?? '', quantity: 10 }], { phone: '+54 9 11 4444 5555' }),
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 5 }], { phone: '011 15 4444-5555' }),
    ].map((r) => r.json().orderId as string);
    const confirmed = (
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 1 }], { phone: '1144445555' })
    ).json().orderId as string;
    await shop.owner.patch(`/api/orders/${confirmed}/status`, { status: 'processing' });
    const neighbour = (
      await placeOrder(shop, [{ variantId: c?.id ?? '', quantity: 1 }], { phone: '11 4444-6666' })
    ).json().orderId as string;
    const elsewhere = (
      await placeOrder(other, [{ variantId: other.variants[0]?.id ?? '', quantity: 1 }], { phone: '11 4444-5555' })
    ).json().orderId as string;

    const res = await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: '(011) 4444-5555' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: 3 });

    const status = async (id: string) =>
      (await t.db.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    for (const id of hoard) expect(await status(id)).toBe('cancelled');
    expect(await status(confirmed)).toBe('processing');
    expect(await status(neighbour)).toBe('pending');
    expect(await status(elsewhere)).toBe('pending');
    expect(await reservedUnits(shop)).toEqual({
      [a?.id ?? '']: 0,
      [b?.id ?? '']: 0,
      [c?.id ?? '']: 1,
      [shop.variants[3]?.id ?? '']: 0,
    });
    const history = (await shop.owner.get(`/api/orders/${hoard[0]}`)).json().order.history as {
      toStatus: string;
      changedBy: string | null;
    }[];
    expect(history.at(-1)).toMatchObject({ toStatus: 'cancelled', changedBy: 'Ana Pérez' });

    expect((await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: '11 4444-5555' })).json()).toEqual({
      cancelled: 0,
    });
    const bad = await shop.owner.post('/api/orders/cancel-pending-by-phone', { phone: 'nadie' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'phone', message: 'Indica el teléfono' });
  });
});
