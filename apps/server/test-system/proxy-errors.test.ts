import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@vidriera/core';
import { freePort } from '../test/helpers/free-port';
import { type CaddyProxy, startCaddy } from './caddy-proxy';

/**
 * Caddy with deploy/Caddyfile when an instance does not answer (docs/DEPLOY.md, "When no instance answers"): an order
 * whose connection was refused goes to another instance, body and all; when none answers, the shopper gets the app's
 * own answer — the error table's UNAVAILABLE for the API, a page in Spanish for a page — not a bare 502/503.
 */
const { message } = API_ERRORS.UNAVAILABLE;
const started: CaddyProxy[] = [];
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(started.map((caddy) => caddy.stop()));
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

async function caddyBefore(...upstreams: number[]): Promise<CaddyProxy> {
  const [http, https, ask] = [await freePort(), await freePort(), await freePort()];
  const caddy = await startCaddy(
    { http, https, ask },
    upstreams.map((port) => `127.0.0.1:${port}`),
  );
  started.push(caddy);
  return caddy;
}

/** An instance as far as Caddy can tell: healthy, and answering every other request with its name and what it was sent. */
async function echoInstance(name: string, answer = true): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.url === '/api/health') return response.end('{"status":"ok"}');
    // Dropped without an answer: the instance died in the middle of the request.
    if (!answer) return request.socket.destroy();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => response.end(JSON.stringify({ name, body })));
  });
  servers.push(server);
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, port };
}

const placeOrder = (caddy: CaddyProxy, body: string) =>
  fetch(`${caddy.url}/api/public/stores/x/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  });

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

describe('Caddy when an instance stops during orders', () => {
  it('sends an order whose connection was refused to the other instance, with its body', async () => {
    const stopping = await echoInstance('saliente');
    const other = await echoInstance('otra');
    const caddy = await caddyBefore(stopping.port, other.port);
    await new Promise((done) => stopping.server.close(done).closeAllConnections());
    // Round robin: one of the first two goes to the stopped instance, before a health check has seen it stop.
    const answers = [];
    for (const n of [1, 2, 3, 4]) {
      const placed = await placeOrder(caddy, `{"n":${n}}`);
      answers.push([placed.status, await placed.json()]);
    }
    expect(answers).toEqual([1, 2, 3, 4].map((n) => [200, { name: 'otra', body: `{"n":${n}}` }]));
  });

  it('answers an order whose instance died in the middle with the table’s UNAVAILABLE, not a bare 502', async () => {
    const dying = await echoInstance('moribunda', false);
    const caddy = await caddyBefore(dying.port);
    await expectUnavailableJson(await placeOrder(caddy, '{}'));
  });
});
