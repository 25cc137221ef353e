import { formatPrice } from '@vidriera/core';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { appForFile, madeBeforeAll } from './helpers/file-app';
import { startPushService } from './helpers/push-service';
import { Browser, signUpConfirmed } from './helpers/test-app';

/**
 * The seller's phone rings with every order (docs/product/notifications.md): each device she turned on gets
 * "Nuevo pedido de Valentina · $…" through its push service, encrypted for that device (RFC 8291) and signed with
 * the platform's VAPID key, made once and kept in the database; a device the service answers as gone is removed.
 */
const t = appForFile({ RATE_LIMIT: 'false', PUSH_ALLOWED_HOSTS: '127.0.0.1' });
const pushService = madeBeforeAll(startPushService);
afterAll(() => pushService.close());
let variantId = '';
const owner = madeBeforeAll(async () => {
  const owner = await signUpConfirmed(t, 'duena-avisos@example.com');
  const shop = await catalogueFixture(owner, 'Avisos Norte');
  await owner.put('/api/stores/mine', { name: 'Avisos Norte', whatsappNumber: '+54 9 11 5555-0000' });
  const product = (await owner.post('/api/catalogue/products', shop.productBody())).json().product;
  variantId = product.variants[0].id;
  return owner;
});

let orders = 0;
async function order(customerName: string) {
  orders++;
  const res = await new Browser(t.app, 'http://avisos-norte.tiendas.localhost:3000').request(
    'POST',
    '/api/public/stores/avisos-norte/orders',
    { items: [{ variantId, quantity: 1 }], customerName, customerPhone: `11 4000-${1000 + orders}` },
    { 'idempotency-key': `avisos-${orders}` },
  );
  expect(res.statusCode).toBe(201);
  return res.json().orderId as string;
}

describe('Web Push for every order', () => {
  it('keeps one VAPID key pair in the database, its private half sealed', async () => {
    const first = (await owner.get('/api/push/key')).json().publicKey;
    expect((await owner.get('/api/push/key')).json().publicKey).toBe(first);
    const rows = await t.db.db.selectFrom('push_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.public_key).toBe(first);
    expect(rows[0]?.private_key_sealed).toMatch(/^v1\./);
  });

  it('refuses a subscription to anywhere but a push service, with a Spanish message', async () => {
    const device = pushService.device('x');
    for (const endpoint of [
      'http://10.0.0.1/push/x',
      'https://ejemplo.com/push',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const res = await owner.post('/api/push/devices', { ...device, endpoint, label: 'Celular' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/suscripción válida/);
    }
    const bad = await owner.post('/api/push/devices', { ...device, keys: { p256dh: 'corta', auth: '' }, label: 'X' });
    expect(bad.statusCode).toBe(422);
    expect((await owner.get('/api/push/devices')).json().devices).toEqual([]);
  });

  it('rings each device turned on with the order, decrypted with the device’s keys; not one turned off', async () => {
    const phone = pushService.device('celular');
    const laptop = pushService.device('compu');
    const tablet = pushService.device('tablet');
    for (const [device, label] of [
      [phone, 'Celular'],
      [laptop, 'Compu del local'],
      [tablet, 'Tablet'],
    ] as const)
      expect((await owner.post('/api/push/devices', { ...device, label })).statusCode).toBe(201);
    const devices = (await owner.get('/api/push/devices')).json().devices;
    expect(devices.map((d: { label: string }) => d.label)).toEqual(['Celular', 'Compu del local', 'Tablet']);
    const tabletId = devices[2].id;
    expect((await owner.patch(`/api/push/devices/${tabletId}`, { enabled: false })).json().device.enabled).toBe(false);

    const orderId = await order('Valentina');
    const { total_cents } = await t.db.db
      .selectFrom('orders')
      .select('total_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const pushes = pushService.received.filter((p) => p.headers['topic'] === orderId.replace(/-/g, '').slice(0, 32));
    expect(pushes.map((p) => p.path).sort()).toEqual(['/push/celular', '/push/compu']);
    const { publicKey } = (await owner.get('/api/push/key')).json();
    for (const push of pushes) {
      const device = push.path === '/push/celular' ? phone : laptop;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(JSON.parse(device.decrypt(push.body))).toEqual({
        title: `Nuevo pedido de Valentina · ${formatPrice(Number(total_cents))}`,
        body: 'Toca para ver el pedido.',
        url: `/admin/orders/${orderId}`,
        tag: `order-${orderId}`,
      });
      // Another device's keys cannot read it.
      expect(() => tablet.decrypt(push.body)).toThrow();
      const claims = pushService.vapidClaims(push);
      expect(claims).toMatchObject({ aud: pushService.origin, k: publicKey });
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    }
  });

  it('removes a device its push service answers as gone, and keeps ringing the others', async () => {
    pushService.answer('compu', 410);
    const before = pushService.received.length;
    await order('Julieta');
    expect(pushService.received.slice(before).map((p) => p.path)).toEqual(['/push/celular']);
    const labels = (await owner.get('/api/push/devices')).json().devices.map((d: { label: string }) => d.label);
    expect(labels).toEqual(['Celular', 'Tablet']);
    const jobs = await t.db.db
      .selectFrom('jobs')
      .select(['outcome', 'state'])
      .where('kind', '=', 'push.new-order')
      .execute();
    expect(jobs.filter((j) => j.outcome === 'gone')).toHaveLength(1);
    expect(jobs.every((j) => j.state === 'done')).toBe(true);
  });

  it('queues nothing for a store without devices, and a device removed stops ringing', async () => {
    for (const device of (await owner.get('/api/push/devices')).json().devices)
      expect((await owner.delete(`/api/push/devices/${device.id}`)).statusCode).toBe(204);
    const jobsBefore = (await t.db.db.selectFrom('jobs').select('id').where('kind', '=', 'push.new-order').execute())
      .length;
    await order('Sofía');
    const jobsAfter = (await t.db.db.selectFrom('jobs').select('id').where('kind', '=', 'push.new-order').execute())
      .length;
    expect(jobsAfter).toBe(jobsBefore);
    expect((await owner.delete('/api/push/devices/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
