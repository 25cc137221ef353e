import { type CarrierName, type DispatchStateName, type ShippingCarrier } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { type CarrierDeps, connectedClients } from '../carriers/carrier-accounts';
import type { TrackingEvent } from '../carriers/carrier-client';
import { enqueueShopperMail } from './shopper-mail-jobs';

/*
 * Following shipments (ADR 039): neither carrier offers small accounts a
 * webhook, so a scheduled job asks each created shipment's carrier for its
 * events. Events are merged with those already read (the carrier may answer
 * them out of order or again) and sorted by time; the order moves forward
 * only: "Enviado" once the carrier moved the piece (with its tracking code),
 * "Entregado" once it delivered it, each with the shopper's e-mail, once.
 */

export const TRACK_SHIPMENTS = defineJob({ kind: 'orders.track-shipments', payload: z.object({}) });

const BATCH = 200;

/** Old and new events as one list, each once, oldest first. */
export function mergeEvents(known: readonly TrackingEvent[], fresh: readonly TrackingEvent[]): TrackingEvent[] {
  const byKey = new Map<string, TrackingEvent>();
  for (const e of [...known, ...fresh]) byKey.set(`${e.at}|${e.description}`, e);
  return [...byKey.values()].sort((a, b) => a.at.localeCompare(b.at));
}

interface ToTrack {
  order_id: string;
  store_id: string;
  carrier: ShippingCarrier;
  carrier_number: string;
  tracking_code: string | null;
  events: TrackingEvent[];
}

export async function trackShipments(
  deps: CarrierDeps,
  log: { warn: (o: object, m: string) => void },
): Promise<string> {
  const due = await sql<ToTrack>`
    select order_id, store_id, carrier, carrier_number, tracking_code, events from shipments
    where state = 'created' and not delivered and carrier_number is not null
    order by updated_at limit ${BATCH}
  `.execute(deps.db);
  let moved = 0;
  for (const shipment of due.rows) {
    const [connected] = await connectedClients(deps, shipment.store_id, shipment.carrier);
    if (!connected) continue;
    try {
      const news = await connected.client.track({
        carrierNumber: shipment.carrier_number,
        trackingCode: shipment.tracking_code,
      });
      if (await applyTracking(deps.db, shipment, news.trackingCode ?? shipment.tracking_code, news.events)) moved++;
    } catch (error) {
      log.warn({ orderId: shipment.order_id, carrier: shipment.carrier, err: (error as Error).message }, 'tracking');
    }
  }
  return `${due.rows.length} seguidos, ${moved} movidos`;
}

/** Keeps the events and moves the order's dispatch forward, with its e-mails; true when the order moved. */
async function applyTracking(
  db: Kysely<Database>,
  shipment: ToTrack,
  trackingCode: string | null,
  fresh: readonly TrackingEvent[],
): Promise<boolean> {
  const events = mergeEvents(shipment.events, fresh);
  const delivered = events.some((e) => e.kind === 'delivered');
  const moving = delivered || events.some((e) => e.kind === 'in_transit');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shipments')
      .set({
        events: sql<never>`${JSON.stringify(events)}::jsonb`,
        tracking_code: trackingCode,
        delivered,
        updated_at: new Date(),
      })
      .where('order_id', '=', shipment.order_id)
      .execute();
    const order = await trx
      .selectFrom('orders')
      .select(['dispatch_state', 'status'])
      .where('id', '=', shipment.order_id)
      .where('store_id', '=', shipment.store_id)
      .forUpdate()
      .executeTakeFirst();
    if (!order || order.status === 'cancelled' || !trackingCode) return false;
    const was: DispatchStateName | null = order.dispatch_state;
    const next: DispatchStateName | null = delivered ? 'delivered' : moving && was === null ? 'shipped' : null;
    if (!next || next === was) return false;
    await trx
      .updateTable('orders')
      .set({
        dispatch_state: next,
        dispatch_carrier: shipment.carrier satisfies CarrierName,
        dispatch_tracking: trackingCode.slice(0, 60),
        dispatched_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', shipment.order_id)
      .execute();
    // The shopper hears of each step once, even when the carrier's news skip one.
    if (was !== 'shipped') await enqueueShopperMail(trx, shipment.store_id, shipment.order_id, 'shipped');
    if (next === 'delivered') await enqueueShopperMail(trx, shipment.store_id, shipment.order_id, 'delivered');
    return true;
  });
}
