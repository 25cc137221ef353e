import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CarrierStandIn, sendJson, type StandInCall } from './carrier-stand-in-server';

/*
 * A local stand-in for Correo Argentino's "API MiCorreo", answering as its
 * documentation does: POST /token (Basic authentication with the API user and
 * password → { token, expires }), POST /users/validate ({ email, password } →
 * { customerId, createdAt }), POST /rates (both services, deliveredType "D"
 * and "S"), GET /agencies?customerId&provinceCode, POST /shipping/import
 * ({ createdAt }) and GET /shipping/tracking with { shippingId } as its JSON
 * body (a list of shipments with their events; one shipment without events
 * while there is no news; 200 { date, error, code } for an unknown one). Every
 * call but /token takes the JWT as a Bearer token; a refusal is 4xx
 * { code, message }. Weights must be whole grams and sizes whole centimetres.
 * Prices: door $5.000 + $1.000 a started kilo, branch $3.500 + $800 a kilo.
 */

export interface MiCorreoAccount {
  apiUser: string;
  apiPassword: string;
  email: string;
  password: string;
  customerId: string;
}

export interface MiCorreoEvent {
  event: string;
  date: string;
  branch: string;
  status: string;
}

export class MiCorreoStandIn extends CarrierStandIn {
  readonly accounts: MiCorreoAccount[] = [];
  readonly tokens = new Map<string, MiCorreoAccount>();
  /** Shipments imported, by extOrderId: their body, tracking number and events. */
  readonly shipments = new Map<
    string,
    { body: Record<string, unknown>; trackingNumber: string | null; events: MiCorreoEvent[] }
  >();
  /** The next imports answer 400 with this message. */
  refuseImport: string | null = null;

  account(name: string): MiCorreoAccount {
    const account = {
      apiUser: `api-${name}`,
      apiPassword: `clave-api-${randomUUID()}`,
      email: `${name}@micorreo.test`,
      password: `clave-${randomUUID()}`,
      customerId: String(1_000_000 + this.accounts.length),
    };
    this.accounts.push(account);
    return account;
  }

  /** The carrier's news of a shipment: a tracking number and events, in the order given. */
  addEvents(extOrderId: string, trackingNumber: string, events: MiCorreoEvent[]): void {
    const shipment = this.shipments.get(extOrderId);
    if (!shipment) throw new Error(`No shipment ${extOrderId}`);
    shipment.trackingNumber = trackingNumber;
    shipment.events.push(...events);
  }

  protected async answer(call: StandInCall, res: ServerResponse): Promise<void> {
    if (call.method === 'POST' && call.path === '/token') {
      const [user, password] = Buffer.from((call.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      const account = this.accounts.find((a) => a.apiUser === user && a.apiPassword === password);
      if (!account) return sendJson(res, 401, { code: '401', message: 'Usuario o contraseña de la API incorrectos' });
      const token = `jwt.${randomUUID()}`;
      this.tokens.set(token, account);
      return sendJson(res, 200, {
        token,
        expires: new Date(Date.now() + 3_600_000).toISOString().replace('T', ' ').slice(0, 19),
      });
    }
    const account = this.tokens.get((call.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!account) return sendJson(res, 401, { code: '401', message: 'Token inválido o vencido' });
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    if (call.method === 'POST' && call.path === '/users/validate') {
      if (body.email !== account.email || body.password !== account.password)
        return sendJson(res, 404, { code: '404', message: 'El usuario no existe o la contraseña es incorrecta' });
      return sendJson(res, 200, { customerId: account.customerId, createdAt: '2024-01-10 10:00:00' });
    }
    if (call.method === 'POST' && call.path === '/rates') {
      await this.slow();
      if (body.customerId !== account.customerId)
        return sendJson(res, 402, { code: '402', message: `Cliente FAP no identificado ${String(body.customerId)}` });
      if (!wholeSizes(body.dimensions)) return sendJson(res, 402, { code: '402', message: 'Peso no valido' });
      const kilos = Math.ceil(Number((body.dimensions as { weight: number }).weight) / 1000);
      return sendJson(res, 200, {
        customerId: account.customerId,
        validTo: new Date(Date.now() + 86_400_000).toISOString(),
        rates: [
          {
            deliveredType: 'D',
            productType: 'CP',
            productName: 'Correo Argentino Clásico',
            price: 5000 + 1000 * kilos,
            deliveryTimeMin: '3',
            deliveryTimeMax: '6',
          },
          {
            deliveredType: 'S',
            productType: 'CP',
            productName: 'Correo Argentino Clásico',
            price: 3500 + 800 * kilos,
            deliveryTimeMin: '3',
            deliveryTimeMax: '5',
          },
        ],
      });
    }
    if (call.method === 'GET' && call.path === '/agencies') {
      const province = call.query.get('provinceCode');
      const agencies = province === 'X' ? CORDOBA_AGENCIES : [];
      return sendJson(res, 200, agencies);
    }
    if (call.method === 'POST' && call.path === '/shipping/import') {
      if (this.refuseImport) return sendJson(res, 402, { code: '402', message: this.refuseImport });
      if (!wholeSizes(body.shipping)) return sendJson(res, 402, { code: '402', message: 'Peso no valido' });
      this.shipments.set(String(body.extOrderId), { body, trackingNumber: null, events: [] });
      return sendJson(res, 200, { createdAt: new Date().toISOString() });
    }
    if (call.method === 'GET' && call.path === '/shipping/tracking') {
      // The shipment's id comes in the GET's JSON body; an unknown one answers 200 with { error }.
      const id = String(body.shippingId ?? '');
      const shipment = this.shipments.get(id);
      if (!shipment)
        return sendJson(res, 200, {
          date: new Date().toISOString(),
          error: 'No existe el cliente o pedido',
          code: '0',
        });
      if (!shipment.trackingNumber)
        return sendJson(res, 200, { id: null, productId: null, trackingNumber: null, events: [] });
      const events = shipment.events.map((e) => ({ ...e, sign: '' }));
      return sendJson(res, 200, [
        { id: '000017496', productId: 'CP', trackingNumber: shipment.trackingNumber, events },
      ]);
    }
    return sendJson(res, 404, { code: '404', message: 'Recurso inexistente' });
  }
}

/** The documentation's rule: weight, height, width and length are whole numbers. */
const wholeSizes = (value: unknown) => {
  const sizes = (value ?? {}) as Record<string, unknown>;
  return ['weight', 'height', 'width', 'length'].every((k) => Number.isInteger(sizes[k]) && Number(sizes[k]) > 0);
};

const agency = (code: string, name: string, streetName: string, streetNumber: string, postalCode: string) => ({
  code,
  name,
  manager: 'Encargada',
  email: `${code.toLowerCase()}@correoargentino.test`,
  phone: '0351 400 0000',
  services: { packageReception: true, pickupAvailability: true },
  location: {
    address: {
      streetName,
      streetNumber,
      floor: '',
      apartment: '',
      locality: '',
      city: 'Córdoba',
      province: 'Córdoba',
      provinceCode: 'X',
      postalCode,
    },
    latitude: '-31.4',
    longitude: '-64.18',
  },
  status: 'ACTIVE',
});

const CORDOBA_AGENCIES = [
  agency('X0015', 'Sucursal Río Cuarto', 'Constitución', '850', 'X5800AAA'),
  agency('X0001', 'Sucursal Córdoba Centro', 'Av. Colón', '201', 'X5000AAA'),
  agency('X0002', 'Sucursal Nueva Córdoba', 'Bv. Illia', '450', 'X5004AAA'),
];
