import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@vidriera/core';
import { freePort } from '../test/helpers/free-port';
import { type CaddyProxy, startCaddy } from './caddy-proxy';

/**
 * Caddy with deploy/Caddyfile when no instance answers (docs/DEPLOY.md, "Caddy"): the shopper gets the app's own
 * answer — the error table's UNAVAILABLE for the API, a page in Spanish for a page — not a bare 502/503.
 */
const { message } = API_ERRORS.UNAVAILABLE;
const started: CaddyProxy[] = [];
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(started.map((caddy) => caddy.stop()));
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

async function caddyBefore(upstream: number): Promise<CaddyProxy> {
  const [http, https, ask] = [await freePort(), await freePort(), await freePort()];
  const caddy = await startCaddy({ http, https, ask }, [`127.0.0.1:${upstream}`]);
  started.push(caddy);
  return caddy;
}

async function expectUnavailableJson(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ code: 'UNAVAILABLE', message });
}

describe('Caddy when nothing listens at the instance’s address', () => {
  let caddy: CaddyProxy;
  beforeAll(async () => {
    caddy = await caddyBefore(await freePort());
  });

  it('answers the API with the table’s UNAVAILABLE code and message', async () => {
    await expectUnavailableJson(await fetch(`${caddy.url}/api/public/stores/x/products`));
  });

  it('answers a store page with a page in Spanish carrying the message and a link to try again', async () => {
    const response = await fetch(`${caddy.url}/store/x`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Servicio no disponible</title>');
    expect(page).toContain(`<p>${message}</p>`);
    expect(page).toContain('<a href="">Volver a intentar</a>');
  });
});

describe('Caddy when the instance dies in the middle of an order', () => {
  it('answers the order with the table’s UNAVAILABLE instead of a bare 502', async () => {
    // Healthy to Caddy's checks, but it drops every other request's connection without answering.
    const dying = createServer((request, response) => {
      if (request.url === '/api/health') response.end('{"status":"ok"}');
      else request.socket.destroy();
    });
    servers.push(dying);
    const port = await freePort();
    await new Promise<void>((done) => dying.listen(port, '127.0.0.1', done));
    const caddy = await caddyBefore(port);
    const order = await fetch(`${caddy.url}/api/public/stores/x/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'clave-de-prueba' },
      body: '{}',
    });
    await expectUnavailableJson(order);
  });
});
