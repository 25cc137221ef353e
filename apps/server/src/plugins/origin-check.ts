import { type Database, withAllStores } from '@vidriera/db';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { findStoreByDomain } from '../modules/domains/domain-repository';
import { storeRoot } from '@vidriera/core';
import { apiError } from '../shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The path of a request whatever the form of its target: `/api/x`, `http://host/api/x` (absolute form) or `//host/api/x`. */
export function requestPath(url: string): string {
  try {
    return new URL(url, 'http://request.invalid').pathname;
  } catch {
    return url.split('?')[0] ?? '';
  }
}

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

/** The origins our own pages are served from: the app, and the address of each store that exists (its verified own domain too), on the app's scheme. */
export async function isAllowedOrigin(origin: string, config: Pick<Config, 'PUBLIC_URL' | 'SHOP_DOMAIN'>, db: Kysely<Database>): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(config.PUBLIC_URL).origin) return true;
  const label = shopLabelOf(url, config);
  if (!label) {
    const owner = await findStoreByDomain(db, url.hostname);
    return owner !== undefined && url.origin === storeRoot(owner.slug, { shopDomain: config.SHOP_DOMAIN, publicUrl: config.PUBLIC_URL }, owner.domain);
  }
  return (await withAllStores(() => db.selectFrom('stores').select('id').where('slug', '=', label).executeTakeFirst())) !== undefined;
}

/**
 * Cookie-authenticated state changes must come from our own pages (docs/SECURITY.md).
 * The public storefront API takes no cookie, so other sites may call it.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config, db: Kysely<Database>): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = requestPath(request.url);
    if (!path.startsWith('/api/') || path.startsWith('/api/public/')) return;
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !(await isAllowedOrigin(origin, config, db))) {
      throw apiError('INVALID_ORIGIN', 'Origen de la solicitud no permitido.');
    }
  });
}
