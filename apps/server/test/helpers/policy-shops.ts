import { expect } from 'vitest';
import { catalogueFixture } from './catalogue';
import { solveOrderChallenge } from './order-challenge';
import { type Browser, signUpConfirmed, type TestApp } from './test-app';

/** A store of the reservation-policy tests: its owner, its address and its four variants. */
export interface Shop {
  owner: Browser;
  slug: string;
  /** Every variant of the store's products, each with `stock` units. */
  variants: { id: string; name: string }[];
}

export interface OrderOptions {
  phone?: string;
  ip?: string;
  origin?: string;
  key?: string;
  /** Solve a proof-of-work challenge when the server asks for one (428) and send again, as the storefront does; true unless the test says. */
  solve?: boolean;
  /** The X-Altcha header to send. */
  solution?: string;
}

/** Stores and shoppers for the reservation-policy tests of one test app (`label` names the stores: "Tienda {label} {n}"). */
export function policyShops(app: () => TestApp, label: string) {
  let shops = 0;
  let keys = 0;

  /** A store with WhatsApp and two products of two variants each, every variant with `stock` units. */
  async function openShop(stock: number, settings: Record<string, unknown> = {}): Promise<Shop> {
    const n = ++shops;
    const name = `Tienda ${label} ${n}`;
    const owner = await signUpConfirmed(
      app(),
      `${label.toLowerCase()}${n}@example.com`,
      'tucan-verde-19',
      `192.0.2.${n}`,
    );
    const fixture = await catalogueFixture(owner, name);
    const saved = await owner.put('/api/stores/mine', { name, whatsappNumber: '+54 9 11 5555-0000', ...settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const variants: Shop['variants'] = [];
    for (const product of ['Remera Lisa', 'Buzo Frisa']) {
      const body = fixture.productBody({
        name: product,
        variants: fixture.productBody().variants.map((v) => ({ ...v, sku: `${v.sku}-${product.slice(0, 4)}`, stock })),
      });
      const created = (await owner.post('/api/catalogue/products', body)).json().product as {
        variants: { id: string }[];
      };
      variants.push(...created.variants.map((v) => ({ id: v.id, name: product })));
    }
    return { owner, slug: fixture.store.slug, variants };
  }

  /** An order from a shopper of its own (phone and address), unless the test names them. */
  async function placeOrder(shop: Shop, items: { variantId: string; quantity: number }[], options: OrderOptions = {}) {
    keys++;
    const key = options.key ?? `${label}-${keys}-clave`;
    const ip = options.ip ?? `198.18.${Math.floor(keys / 250)}.${keys % 250}`;
    const phone = options.phone ?? `11 ${String(40_000_000 + keys)}`;
    const send = (solution?: string) =>
      app().app.inject({
        method: 'POST',
        url: `/api/public/stores/${shop.slug}/orders`,
        remoteAddress: ip,
        headers: {
          'idempotency-key': key,
          ...(options.origin ? { origin: options.origin } : {}),
          ...(solution ? { 'x-altcha': solution } : {}),
        },
        payload: { items, customerName: 'Rocío Acopio', customerPhone: phone },
      });
    const first = await send(options.solution);
    if (first.statusCode !== 428 || options.solve === false) return first;
    return send(solveOrderChallenge(first.json().challenge));
  }

  /** Units reserved per variant of the shop. */
  async function reservedUnits(shop: Shop): Promise<Record<string, number>> {
    const rows = await app()
      .db.db.selectFrom('stock_reservations')
      .select(['variant_id', 'quantity'])
      .where(
        'variant_id',
        'in',
        shop.variants.map((v) => v.id),
      )
      .execute();
    const units: Record<string, number> = Object.fromEntries(shop.variants.map((v) => [v.id, 0]));
    for (const r of rows) units[r.variant_id] = (units[r.variant_id] ?? 0) + r.quantity;
    return units;
  }

  /** How many orders the shop has, of any kind and status. */
  const ordersOf = async (shop: Shop) =>
    (
      await app()
        .db.db.selectFrom('orders')
        .innerJoin('stores', 'stores.id', 'orders.store_id')
        .select('orders.id')
        .where('stores.slug', '=', shop.slug)
        .execute()
    ).length;

  return { openShop, placeOrder, reservedUnits, ordersOf };
}
