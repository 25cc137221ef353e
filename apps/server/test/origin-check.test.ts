import { connect } from 'node:net';
import { withAllStores } from '@vidriera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixture } from './helpers/catalogue';
import type { Browser } from './helpers/test-app';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * The Origin check of cookie-authenticated changes (docs/SECURITY.md): only
 * the app and the addresses of real stores, on the app's scheme, whatever
 * form the request's target takes.
 */

let t: TestApp;
let port: number;
let slug: string;
let owner: Browser;
let otherSlug: string;

const verifyDomain = (storeId: string, domain: string) =>
  withAllStores(() =>
    t.db.db
      .insertInto('store_domains')
      .values({ store_id: storeId, domain, token: 'a'.repeat(32), verified_at: new Date() })
      .execute(),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpConfirmed(t, 'origen@example.com', 'tucan-verde-19', '192.0.2.80');
  const own = (await catalogueFixture(owner, 'Tienda Origen')).store;
  slug = own.slug;
  const other = await signUpConfirmed(t, 'origen-otra@example.com', 'tucan-verde-19', '192.0.2.81');
  const otherStore = (await other.post('/api/stores', { name: 'Tienda Vecina' })).json().store as {
    id: string;
    slug: string;
  };
  otherSlug = otherStore.slug;
  await verifyDomain(own.id, 'origen-propia.example');
  await verifyDomain(otherStore.id, 'vecina-propia.example');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends a raw HTTP/1.1 request line (any target form) and gives the status. */
function rawStatus(target: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
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
    const post = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers: { origin }, payload: {} });
    expect((await post(`http://${slug}.tiendas.localhost:3000`)).statusCode).toBe(401);
    expect((await post(`https://${slug}.tiendas.localhost:3000`)).statusCode).toBe(403);
    expect((await post('http://no-existe-esta.tiendas.localhost:3000')).statusCode).toBe(403);
    expect((await post(`ftp://${slug}.tiendas.localhost:3000`)).statusCode).toBe(403);
  });

  describe('an owner’s change', () => {
    /** Owner A's change (a new category) sent from the page at `origin`, with her session. */
    const change = (origin: string, name: string) =>
      owner.request('POST', '/api/catalogue/categories', { name }, { origin });

    it('is refused from another store’s addresses, its subdomain and its own domain, with nothing saved', async () => {
      for (const [i, origin] of [
        `http://${otherSlug}.tiendas.localhost:3000`,
        'http://vecina-propia.example:3000',
      ].entries()) {
        const answer = await change(origin, `Desde la vecina ${i}`);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({
          code: 'INVALID_ORIGIN',
          message: 'Origen de la solicitud no permitido.',
        });
      }
      const names = ((await owner.get('/api/catalogue/categories')).json().categories as { name: string }[]).map(
        (c) => c.name,
      );
      expect(names.filter((n) => n.startsWith('Desde la vecina'))).toEqual([]);
    });

    it('is taken from the platform and from her own store’s subdomain and own domain', async () => {
      expect((await change('http://localhost:3000', 'Desde la plataforma')).statusCode).toBe(201);
      expect((await change(`http://${slug}.tiendas.localhost:3000`, 'Desde su tienda')).statusCode).toBe(201);
      expect((await change('http://origen-propia.example:3000', 'Desde su dominio')).statusCode).toBe(201);
    });

    it('of a signed-in person without a store is taken from the platform only', async () => {
      const newcomer = await signUpConfirmed(t, 'origen-sin-tienda@example.com', 'tucan-verde-19', '192.0.2.82');
      const create = (origin: string) =>
        newcomer.request('POST', '/api/stores', { name: 'Tienda Nueva Origen' }, { origin });
      expect((await create(`http://${slug}.tiendas.localhost:3000`)).statusCode).toBe(403);
      expect((await create('http://localhost:3000')).statusCode).toBe(201);
    });
  });
});
