import {
  PUSH_DEVICE_NOT_FOUND,
  PUSH_DEVICES_MAX,
  PUSH_SUBSCRIPTION_INVALID,
  pushRoutes as routes,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely, Selectable } from 'kysely';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { apiError, invalid, notFound } from '../../shared/app-error';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { pushEndpointAllowed } from './push-endpoint';
import { vapidKeys } from './push-keys';

type DeviceRow = Pick<
  Selectable<Database['push_subscriptions']>,
  'id' | 'label' | 'enabled' | 'endpoint' | 'created_at' | 'last_sent_at'
>;
const COLUMNS = ['id', 'label', 'enabled', 'endpoint', 'created_at', 'last_sent_at'] as const;

const deviceView = (row: DeviceRow) => ({
  id: row.id,
  label: row.label,
  enabled: row.enabled,
  endpoint: row.endpoint,
  createdAt: row.created_at.toISOString(),
  lastSentAt: row.last_sent_at?.toISOString() ?? null,
});

async function oneDevice(db: Kysely<Database>, storeId: string, id: string) {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(COLUMNS)
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(PUSH_DEVICE_NOT_FOUND);
  return row;
}

/** The owner's devices that ring with every order (docs/product/notifications.md). */
export function registerPushRoutes(app: ApiApp, { db, secret, config }: AppContext): void {
  addRoute(app, routes.key, async () => ({ publicKey: (await vapidKeys(db, secret)).publicKey }));

  addRoute(app, routes.devices, async (request) => {
    const rows = await db
      .selectFrom('push_subscriptions')
      .select(COLUMNS)
      .where('store_id', '=', storeOf(request).id)
      .orderBy('created_at')
      .execute();
    return { devices: rows.map(deviceView) };
  });

  // The same browser subscribing again (a new key, a new label) updates its row: one device, one row.
  addRoute(app, routes.subscribe, async (request) => {
    const storeId = storeOf(request).id;
    const { endpoint, keys, label } = request.body;
    if (!pushEndpointAllowed(endpoint, config.PUSH_ALLOWED_HOSTS)) throw invalid('endpoint', PUSH_SUBSCRIPTION_INVALID);
    const row = await db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('store_id', '=', storeId)
        .where('endpoint', '<>', endpoint)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= PUSH_DEVICES_MAX) throw apiError('PUSH_DEVICES_FULL');
      const values = { p256dh: keys.p256dh, auth: keys.auth, label, enabled: true };
      return trx
        .insertInto('push_subscriptions')
        .values({ store_id: storeId, user_id: request.auth!.user.id, endpoint, ...values })
        .onConflict((oc) => oc.columns(['store_id', 'endpoint']).doUpdateSet(values))
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return { device: deviceView(row) };
  });

  addRoute(app, routes.setEnabled, async (request) => {
    const storeId = storeOf(request).id;
    await oneDevice(db, storeId, request.params.id);
    const row = await db
      .updateTable('push_subscriptions')
      .set({ enabled: request.body.enabled })
      .where('store_id', '=', storeId)
      .where('id', '=', request.params.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { device: deviceView(row) };
  });

  addRoute(app, routes.remove, async (request) => {
    const storeId = storeOf(request).id;
    await oneDevice(db, storeId, request.params.id);
    await db
      .deleteFrom('push_subscriptions')
      .where('store_id', '=', storeId)
      .where('id', '=', request.params.id)
      .execute();
  });
}
