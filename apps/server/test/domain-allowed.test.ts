import { withAllStores } from '@vidriera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpConfirmed, type TestApp } from './helpers/test-app';

/**
 * Caddy's on-demand TLS asks `/api/domains/allowed` before it obtains a
 * certificate (docs/decisions/023-own-domain.md): only a verified domain of an
 * active store is allowed; any other name gets a 4xx, so nobody makes the
 * platform request certificates for arbitrary names.
 */

let t: TestApp;
let storeId: string;
let otherId: string;

const allowed = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}` });
const setDomain = (store: string, domain: string, verified: boolean) =>
  withAllStores(() =>
    t.db.db
      .insertInto('store_domains')
      .values({ store_id: store, domain, token: 'a'.repeat(32), verified_at: verified ? new Date() : null })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ domain, verified_at: verified ? new Date() : null }))
      .execute(),
  );

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpConfirmed(t, 'dominio@example.com', 'tucan-verde-19', '192.0.2.91');
  storeId = (await owner.post('/api/stores', { name: 'Tienda Dominio' })).json().store.id;
  const other = await signUpConfirmed(t, 'dominio2@example.com', 'tucan-verde-19', '192.0.2.92');
  otherId = (await other.post('/api/stores', { name: 'Otra Tienda Dominio' })).json().store.id;
  await setDomain(storeId, 'www.mitienda.com.ar', true);
  await setDomain(otherId, 'www.pendiente.com.ar', false);
});
afterAll(() => t.close());

describe('the allowed endpoint', () => {
  it('answers 200 for a verified domain, whatever its case or trailing dot', async () => {
    expect((await allowed('www.mitienda.com.ar')).statusCode).toBe(200);
    expect((await allowed('WWW.MiTienda.com.AR.')).statusCode).toBe(200);
  });

  it('answers 404 for a domain not yet verified, an unknown one, the shop domain and nonsense', async () => {
    expect((await allowed('www.pendiente.com.ar')).statusCode).toBe(404);
    expect((await allowed('mitienda.com.ar')).statusCode).toBe(404);
    expect((await allowed('tiendas.localhost')).statusCode).toBe(404);
    expect((await allowed('localhost')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/domains/allowed' })).statusCode).toBe(422);
  });

  it('stops allowing a domain once its store is inactive or the domain is removed', async () => {
    await withAllStores(() =>
      t.db.db.updateTable('stores').set({ is_active: false }).where('id', '=', storeId).execute(),
    );
    expect((await allowed('www.mitienda.com.ar')).statusCode).toBe(404);
    await withAllStores(() =>
      t.db.db.updateTable('stores').set({ is_active: true }).where('id', '=', storeId).execute(),
    );
    expect((await allowed('www.mitienda.com.ar')).statusCode).toBe(200);
    await withAllStores(() => t.db.db.deleteFrom('store_domains').where('store_id', '=', storeId).execute());
    expect((await allowed('www.mitienda.com.ar')).statusCode).toBe(404);
  });

  it('lets one store only hold a verified domain', async () => {
    await setDomain(storeId, 'www.pendiente.com.ar', true);
    await expect(setDomain(otherId, 'www.pendiente.com.ar', true)).rejects.toThrow();
    expect((await allowed('www.pendiente.com.ar')).json()).toEqual({ domain: 'www.pendiente.com.ar' });
  });
});
