import type { ServerResponse } from 'node:http';
import type { MercadoPagoStandIn } from './mercado-pago-stand-in';

/*
 * The stand-in's Checkout Pro page, for journeys through a browser: the
 * preference's init_point shows the items and a choice of cuotas; paying
 * makes an approved payment, sends the store the notification Mercado Pago
 * would (signed with the seller's notification secret) and sends the shopper
 * back to the preference's success address, as Mercado Pago's auto_return
 * does. `POST /__stand-in/accounts` makes a seller account for a test.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mercado Pago (sustituto de pruebas)</title></head><body>${html}</body></html>`,
  );
}

export async function serveCheckout(
  standIn: MercadoPagoStandIn,
  method: string,
  url: URL,
  body: string,
  res: ServerResponse,
): Promise<void> {
  if (method === 'POST' && url.pathname === '/__stand-in/accounts') {
    const { nickname } = JSON.parse(body || '{}') as { nickname?: string };
    const account = standIn.account(nickname ?? 'Vendedor');
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(account));
    return;
  }
  const preference = standIn.preferences.find(
    (p) => p.id === (url.searchParams.get('pref_id') ?? new URLSearchParams(body).get('pref_id')),
  );
  if (!preference) return page(res, 404, '<h1>Preferencia inexistente</h1>');
  const orderId = preference.body.external_reference;
  if (method === 'GET' && url.pathname === '/checkout/v1/redirect') {
    const items = preference.body.items
      .map((i) => `<li>${i.quantity} × ${escape(i.title)}: $${i.unit_price}</li>`)
      .join('');
    return page(
      res,
      200,
      `<h1>Pagar con Mercado Pago</h1><ul>${items}</ul>
      <form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escape(preference.id)}">
      <label>Cuotas <select name="installments"><option>1</option><option>3</option><option>6</option></select></label>
      <button type="submit">Pagar</button></form>`,
    );
  }
  if (method === 'POST' && url.pathname === '/checkout/v1/pay') {
    const installments = Number(new URLSearchParams(body).get('installments') ?? 1);
    const payment = standIn.pay(orderId, { installments });
    const seller = [...standIn.accounts.values()].find((a) => a.id === preference.userId);
    const notification = standIn.notification(payment.id, seller?.webhookSecret ?? '');
    const target = new URL(preference.body.notification_url);
    target.searchParams.set('data.id', String(payment.id));
    target.searchParams.set('type', 'payment');
    await fetch(target, {
      method: 'POST',
      headers: notification.headers,
      body: JSON.stringify(notification.body),
    }).catch(() => undefined);
    const back = new URL(preference.body.back_urls.success);
    for (const [key, value] of Object.entries({
      collection_status: 'approved',
      payment_id: String(payment.id),
      external_reference: orderId,
      preference_id: preference.id,
    })) {
      back.searchParams.set(key, value);
    }
    res.writeHead(302, { location: back.href });
    res.end();
    return;
  }
  page(res, 404, '<h1>No encontrado</h1>');
}
