import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { catalogueFixture } from './catalogue';
import type { MercadoPagoStandIn, StandInAccount } from './mercado-pago-stand-in';
import { Browser, signUpConfirmed, type TestApp } from './test-app';

/** Stores connected to the Mercado Pago stand-in, their orders and the notifications about them (mercado-pago tests). */
export function mercadoPagoShops(app: () => TestApp, standIn: () => MercadoPagoStandIn) {
  let counter = 0;
  /** Every answer the server gave in these tests, to look for credentials in them. */
  const answers: string[] = [];
  const keep = (response: LightMyRequestResponse) => {
    answers.push(response.body);
    return response;
  };

  async function openShop(options: { stock?: number; connect?: boolean; confirmOnPayment?: boolean } = {}) {
    const n = ++counter;
    const t = app();
    const email = `mp${n}-${Date.now()}@example.com`;
    const owner = await signUpConfirmed(t, email);
    const fixture = await catalogueFixture(owner, `Tienda MP ${n}`);
    expect(
      (
        await owner.put('/api/stores/mine', {
          name: `Tienda MP ${n}`,
          whatsappNumber: '1155550000',
          maxPendingOrdersPerPhone: 100,
        })
      ).statusCode,
    ).toBe(200);
    const body = fixture.productBody({
      variants: fixture.productBody().variants.map((v) => ({ ...v, stock: options.stock ?? 5 })),
    });
    const product = (await owner.post('/api/catalogue/products', body)).json().product as {
      variants: { id: string }[];
    };
    const [red, blue] = product.variants.map((v) => v.id) as [string, string];
    const account: StandInAccount = standIn().account(`Vendedor${n}`);
    const webhookSecret = `secreto-webhook-${n}-${Math.random().toString(36).slice(2)}`;
    if (options.connect !== false) {
      const connected = keep(
        await owner.put('/api/stores/mine/mercado-pago', {
          accessToken: account.token,
          webhookSecret,
          confirmOnPayment: options.confirmOnPayment ?? false,
        }),
      );
      expect(connected.statusCode, connected.body).toBe(200);
    }
    const storeId = fixture.store.id;
    const slug = fixture.store.slug;

    /** A shopper's order paid with Mercado Pago: its id and the token of its page. */
    async function order(items: { variantId: string; quantity: number }[] = [{ variantId: red, quantity: 1 }]) {
      const res = keep(
        await new Browser(t.app).request(
          'POST',
          `/api/public/stores/${slug}/orders`,
          { items, customerName: 'Rocío Gómez', customerPhone: '11 6666-7777', paymentMethod: 'mercadopago' },
          { 'idempotency-key': `mp-${Math.random()}` },
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json() as { orderId: string; orderUrl: string; totalCents: number; whatsappUrl: string };
      return {
        id: result.orderId,
        token: new URL(result.orderUrl).searchParams.get('token') ?? '',
        totalCents: result.totalCents,
        orderUrl: result.orderUrl,
        message: new URL(result.whatsappUrl).searchParams.get('text') ?? '',
      };
    }

    /** Mercado Pago notifies the store about a payment (signed with the store's secret unless told). */
    async function notify(
      paymentId: number | string,
      options: { secret?: string; ts?: number; requestId?: string } = {},
    ) {
      const n = standIn().notification(paymentId, options.secret ?? webhookSecret, options);
      return keep(
        await t.app.inject({
          method: 'POST',
          url: `/api/public/mercado-pago/notifications/${storeId}?${n.query}`,
          headers: n.headers,
          payload: n.body,
        }),
      );
    }

    const shopperOrder = async (o: { id: string; token: string }) =>
      keep(
        await t.app.inject({ method: 'GET', url: `/api/public/stores/${slug}/orders/${o.id}?token=${o.token}` }),
      ).json();
    const adminOrder = async (id: string) => keep(await owner.get(`/api/orders/${id}`)).json().order;
    const stockOf = async (variantId: string) =>
      (
        await t.db.db
          .selectFrom('product_variants')
          .select('stock')
          .where('id', '=', variantId)
          .executeTakeFirstOrThrow()
      ).stock;

    return {
      owner,
      email,
      storeId,
      slug,
      red,
      blue,
      account,
      webhookSecret,
      order,
      notify,
      shopperOrder,
      adminOrder,
      stockOf,
      keep,
    };
  }

  return { openShop, answers };
}
