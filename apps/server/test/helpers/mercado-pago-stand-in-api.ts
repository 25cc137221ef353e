import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { MercadoPagoStandIn } from './mercado-pago-stand-in';
import type { StandInAccount, StandInPayment, StandInPreference } from './mercado-pago-stand-in-types';

/* The seller's API of the Mercado Pago stand-in (mercado-pago-stand-in.ts), for a request with a known access token. */

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Its collector reads a payment, and so does its payer. */
function mayRead(payment: StandInPayment, account: StandInAccount): boolean {
  return payment.userId === account.id || payment.payerId === account.id;
}

function visible({ userId, payerId, ...payment }: StandInPayment) {
  return { ...payment, collector_id: userId, payer: payerId === null ? { id: null } : { id: String(payerId) } };
}

/** GET /users/me, POST /checkout/preferences, GET /v1/payments/search and GET /v1/payments/{id}, as `account`. */
export function serveSellerApi(
  standIn: MercadoPagoStandIn,
  account: StandInAccount,
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  text: string,
  res: ServerResponse,
): void {
  if (method === 'GET' && url.pathname === '/users/me') {
    return sendJson(res, 200, {
      id: account.id,
      nickname: account.nickname,
      email: account.email,
      site_id: 'MLA',
      country_id: 'AR',
    });
  }
  if (method === 'POST' && url.pathname === '/checkout/preferences') {
    const key = headers['x-idempotency-key'] as string | undefined;
    const again = key && standIn.preferences.find((p) => p.idempotencyKey === key && p.userId === account.id);
    if (again) return sendJson(res, 201, { id: again.id, init_point: again.init_point, ...again.body });
    const body = JSON.parse(text) as StandInPreference['body'];
    const id = `${account.id}-${randomUUID()}`;
    const preference = {
      id,
      init_point: `${standIn.url}/checkout/v1/redirect?pref_id=${id}`,
      userId: account.id,
      body,
      idempotencyKey: key,
    };
    standIn.preferences.push(preference);
    return sendJson(res, 201, {
      id,
      init_point: preference.init_point,
      sandbox_init_point: preference.init_point,
      collector_id: account.id,
      ...body,
    });
  }
  if (method === 'GET' && url.pathname === '/v1/payments/search') {
    const reference = url.searchParams.get('external_reference');
    const results = [...standIn.payments.values()]
      .filter((p) => mayRead(p, account) && p.external_reference === reference)
      .sort((a, b) => b.id - a.id)
      .map((p) => visible(p));
    return sendJson(res, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
  }
  const paymentPath = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
  if (method === 'GET' && paymentPath) {
    const payment = standIn.payments.get(Number(paymentPath[1]));
    if (!payment || !mayRead(payment, account))
      return sendJson(res, 404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    return sendJson(res, 200, visible(payment));
  }
  sendJson(res, 404, { message: 'not found', error: 'not_found', status: 404 });
}
