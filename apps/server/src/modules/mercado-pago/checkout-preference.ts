import { centsToAmount, shortOrderId } from '@vidriera/core';
import type { OrderItemAttribute } from '@vidriera/db';
import { verifiedDomainOf } from '../domains/domain-repository';
import { shopperOrderUrl, shopperToken } from '../orders/shopper-link';
import type { PayloadOf } from '../jobs/define-job';
import { ONLINE_CHECKOUT } from '../orders/online-checkout';
import { clientFor, type MercadoPagoDeps, notificationUrl } from './mercado-pago-account';
import { loadCredentials } from './store-credentials';
import type { PreferenceItem } from './mercado-pago-client';

/*
 * The Checkout Pro preference of an order paid with Mercado Pago: created by
 * a job queued in the order's own transaction (create-storefront-order.ts),
 * from the order's saved lines and total, never from what a browser sent.
 * Mercado Pago being down leaves the order as it is; the job tries again
 * (docs/decisions/016-job-queue.md) and the shopper's page offers the button
 * once the preference exists.
 */

type CheckoutJob = PayloadOf<typeof ONLINE_CHECKOUT>;

export interface CheckoutDeps extends MercadoPagoDeps {
  secret: string;
  /** SHOP_DOMAIN: the shopper comes back to the order's page on the store's own domain, when it has one (ADR 023). */
  shopDomain?: string;
}

const describe = (name: string, attributes: OrderItemAttribute[]) =>
  [name, attributes.map((a) => a.displayValue).join(' / ')].filter(Boolean).join(' — ').slice(0, 250);

/** Creates (once) the order's preference; resolves to what happened, for the job's trace. */
export async function createCheckout(deps: CheckoutDeps, { storeId, orderId }: CheckoutJob): Promise<string> {
  const order = await deps.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.payment_method',
      'orders.total_cents',
      'orders.mp_preference_id',
      'stores.slug',
      'stores.name as store_name',
      verifiedDomainOf('stores.id').as('own_domain'),
    ])
    .where('orders.id', '=', orderId)
    .where('orders.store_id', '=', storeId)
    .executeTakeFirst();
  if (!order) return 'pedido borrado';
  if (order.mp_preference_id) return 'ya tenía preferencia';
  if (order.status === 'cancelled' || order.payment_method !== 'mercadopago') return 'no se paga con Mercado Pago';
  const credentials = await loadCredentials(deps, storeId);
  if (!credentials) return 'tienda sin Mercado Pago conectado';
  const lines = await deps.db
    .selectFrom('order_items')
    .select(['id', 'product_name', 'attributes', 'quantity', 'unit_price_cents', 'total_cents'])
    .where('order_id', '=', orderId)
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
  const totalCents = Number(order.total_cents);
  const linesCents = lines.reduce((sum, l) => sum + Number(l.total_cents), 0);
  // The lines as the order keeps them; if they do not add up to its total, one line for the whole order, so the shopper pays exactly the total.
  const items: PreferenceItem[] =
    linesCents === totalCents && lines.length > 0
      ? lines.map((l) => ({
          id: l.id,
          title: describe(l.product_name, l.attributes),
          quantity: l.quantity,
          unit_price: Number(centsToAmount(Number(l.unit_price_cents))),
          currency_id: 'ARS',
        }))
      : [
          {
            id: orderId,
            title: `Pedido #${shortOrderId(orderId)} de ${order.store_name}`.slice(0, 250),
            quantity: 1,
            unit_price: Number(centsToAmount(totalCents)),
            currency_id: 'ARS',
          },
        ];
  const back = shopperOrderUrl(
    deps.publicUrl,
    order.slug,
    orderId,
    shopperToken(deps.secret, orderId),
    deps.shopDomain ? { domain: order.own_domain, shopDomain: deps.shopDomain } : undefined,
  );
  const preference = await clientFor(deps, credentials.accessToken).createPreference(
    {
      items,
      external_reference: orderId,
      statement_descriptor: order.store_name.slice(0, 22),
      back_urls: { success: back, pending: back, failure: back },
      auto_return: 'approved',
      notification_url: `${notificationUrl(deps.publicUrl, storeId)}?source_news=webhooks`,
      metadata: { order_number: shortOrderId(orderId), store: order.slug },
    },
    `${ONLINE_CHECKOUT.kind}:${orderId}`,
  );
  await deps.db
    .updateTable('orders')
    .set({ mp_preference_id: preference.id, mp_checkout_url: preference.init_point })
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .where('mp_preference_id', 'is', null)
    .execute();
  return 'preferencia creada';
}
