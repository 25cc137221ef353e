import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * The Origin check of cookie-authenticated changes (docs/SECURITY.md): only
 * the app and the addresses of real stores, on the app's scheme, whatever
 * form the request's target takes.
 */

let t: TestApp;
let port: number;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpConfirmed(t, 'origen@example.com', 'secreto123', '192.0.2.80');
  slug = (await catalogueFixture(owner, 'Tienda Origen')).store.slug;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends a raw HTTP/1.1 request line (any target form) and gives the status. */
function rawStatus(target: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${target} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
    socket.on('error', reject);
  });
}

describe('the Origin check', () => {
  it('refuses another site whatever the form of the request target (absolute form too)', async () => {
    expect(await rawStatus('/api/orders', 'https://acaparador.example')).toBe(403);
    expect(await rawStatus('http://localhost:3000/api/orders', 'https://acaparador.example')).toBe(403);
    expect(await rawStatus('/api/orders', 'http://localhost:3000')).toBe(401);
  });

  it('takes only real stores’ addresses, on the app’s scheme', async () => {
    const post = (origin: string) => t.app.inject({ method: 'POST', url: '/api/orders', headers: { origin }, payload: {} });
    expect((await post(`http://${slug}.tiendas.localhost:3000`)).statusCode).toBe(401);
    expect((await post(`https://${slug}.tiendas.localhost:3000`)).statusCode).toBe(403);
    expect((await post('http://no-existe-esta.tiendas.localhost:3000')).statusCode).toBe(403);
    expect((await post(`ftp://${slug}.tiendas.localhost:3000`)).statusCode).toBe(403);
  });
});
