import { type Database, withAllStores } from '@vidriera/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../shared/config';
import type { OwnedStore } from '../modules/auth/roles';
import { findStoreByDomain } from '../modules/domains/domain-repository';
import { storeRoot } from '@vidriera/core';
import { apiError } from '../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The shop label of an origin on the app's scheme under SHOP_DOMAIN
 * (`http://tienda.tiendas.localhost:3000` → `tienda`), or null.
 */
export function shopLabelOf(url: URL, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>): string | null {
  if (url.protocol !== new URL(config.PUBLIC_URL).protocol) return null;
  const host = url.host.toLowerCase();
  if (!host.endsWith(`.${config.SHOP_DOMAIN}`)) return null;
  const label = host.slice(0, -config.SHOP_DOMAIN.length - 1);
  return /^[a-z0-9-]+$/.test(label) ? label : null;
}

/** An Origin header as a URL, 'platform' for the app's own origin, or null when it is no URL. */
function originOf(origin: string, config: Pick<Config, 'PUBLIC_URL'>): URL | 'platform' | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  return url.origin === new URL(config.PUBLIC_URL).origin ? 'platform' : url;
}

/** The origins our own pages are served from: the app, and the address of each store that exists (its verified own domain too), on the app's scheme. */
export async function isAllowedOrigin(
  origin: string,
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>,
  db: Kysely<Database>,
): Promise<boolean> {
  const url = originOf(origin, config);
  if (url === null || url === 'platform') return url === 'platform';
  const label = shopLabelOf(url, config);
  if (!label) {
    const owner = await findStoreByDomain(db, url.hostname);
    return (
      owner !== undefined &&
      url.origin ===
        storeRoot(owner.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, owner.domain)
    );
  }
  return (
    (await withAllStores(() => db.selectFrom('stores').select('id').where('slug', '=', label).executeTakeFirst())) !==
    undefined
  );
}

/**
 * Whether a signed-in person's change comes from a page of hers: the app
 * itself, or her own store's addresses (its subdomain, its verified own
 * domain) on the app's scheme. Another store's address is another owner's
 * page, and its owner chooses what it shows.
 */
export async function isOwnOrigin(
  origin: string,
  store: OwnedStore | null,
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>,
  db: Kysely<Database>,
): Promise<boolean> {
  const url = originOf(origin, config);
  if (url === null || url === 'platform') return url === 'platform';
  if (!store) return false;
  const label = shopLabelOf(url, config);
  if (label) return label === store.slug;
  const owner = await findStoreByDomain(db, url.hostname);
  return (
    owner?.storeId === store.id &&
    url.origin === storeRoot(owner.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, owner.domain)
  );
}

const invalidOrigin = () => apiError('INVALID_ORIGIN');
const isChange = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

/**
 * Cookie-authenticated state changes must come from our own pages (docs/SECURITY.md):
 * hooks of the app's API (apps/server/src/app-api.ts), whatever form the request's
 * target takes. First, before anything else, the Origin must be the app or
 * an existing store's address (public routes, such as the shopper's own
 * order page, keep this rule); then, once the access hook (modules/auth/access.ts)
 * knows who is signed in, a signed-in route's change must come from the app
 * or the person's own store. The public storefront API takes no cookie, so
 * other sites may call it: it is not under these hooks.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config, db: Kysely<Database>): void {
  app.addHook('onRequest', async (request) => {
    if (!isChange(request)) return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !(await isAllowedOrigin(origin, config, db))) throw invalidOrigin();
  });
  // Runs after the access plugin's own preValidation hook (registered on the root, so first).
  app.addHook('preValidation', async (request) => {
    if (!isChange(request) || !request.auth) return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !(await isOwnOrigin(origin, request.store, config, db))) throw invalidOrigin();
  });
}
