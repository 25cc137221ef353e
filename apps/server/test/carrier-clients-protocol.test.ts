import type { CarrierOrigin } from '@vidriera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierRefusal, type ShipmentRequest } from '../src/modules/carriers/carrier-client';
import { miCorreoClient } from '../src/modules/carriers/micorreo-client';
import { ocaClient } from '../src/modules/carriers/oca-client';
import { ocaDate, ocaToday } from '../src/modules/carriers/oca-values';
import { MiCorreoStandIn } from './helpers/micorreo-stand-in';
import { OcaStandIn } from './helpers/oca-stand-in';

/**
 * The carriers' clients speak each API as its public clients do (ADR 039, "Checked against public clients"):
 * MiCorreo's tracking takes its shippingId in the body of a GET and answers an unknown shipment with 200 { error };
 * e-Pak lists branches as <Centro> elements with their services, wants provinces by name and the pickup date as
 * AAAAMMDD, and writes a piece's state with its branch ("Entregado - Suc: …").
 */
const correo = new MiCorreoStandIn();
const oca = new OcaStandIn();
beforeAll(async () => {
  await Promise.all([correo.start(), oca.start()]);
});
afterAll(async () => {
  await Promise.all([correo.stop(), oca.stop()]);
});

const origin: CarrierOrigin = { postalCode: '1414', province: 'C', street: 'Gorriti', number: '5887', city: 'CABA' };
const pkg = { weightGrams: 1500, heightCm: 10, widthCm: 20, lengthCm: 30 };
const shipment = (service: 'door' | 'branch', branchCode: string | null): ShipmentRequest => ({
  orderId: `0b7c1f4e-3a52-4c1e-9d7a-${String(Date.now()).slice(-12).padStart(12, '0')}`,
  orderNumber: 'A1B2C3',
  origin,
  recipient: { name: 'Rocío Paz', phone: '3514000000', email: 'rocio@example.com' },
  address: { street: 'Av. Colón', number: '201', unit: null, postalCode: '5000', city: 'Córdoba', province: 'X' },
  service,
  branchCode,
  package: pkg,
  declaredCents: 2_500_000,
});

describe('MiCorreo client', () => {
  it("follows a shipment with its id in the GET's body; no news yet is no event, an unknown one a refusal", async () => {
    const account = correo.account('protocolo');
    const client = miCorreoClient(correo.url, account);
    const request = shipment('branch', 'X0001');
    await client.createShipment(request);
    expect(correo.shipments.get(request.orderId)?.body).toMatchObject({
      shipping: { weight: 1500, height: 10, width: 20, length: 30, productType: 'CP' },
    });

    expect(await client.track({ carrierNumber: request.orderId, trackingCode: null })).toEqual({
      trackingCode: null,
      events: [],
    });
    const asked = correo.calls.filter((c) => c.path === '/shipping/tracking').at(-1);
    expect(asked?.method).toBe('GET');
    expect(JSON.parse(asked?.body ?? '{}')).toEqual({ shippingId: request.orderId });

    correo.addEvents(request.orderId, '000500076393019A3G0C701', [
      { event: 'PREIMPOSICION', date: '28-08-2026 10:33', branch: 'CORREO ARGENTINO', status: '' },
    ]);
    const tracked = await client.track({ carrierNumber: request.orderId, trackingCode: null });
    expect(tracked.trackingCode).toBe('000500076393019A3G0C701');
    expect(tracked.events).toEqual([
      { at: '2026-08-28T13:33:00.000Z', description: 'PREIMPOSICION', place: 'CORREO ARGENTINO', kind: 'other' },
    ]);

    const unknown = client.track({ carrierNumber: 'no-existe', trackingCode: null });
    await expect(unknown).rejects.toBeInstanceOf(CarrierRefusal);
  });
});

describe('OCA e-Pak client', () => {
  it('lists only the branches that hand parcels over, their padded fields trimmed', async () => {
    const client = ocaClient(oca.url, oca.account('sucursales'));
    const { branches } = await client.quote(origin, { postalCode: '5000', province: 'X' }, pkg);
    expect(branches).toEqual([
      { code: '105', name: 'OCA Córdoba Centro', address: 'Bv. San Juan 350, CORDOBA', postalCode: '5000' },
      { code: '231', name: 'OCA Cerro de las Rosas', address: 'Av. Rafael Núñez 4200, CORDOBA', postalCode: '5009' },
    ]);
  });

  it("sends provinces by name and today's date; reads a piece's state and branch once each", async () => {
    const account = oca.account('envios');
    const client = ocaClient(oca.url, account);
    const made = await client.createShipment(shipment('door', null));
    const xml = oca.shipments.get(made.trackingCode ?? '')?.xml ?? '';
    expect(xml).toContain(`fecha="${ocaToday()}"`);
    expect(xml).toMatch(/<origen [^>]*provincia="Capital Federal"/);
    expect(xml).toMatch(/<destinatario [^>]*provincia="Córdoba"/);

    oca.addEvents(made.trackingCode ?? '', [
      { estado: 'Entregado', suc: 'PLANTA VELEZ SARSFIELD', fecha: '2026-12-09T11:30:00-03:00' },
    ]);
    const tracked = await client.track({ carrierNumber: made.carrierNumber, trackingCode: made.trackingCode });
    expect(tracked.events).toEqual([
      { at: '2026-12-09T14:30:00.000Z', description: 'Entregado', place: 'PLANTA VELEZ SARSFIELD', kind: 'delivered' },
    ]);
    expect(
      oca.calls
        .filter((c) => c.path.endsWith('/Tracking_Pieza'))
        .at(-1)
        ?.query.get('Cuit'),
    ).toBe(account.cuit);
  });

  it('reads both date formats public clients report for a piece, and refuses anything else', () => {
    expect(ocaDate('2016-12-13T00:00:00-03:00')).toBe('2016-12-13T03:00:00.000Z');
    expect(ocaDate('18/09/2026 14:30:00')).toBe('2026-09-18T17:30:00.000Z');
    expect(ocaDate('ayer')).toBeNull();
    expect(ocaToday(new Date('2026-12-07T02:00:00Z'))).toBe('20261206');
  });
});
