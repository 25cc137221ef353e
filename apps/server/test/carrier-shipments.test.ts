import { describe, expect, it } from 'vitest';
import { carrierShopForFile, cordoba } from './helpers/carrier-shop';
import { runSchedulesNow } from './helpers/test-app';
import type { Shop } from './helpers/policy-shops';

/**
 * Shipments (docs/product/orders.md, "Envíos por transportista"): created at the carrier's stand-in when the seller
 * confirms (or on "Crear envío"), a refusal shown with the carrier's message and "Reintentar", the tracking followed
 * by a scheduled job that moves the order to "Enviado" and "Entregado" with the shopper's e-mails, once each.
 */
const { t, correo, oca, log, carrierShop, order } = carrierShopForFile();

async function orderAndOpen(shop: Shop, carrier: Record<string, unknown>) {
  const res = await order(shop, {
    customerEmail: 'rocio@example.com',
    delivery: { method: 'shipping', address: cordoba(), carrier },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as string;
}

const confirm = (shop: Shop, id: string) => shop.owner.patch(`/api/orders/${id}/status`, { status: 'processing' });
const detail = async (shop: Shop, id: string) => (await shop.owner.get(`/api/orders/${id}`)).json().order;
const mailsTo = (subject: string) => t.mails.filter((m) => m.to === 'rocio@example.com' && m.subject.includes(subject));

describe('shipments created and tracked', () => {
  it('creates the shipment on confirming, follows it out of order, and tells the shopper each step once', async () => {
    const shop = await carrierShop();
    const id = await orderAndOpen(shop, { carrier: 'correo_argentino', service: 'branch', branchCode: 'X0001' });
    expect((await confirm(shop, id)).statusCode).toBe(200);
    const sent = correo.shipments.get(id);
    expect(sent?.body).toMatchObject({
      extOrderId: id,
      shipping: { deliveryType: 'S', agency: 'X0001', weight: 1500 },
    });
    expect((await detail(shop, id)).shipment).toMatchObject({
      carrier: 'correo_argentino',
      state: 'created',
      error: null,
    });

    // First news: in transit ("Enviado"). Then the delivery, with an older event the carrier reports late.
    correo.addEvents(id, 'CP123456789AR', [
      { event: 'EN TRANSITO', date: '07-12-2026 18:00', branch: 'CTA MONTE GRANDE', status: 'EN TRANSITO' },
    ]);
    await runSchedulesNow(t);
    expect((await detail(shop, id)).dispatch).toMatchObject({ state: 'shipped', trackingCode: 'CP123456789AR' });
    expect(mailsTo('envió tu pedido')).toHaveLength(1);
    correo.addEvents(id, 'CP123456789AR', [
      { event: 'ENTREGADO', date: '09-12-2026 11:30', branch: 'CORDOBA CENTRO', status: 'ENTREGADO' },
      { event: 'ADMITIDO', date: '07-12-2026 09:15', branch: 'PALERMO', status: 'ADMITIDO' },
    ]);
    await runSchedulesNow(t);
    const tracked = await detail(shop, id);
    expect(tracked.dispatch).toMatchObject({ state: 'delivered', label: 'Entregado', trackingCode: 'CP123456789AR' });
    expect(tracked.shipment.events.map((e: { description: string }) => e.description)).toEqual([
      'ADMITIDO',
      'EN TRANSITO',
      'ENTREGADO',
    ]);
    expect(mailsTo('fue entregado')).toHaveLength(1);
    expect(mailsTo('envió tu pedido')[0]?.text).toContain('CP123456789AR');

    // Delivered: no longer followed, no e-mail again.
    await runSchedulesNow(t);
    expect((await detail(shop, id)).dispatch.state).toBe('delivered');
    expect(mailsTo('fue entregado')).toHaveLength(1);
    expect(mailsTo('envió tu pedido')).toHaveLength(1);
  });

  it('shows a failure with the carrier\'s message, and "Reintentar" creates it', async () => {
    const shop = await carrierShop();
    const id = await orderAndOpen(shop, { carrier: 'correo_argentino', service: 'door' });
    correo.refuseImport = 'El código postal de destino no es válido para el servicio';
    try {
      await confirm(shop, id);
    } finally {
      correo.refuseImport = null;
    }
    expect((await detail(shop, id)).shipment).toMatchObject({
      state: 'failed',
      error: 'Correo Argentino: El código postal de destino no es válido para el servicio',
    });
    const retry = await shop.owner.post(`/api/orders/${id}/shipment`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await detail(shop, id)).shipment).toMatchObject({ state: 'created', error: null });
    const twice = await shop.owner.post(`/api/orders/${id}/shipment`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El envío de este pedido ya está creado o en camino.');
  });

  it('with "Crear envío" as the setting, confirming creates nothing until the seller presses it', async () => {
    const shop = await carrierShop({ createShipment: 'button' });
    const id = await orderAndOpen(shop, { carrier: 'oca', service: 'door' });
    await confirm(shop, id);
    expect((await detail(shop, id)).shipment).toBeNull();
    await shop.owner.post(`/api/orders/${id}/shipment`, {});
    const made = (await detail(shop, id)).shipment;
    expect(made).toMatchObject({ carrier: 'oca', state: 'created', trackingCode: expect.stringMatching(/^40000/) });
    // The label: OCA's base64 answer handed to the seller as the PDF it is; never to another store's owner.
    expect(made.labelUrl).toBe(`/api/orders/${id}/shipment/label`);
    const label = await shop.owner.get(made.labelUrl);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.body).toBe(`%PDF-1.4\n% Etiqueta OCA ${made.trackingCode}\n%%EOF\n`);
    const other = await carrierShop();
    const stranger = await other.owner.get(made.labelUrl);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Este envío no tiene etiqueta para descargar.');
    expect(oca.shipments.get(made.trackingCode)?.xml).toContain('cp="5000"');
    oca.addEvents(made.trackingCode, [{ estado: 'En Transito', suc: 'CORDOBA', fecha: '2026-12-07T10:00:00-03:00' }]);
    await runSchedulesNow(t);
    expect((await detail(shop, id)).dispatch).toMatchObject({ state: 'shipped', carrier: 'oca' });
    expect(mailsTo('envió tu pedido').length).toBeGreaterThan(0);
  });

  it('refuses "Crear envío" for an order without a carrier', async () => {
    const shop = await carrierShop();
    const res = await order(shop, { delivery: { method: 'shipping', address: cordoba() } });
    const refused = await shop.owner.post(`/api/orders/${res.json().orderId}/shipment`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_CARRIER');
  });

  it('keeps every credential out of jobs, answers and the log', async () => {
    const jobs = await t.db.db.selectFrom('jobs').select(['payload', 'last_error']).execute();
    const shipments = await t.db.db.selectFrom('shipments').selectAll().execute();
    const text = JSON.stringify([jobs, shipments]) + log.text;
    for (const account of correo.accounts) {
      expect(text).not.toContain(account.apiPassword);
      expect(text).not.toContain(account.password);
    }
    for (const account of oca.accounts) expect(text).not.toContain(account.password);
  });
});
