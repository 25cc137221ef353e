import {
  type CarrierSettings,
  type OrderDelivery,
  ORDER_NOT_FOUND,
  orderRoutes,
  type OrderShipmentView,
  packageOf,
  routeUrl,
  SHIPPING_CARRIER_LABELS,
  type ShippingCarrier,
  shortOrderId,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { conflict, notFound } from '../../shared/app-error';
import { defineJob, payloadSql } from '../jobs/define-job';
import { CarrierRefusal } from '../carriers/carrier-client';
import { type CarrierDeps, connectedClients } from '../carriers/carrier-accounts';
import type { TrackingEvent } from '../carriers/carrier-client';

/*
 * An order's carrier shipment (docs/product/orders.md, "Envíos por
 * transportista"; ADR 039): asked for in the transaction of the seller's
 * confirmation (when the store creates shipments on confirming) or by "Crear
 * envío" / "Reintentar", made by this job with the carrier from the order's
 * address or branch. A refusal or a carrier that does not answer leaves it
 * "failed" with the carrier's message, for the seller to try again.
 */

export const CREATE_SHIPMENT = defineJob({
  kind: 'orders.create-shipment',
  payload: z.object({ storeId: z.uuid(), orderId: z.uuid() }),
});

export const NO_CARRIER_CHOICE = 'Este pedido no eligió un transportista: márcalo como enviado con su seguimiento.';

/** The shipment's row (requested) and its job, in one statement; nothing when the order has no carrier or the shipment is already made or asked for. */
function requestSql(storeId: string, orderId: string, onConfirm: boolean) {
  return sql<{ order_id: string }>`
    with asked as (
      insert into shipments (order_id, store_id, carrier, state)
      select o.id, o.store_id, o.delivery->'carrier'->>'carrier', 'requested'
      from orders o ${onConfirm ? sql`join stores s on s.id = o.store_id and s.carrier_settings->>'createShipment' = 'on_confirm'` : sql``}
      where o.id = ${orderId} and o.store_id = ${storeId} and o.status <> 'cancelled' and o.delivery->'carrier' is not null
      on conflict (order_id) do update set state = 'requested', error_message = null, updated_at = now()
        where shipments.state = 'failed'
      returning order_id, store_id
    ), queued as (
      insert into jobs (kind, payload)
      select ${CREATE_SHIPMENT.kind}, ${payloadSql(CREATE_SHIPMENT, { storeId: sql`store_id::text`, orderId: sql`order_id::text` })}
      from asked returning id
    )
    select order_id from asked
  `;
}

/** On the seller's confirmation (transitionOrder): the shipment is asked for when the store creates them on confirming. */
export async function requestShipmentOnConfirm(trx: Kysely<Database>, storeId: string, orderId: string): Promise<void> {
  await requestSql(storeId, orderId, true).execute(trx);
}

/** "Crear envío" or "Reintentar". */
export async function requestShipment(db: Kysely<Database>, storeId: string, orderId: string): Promise<void> {
  const asked = await requestSql(storeId, orderId, false).execute(db);
  if (asked.rows.length > 0) return;
  const order = await sql<{ carrier: string | null }>`
    select o.delivery->'carrier'->>'carrier' as carrier from orders o where o.id = ${orderId} and o.store_id = ${storeId}
  `.execute(db);
  if (!order.rows[0]) throw notFound(ORDER_NOT_FOUND);
  if (!order.rows[0].carrier) throw conflict('NO_CARRIER', NO_CARRIER_CHOICE);
  throw conflict('SHIPMENT_UNDER_WAY');
}

interface OrderToShip {
  delivery: OrderDelivery;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  total_cents: string;
  shipping_fee_cents: string | null;
  state: string;
  carrier_settings: CarrierSettings | null;
  lines: { weightGrams: number | null; quantity: number }[];
}

async function orderToShip(db: Kysely<Database>, storeId: string, orderId: string): Promise<OrderToShip | undefined> {
  const rows = await sql<OrderToShip>`
    select o.delivery, o.customer_name, o.customer_phone, o.customer_email, o.total_cents, o.shipping_fee_cents, sh.state, s.carrier_settings,
      (select coalesce(json_agg(json_build_object('weightGrams', v.weight_grams, 'quantity', i.quantity)), '[]')
         from order_items i left join product_variants v on v.id = i.variant_id where i.order_id = o.id) as lines
    from orders o join shipments sh on sh.order_id = o.id join stores s on s.id = o.store_id
    where o.id = ${orderId} and o.store_id = ${storeId}
  `.execute(db);
  return rows.rows[0];
}

async function markShipment(db: Kysely<Database>, orderId: string, values: Record<string, string | null>) {
  await db
    .updateTable('shipments')
    .set({ ...values, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .execute();
}

/** The job: the carrier makes the shipment from the order's copy of its delivery; the outcome is kept on the shipment. */
export async function createShipment(deps: CarrierDeps, job: { storeId: string; orderId: string }): Promise<string> {
  const order = await orderToShip(deps.db, job.storeId, job.orderId);
  const choice = order?.delivery.method === 'shipping' ? order.delivery.carrier : undefined;
  if (!order || order.state !== 'requested' || !choice || order.delivery.method !== 'shipping') return 'skipped';
  const label = SHIPPING_CARRIER_LABELS[choice.carrier];
  const [connected] = await connectedClients(deps, job.storeId, choice.carrier);
  if (!connected || !order.carrier_settings) {
    await markShipment(deps.db, job.orderId, {
      state: 'failed',
      error_message: `Conecta ${label} en Entregas para crear el envío.`,
    });
    return 'failed';
  }
  try {
    const made = await connected.client.createShipment({
      orderId: job.orderId,
      orderNumber: shortOrderId(job.orderId),
      origin: order.carrier_settings.origin,
      recipient: { name: order.customer_name, phone: order.customer_phone, email: order.customer_email },
      address: order.delivery.address,
      service: choice.service,
      branchCode: choice.branch?.code ?? null,
      package: packageOf(order.lines, order.carrier_settings.package),
      declaredCents: Number(order.total_cents) - Number(order.shipping_fee_cents ?? 0),
    });
    await markShipment(deps.db, job.orderId, {
      state: 'created',
      carrier_number: made.carrierNumber,
      tracking_code: made.trackingCode,
      label_url: made.labelUrl,
      error_message: null,
    });
    return 'created';
  } catch (error) {
    const message =
      error instanceof CarrierRefusal ? error.carrierMessage : `${label} no responde. Intenta de nuevo en un rato.`;
    await markShipment(deps.db, job.orderId, { state: 'failed', error_message: `${label}: ${message}`.slice(0, 500) });
    return 'failed';
  }
}

/** The shipment as the admin shows it (null: the order has none). */
export async function shipmentView(
  db: Kysely<Database>,
  storeId: string,
  orderId: string,
): Promise<OrderShipmentView | null> {
  const row = await db
    .selectFrom('shipments')
    .select(['carrier', 'state', 'carrier_number', 'tracking_code', 'label_url', 'error_message', 'events'])
    .where('order_id', '=', orderId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  const carrier = row.carrier as ShippingCarrier;
  return {
    carrier,
    carrierLabel: SHIPPING_CARRIER_LABELS[carrier],
    state: row.state,
    carrierNumber: row.carrier_number,
    trackingCode: row.tracking_code,
    // The carrier's link answers XML: the seller's browser asks our route, which hands her the PDF (shipment-label.ts).
    labelUrl: row.label_url ? routeUrl(orderRoutes.shipmentLabel.path, { id: orderId }) : null,
    error: row.error_message,
    events: (row.events as unknown as TrackingEvent[]).map((e) => ({
      at: e.at,
      description: e.description,
      place: e.place,
    })),
  };
}
